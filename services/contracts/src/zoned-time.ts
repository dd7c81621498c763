// Wall-clock time in an IANA time zone, with Intl only (Node and browsers alike). Consultation days and
// clock times are read on the consultant's wall clock: the API books with these and the page shows them.

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
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

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall clock shown in `timeZone` at `instant`. */
export function wallClockAt(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year!,
    month: parts.month!,
    day: parts.day!,
    hour: parts.hour!,
    minute: parts.minute!,
    second: parts.second!,
  };
}

/** How far `timeZone` is ahead of UTC at `instantMs`, in milliseconds (New York in winter: -5 h). */
export function timeZoneOffsetMs(timeZone: string, instantMs: number): number {
  const wholeSecond = Math.floor(instantMs / 1000) * 1000;
  const w = wallClockAt(new Date(wholeSecond), timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - wholeSecond;
}

/**
 * The UTC instant at which the wall clock in `timeZone` shows the given day and time.
 * A time shown twice (clocks going back) resolves to its first occurrence; a time skipped
 * (clocks going forward) resolves to the instant the same distance after the jump (02:30 -> 03:30).
 */
export function zonedTimeToUtc(date: string, hour: number, minute: number, timeZone: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Real zones change offset at most once within a day either side.
  const before = timeZoneOffsetMs(timeZone, asIfUtc - DAY_MS);
  const after = timeZoneOffsetMs(timeZone, asIfUtc + DAY_MS);
  // The larger offset gives the earlier instant: try it first.
  for (const offset of [Math.max(before, after), Math.min(before, after)]) {
    const instant = asIfUtc - offset;
    if (timeZoneOffsetMs(timeZone, instant) === offset) return new Date(instant);
  }
  return new Date(asIfUtc - Math.min(before, after));
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

const slotStarts = new Map<string, number>();
const SLOT_STARTS_KEPT = 4096;

/**
 * When a slot starts: `date` at `time` ("2:00 PM") read on the wall clock of `timeZone`. The answer depends on its
 * arguments only, and costs several Intl calls, so recent ones are remembered (an availability view asks seven per day).
 */
export function slotStart(date: string, time: string, timeZone: string): Date {
  const key = `${date} ${time} ${timeZone}`;
  let instant = slotStarts.get(key);
  if (instant === undefined) {
    const { hour, minute } = parseClockTime(time);
    instant = zonedTimeToUtc(date, hour, minute, timeZone).getTime();
    if (slotStarts.size >= SLOT_STARTS_KEPT) slotStarts.clear();
    slotStarts.set(key, instant);
  }
  return new Date(instant);
}
