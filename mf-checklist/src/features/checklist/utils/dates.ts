const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
const LONG_DATE = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "November 2026" for the given moment (now by default), in the visitor's time zone. */
export function monthYear(date: Date = new Date()): string {
  return MONTH_YEAR.format(date);
}

/** "November 15, 2026" for a YYYY-MM-DD day; the day itself, whatever the visitor's time zone. */
export function longDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDay : LONG_DATE.format(date);
}
