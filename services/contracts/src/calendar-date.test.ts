import { describe, expect, it } from 'vitest';
import { dayDate, fullDate, longDate, mediumDate, monthYear } from './calendar-date.js';

const DAY_MS = 86_400_000;
/** Every day from 2024-01-01 (a leap year) to the end of 2027, at 00:30 and 23:30 UTC. */
const moments = Array.from({ length: 4 * 366 }, (_, i) => Date.UTC(2024, 0, 1) + i * DAY_MS).flatMap((t) => [
  new Date(t + 30 * 60_000),
  new Date(t + 23.5 * 3_600_000),
]);

describe('calendar dates in en-US words', () => {
  it('match Intl en-US long and medium dates in UTC, for every day of four years', () => {
    const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
    const mismatches = moments.filter((d) => longDate(d, 'utc') !== long.format(d) || mediumDate(d, 'utc') !== medium.format(d));
    expect(mismatches.map((d) => `${d.toISOString()}: ${longDate(d, 'utc')} / ${mediumDate(d, 'utc')} vs ${long.format(d)} / ${medium.format(d)}`)).toEqual([]);
  });

  it('match Intl en-US full dates (with the weekday) in UTC and in the visitor time zone', () => {
    const fullUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' });
    const fullLocal = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
    expect(moments.filter((d) => fullDate(d, 'utc') !== fullUtc.format(d)).map((d) => d.toISOString())).toEqual([]);
    expect(moments.filter((d) => fullDate(d, 'local') !== fullLocal.format(d)).map((d) => d.toISOString())).toEqual([]);
  });

  it('read the day in the visitor time zone when asked, as Intl does without a timeZone', () => {
    const long = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });
    for (const d of moments) {
      expect(longDate(d, 'local')).toBe(long.format(d));
      expect(monthYear(d, 'local')).toBe(month.format(d));
    }
  });

  it('give the words a reader expects', () => {
    const d = new Date('2026-09-05T12:00:00Z');
    expect([longDate(d, 'utc'), mediumDate(d, 'utc'), monthYear(d, 'utc')]).toEqual(['September 5, 2026', 'Sep 5, 2026', 'September 2026']);
    expect(fullDate(dayDate('2026-12-05'), 'utc')).toBe('Saturday, December 5, 2026');
  });
});
