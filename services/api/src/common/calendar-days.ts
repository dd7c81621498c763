// Calendar days as 'YYYY-MM-DD' strings and the US federal holiday calendar. Plain days, no time zone:
// a deadline is a day in the founder's calendar, not an instant.

export type Day = string;

const DAY_MS = 86_400_000;

function toDate(day: Day): Date {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) throw new Error(`Not a calendar day: ${day}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
}

function fromDate(date: Date): Day {
  return date.toISOString().slice(0, 10);
}

/** The day `count` days after `day` (before, when negative). */
export function addDays(day: Day, count: number): Day {
  return fromDate(new Date(toDate(day).getTime() + count * DAY_MS));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / DAY_MS);
}

/** `year`-`month`-`day` (month 1-12); a day past the month's end is clamped to its last day. */
export function dayOf(year: number, month: number, day: number): Day {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return fromDate(new Date(Date.UTC(year, month - 1, Math.min(day, last))));
}

/** The last day of a month (1-12). */
export const lastDayOfMonth = (year: number, month: number): Day => dayOf(year, month, 31);

export const yearOf = (day: Day): number => Number(day.slice(0, 4));
export const monthOf = (day: Day): number => Number(day.slice(5, 7));

/** 0 Sunday ... 6 Saturday. */
export const weekdayOf = (day: Day): number => toDate(day).getUTCDay();

export const isWeekend = (day: Day): boolean => weekdayOf(day) === 0 || weekdayOf(day) === 6;

/** The `nth` (1-based) `weekday` of a month; nth = -1 gives the last one. */
function nthWeekday(year: number, month: number, weekday: number, nth: number): Day {
  if (nth > 0) {
    const first = dayOf(year, month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addDays(first, offset + (nth - 1) * 7);
  }
  const last = lastDayOfMonth(year, month);
  return addDays(last, -((weekdayOf(last) - weekday + 7) % 7));
}

/** A fixed-date holiday on a Saturday is observed the Friday before, on a Sunday the Monday after (5 U.S.C. 6103). */
function observed(day: Day): Day {
  const weekday = weekdayOf(day);
  return weekday === 6 ? addDays(day, -1) : weekday === 0 ? addDays(day, 1) : day;
}

/** The eleven federal holidays of a year as observed (5 U.S.C. 6103), with their names. */
export function federalHolidays(year: number): Array<{ day: Day; name: string }> {
  return [
    { day: observed(dayOf(year, 1, 1)), name: "New Year's Day" },
    { day: nthWeekday(year, 1, 1, 3), name: 'Birthday of Martin Luther King, Jr.' },
    { day: nthWeekday(year, 2, 1, 3), name: "Washington's Birthday" },
    { day: nthWeekday(year, 5, 1, -1), name: 'Memorial Day' },
    { day: observed(dayOf(year, 6, 19)), name: 'Juneteenth National Independence Day' },
    { day: observed(dayOf(year, 7, 4)), name: 'Independence Day' },
    { day: nthWeekday(year, 9, 1, 1), name: 'Labor Day' },
    { day: nthWeekday(year, 10, 1, 2), name: 'Columbus Day' },
    { day: observed(dayOf(year, 11, 11)), name: 'Veterans Day' },
    { day: nthWeekday(year, 11, 4, 4), name: 'Thanksgiving Day' },
    { day: observed(dayOf(year, 12, 25)), name: 'Christmas Day' },
  ];
}

const federalCache = new Map<number, Set<Day>>();
/** Federal holidays of the day's year and the next (January 1 of the next year can be observed on December 31). */
export function isFederalHoliday(day: Day): boolean {
  const year = yearOf(day);
  for (const y of [year, year + 1]) {
    if (!federalCache.has(y)) federalCache.set(y, new Set(federalHolidays(y).map((h) => h.day)));
    if (federalCache.get(y)!.has(day)) return true;
  }
  return false;
}

/**
 * Legal holidays for IRS due dates (IRC 7503): the federal ones plus District of Columbia Emancipation Day,
 * April 16, observed like the others; it is why some years' April returns were due on the 17th or 18th.
 */
export function isIrsHoliday(day: Day): boolean {
  return isFederalHoliday(day) || day === observed(dayOf(yearOf(day), 4, 16));
}

/** `day` itself when it is a business day, else the next one (weekends and the given holidays skipped). */
export function nextBusinessDay(day: Day, isHoliday: (day: Day) => boolean = isFederalHoliday): Day {
  let current = day;
  while (isWeekend(current) || isHoliday(current)) current = addDays(current, 1);
  return current;
}

/** The business day `count` business days after `day` (weekends and federal holidays not counted). */
export function addBusinessDays(day: Day, count: number, isHoliday: (day: Day) => boolean = isFederalHoliday): Day {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !isHoliday(current)) left -= 1;
  }
  return current;
}
