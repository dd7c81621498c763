/**
 * The end of a monthly billing period that starts at `start` (Unix seconds), as Stripe bills it: the same day and
 * time of the next calendar month, or that month's last day when it has no such day (31 January -> 28 February).
 */
export function oneMonthLater(start: number): number {
  const from = new Date(start * 1000);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const end = Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds());
  return Math.floor(end / 1000);
}
