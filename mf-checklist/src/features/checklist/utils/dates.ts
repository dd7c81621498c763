import { formatDate } from '@launchops/kit';

/** "November 15, 2026" (the site's one format) for a YYYY-MM-DD day; the day itself, whatever the visitor's time zone. */
export function longDay(isoDay: string): string {
  return formatDate(isoDay);
}
