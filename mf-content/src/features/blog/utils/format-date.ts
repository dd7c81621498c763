// Publication times are stored in UTC; formatting in UTC keeps the day the editors chose in every time zone.
// The formatters are made on first use: the first Intl formatter on a page costs tens of milliseconds on
// a slow phone, and module loading (on the page's critical path) is not the place for it.
let longDate: Intl.DateTimeFormat | undefined;
let shortDate: Intl.DateTimeFormat | undefined;

/** "November 10, 2026" */
export const formatLongDate = (iso: string): string =>
  (longDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' })).format(new Date(iso));

/** "Nov 10, 2026" */
export const formatShortDate = (iso: string): string =>
  (shortDate ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(iso));
