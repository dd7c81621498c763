// Calendar days and clock times are read on the advisor's wall clock (their time zone), as the API does.
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

function wallClockAt(instant: Date, timeZone: string): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

/** True when `timeZone` is an IANA zone this browser knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day (YYYY-MM-DD) in `timeZone` at `instant`. */
export function dateInZone(instant: Date, timeZone: string): string {
  const w = wallClockAt(instant, timeZone);
  return `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/** `date` (YYYY-MM-DD) moved by whole days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** "9:00 AM" / "1:00 PM" as 24-hour clock values. */
export function parseClockTime(time: string): { hour: number; minute: number } {
  const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time);
  if (!match) throw new Error(`Not a clock time: ${time}`);
  const hour12 = Number(match[1]) % 12;
  return { hour: match[3] === 'PM' ? hour12 + 12 : hour12, minute: Number(match[2]) };
}

function offsetMs(timeZone: string, instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const w = wallClockAt(new Date(wholeSecond), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/** The instant at which the wall clock in `timeZone` shows `date` at `time` ("2:00 PM"). */
export function slotInstant(date: string, time: string, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const { hour, minute } = parseClockTime(time);
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  const before = offsetMs(timeZone, asIfUtc - DAY_MS);
  const after = offsetMs(timeZone, asIfUtc + DAY_MS);
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const instant = asIfUtc - offset;
    if (offsetMs(timeZone, instant) === offset) return new Date(instant);
  }
  return new Date(asIfUtc - Math.min(before, after));
}

/** "Tuesday, March 3, 2026" for a YYYY-MM-DD day. */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
}

/** "Tue, Mar 3" for a YYYY-MM-DD day. */
export function shortDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
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
  const instant = slotInstant(date, time, advisorZone);
  const clock = new Intl.DateTimeFormat('en-US', { timeZone: visitorZone, hour: 'numeric', minute: '2-digit' }).format(instant);
  const localDay = dateInZone(instant, visitorZone);
  return localDay === date ? clock : `${clock} on ${shortDate(localDay)}`;
}

/** Whether the visitor's clock differs from the advisor's at that moment (so a conversion is worth showing). */
export function zonesDiffer(date: string, time: string, advisorZone: string, visitorZone: string): boolean {
  const instant = slotInstant(date, time, advisorZone).getTime();
  return offsetMs(advisorZone, instant) !== offsetMs(visitorZone, instant);
}
