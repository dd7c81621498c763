/**
 * The end of a monthly billing period that starts at `start` (Unix seconds), as Stripe bills it: the same day and
 * time of the next calendar month, or that month's last day when it has no such day (31 January -> 28 February).
 */
export function oneMonthLater(start: number): number {
  return monthsFrom(start, 1);
}

/**
 * The start of a monthly billing period that ends at `end` (Unix seconds): the same day and time of the month
 * before, or that month's last day (31 March -> 28 February). For the test hook that moves a period (endPeriodIn).
 */
export function oneMonthEarlier(end: number): number {
  return monthsFrom(end, -1);
}

function monthsFrom(at: number, months: number): number {
  const from = new Date(at * 1000);
  const year = from.getUTCFullYear();
  const month = from.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = Date.UTC(year, month, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds());
  return Math.floor(moved / 1000);
}
