import { longDate, monthYear as monthYearIn } from '@launchops/contracts';

/** "November 2026" for the given moment (now by default), in the visitor's time zone. */
export function monthYear(date: Date = new Date()): string {
  return monthYearIn(date, 'local');
}

/** "November 15, 2026" for a YYYY-MM-DD day; the day itself, whatever the visitor's time zone. */
export function longDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return longDate(date, 'utc');
}
