// How consultation times read for people: day names, zone names and the visitor's own clock. The wall-clock
// arithmetic itself (days and times on the consultant's clock, as the API books them) is in @launchops/contracts.
import { dateInZone, dayDate, fullDate, isKnownTimeZone, slotStart, timeZoneOffsetMs } from '@launchops/contracts';

/** True when `timeZone` is an IANA zone this browser knows: the contracts' check, which the API applies too. */
export { isKnownTimeZone };

/** "Tuesday, March 3, 2026" for a YYYY-MM-DD day (the contracts' fullDate). */
export const fullDay = (date: string): string => fullDate(dayDate(date), 'utc');

/** "Tue, Mar 3" for a YYYY-MM-DD day. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** "Eastern Time (New York)" for America/New_York; the zone id itself when the browser has no name for it. */
export function timeZoneLabel(timeZone: string, at: Date = new Date()): string {
  if (!isKnownTimeZone(timeZone)) return timeZone;
  const city = timeZone.split('/').pop()?.replace(/_/g, ' ') ?? timeZone;
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  if (!name || name === timeZone || name.startsWith('GMT')) return timeZone;
  return name.includes(city) ? name : `${name} (${city})`;
}

/** The visitor's own zone, or undefined when the browser does not say. */
export function visitorTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The same instant on the visitor's clock, e.g. "8:00 PM" (with "Wed, Mar 4" when the day differs). */
export function localTimeOf(date: string, time: string, advisorZone: string, visitorZone: string): string {
  const instant = slotStart(date, time, advisorZone);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: visitorZone, hour: 'numeric', minute: '2-digit' }).format(instant);
  const localDay = dateInZone(instant, visitorZone);
  return localDay === date ? clock : `${clock} on ${shortDate(localDay)}`;
}

/** Whether the visitor's clock differs from the advisor's at that moment (so a conversion is worth showing). */
export function zonesDiffer(date: string, time: string, advisorZone: string, visitorZone: string): boolean {
  const instant = slotStart(date, time, advisorZone).getTime();
  return timeZoneOffsetMs(advisorZone, instant) !== timeZoneOffsetMs(visitorZone, instant);
}

/**
 * The form's hint for a picked time on the visitor's own clock, naming their zone ("That is 4:00 PM in your time
 * zone (Central European Time (Berlin)).") as the FAQ promises; null when the clocks agree or the zone is unknown.
 */
export function localTimeHint(date: string | undefined, time: string, advisorZone: string, visitorZone = visitorTimeZone()): string | null {
  if (!date || !time || !visitorZone || !isKnownTimeZone(visitorZone) || !zonesDiffer(date, time, advisorZone, visitorZone)) return null;
  return `That is ${localTimeOf(date, time, advisorZone, visitorZone)} in your time zone (${timeZoneLabel(visitorZone)}).`;
}
