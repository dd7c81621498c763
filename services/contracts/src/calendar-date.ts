// Calendar dates as en-US words ("November 15, 2026"), written out by hand instead of with
// Intl.DateTimeFormat: a page's first Intl date formatter costs 25-40 ms of main thread in Chromium
// (its locale data loads then), about 100-160 ms on a mid-range phone, and every remote page that
// shows a date paid it during its first render. The output is what Intl's en-US formats give
// (checked against them for every day of several years in calendar-date.test.ts).

// One name per meaning: longDate "November 15, 2026", fullDate "Sunday, November 15, 2026", mediumDate "Nov 15, 2026",
// monthYear "November 2026" (the site writes every date month first, as US readers expect). A YYYY-MM-DD day is read with dayDate(day) in 'utc'.

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** Which calendar a moment is read in: UTC (dates stored as days) or the visitor's own time zone. */
export type CalendarZone = 'utc' | 'local';

function parts(date: Date, zone: CalendarZone) {
  return zone === 'utc'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate(), weekday: date.getUTCDay() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate(), weekday: date.getDay() };
}

/** A calendar day (YYYY-MM-DD) as the instant that starts it in UTC: format it with zone 'utc'. */
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** "November 15, 2026" (Intl en-US `dateStyle: 'long'`). */
export function longDate(date: Date, zone: CalendarZone): string {
  const { year, month, day } = parts(date, zone);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** "Sunday, November 15, 2026" (Intl en-US `dateStyle: 'full'`). */
export function fullDate(date: Date, zone: CalendarZone): string {
  const { weekday } = parts(date, zone);
  return `${WEEKDAYS[weekday]}, ${longDate(date, zone)}`;
}

/** "Nov 15, 2026" (Intl en-US `dateStyle: 'medium'`). */
export function mediumDate(date: Date, zone: CalendarZone): string {
  const { year, month, day } = parts(date, zone);
  return `${MONTHS[month]!.slice(0, 3)} ${day}, ${year}`;
}

/** "November 2026" (Intl en-US `{ month: 'long', year: 'numeric' }`). */
export function monthYear(date: Date, zone: CalendarZone): string {
  const { year, month } = parts(date, zone);
  return `${MONTHS[month]} ${year}`;
}
