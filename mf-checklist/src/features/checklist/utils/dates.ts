import { formatDate } from '@launchops/kit';

/** "November 2026" for the given moment (now by default), in the visitor's time zone. */
export function monthYear(date: Date = new Date()): string {
  return formatDate(date, 'month', 'local');
}

/** "November 15, 2026" (the site's one format) for a YYYY-MM-DD day; the day itself, whatever the visitor's time zone. */
export function longDay(isoDay: string): string {
  return formatDate(isoDay);
}
