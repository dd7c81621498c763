// Made on first use: the first Intl formatter on a page costs tens of milliseconds on a slow phone,
// and module loading (on the page's critical path) is not the place for it.
let monthYearFormat: Intl.DateTimeFormat | undefined;
let longDateFormat: Intl.DateTimeFormat | undefined;

/** "November 2026" for the given moment (now by default), in the visitor's time zone. */
export function monthYear(date: Date = new Date()): string {
  return (monthYearFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' })).format(date);
}

/** "November 15, 2026" for a YYYY-MM-DD day; the day itself, whatever the visitor's time zone. */
export function longDay(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDay;
  return (longDateFormat ??= new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })).format(date);
}
