// Publication times are stored in UTC; formatting in UTC keeps the day the editors chose in every time zone.
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "November 10, 2026" */
export const formatLongDate = (iso: string): string => longDate.format(new Date(iso));

/** "Nov 10, 2026" */
export const formatShortDate = (iso: string): string => shortDate.format(new Date(iso));
