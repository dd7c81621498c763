// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatDate, monthFirst } from './dates.js';

describe('formatDate: one format per locale', () => {
  it.each([
    ['en-US', 'November 15, 2026', 'Sunday, November 15, 2026', 'Nov 15, 2026'],
    ['en', 'November 15, 2026', 'Sunday, November 15, 2026', 'Nov 15, 2026'],
    ['en-CA', 'November 15, 2026', 'Sunday, November 15, 2026', 'Nov 15, 2026'],
    ['en-GB', '15 November 2026', 'Sunday, 15 November 2026', '15 Nov 2026'],
    ['en-AU', '15 November 2026', 'Sunday, 15 November 2026', '15 Nov 2026'],
    ['de-DE', '15 November 2026', 'Sunday, 15 November 2026', '15 Nov 2026'],
  ])('%s writes a day as "%s"', (locale, long, full, medium) => {
    expect(formatDate('2026-11-15', 'long', 'utc', locale)).toBe(long);
    expect(formatDate('2026-11-15', 'full', 'utc', locale)).toBe(full);
    expect(formatDate('2026-11-15', 'medium', 'utc', locale)).toBe(medium);
    expect(formatDate('2026-11-15', 'month', 'utc', locale)).toBe('November 2026');
  });

  it('keeps a stored day the same day in every time zone, and reads a moment in the zone asked for', () => {
    expect(formatDate('2026-11-15T23:30:00.000Z', 'long', 'utc', 'en-US')).toBe('November 15, 2026');
    expect(formatDate(new Date(Date.UTC(2026, 0, 1, 12)), 'long', 'local', 'en-GB')).toBe('1 January 2026');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('not a date', 'long', 'utc', 'en-US')).toBe('not a date');
  });

  it('knows which locales write the month first', () => {
    expect(['en-US', 'en_US', 'en', 'en-Latn-US', 'en-PH'].map(monthFirst)).toEqual([true, true, true, true, true]);
    expect(['en-GB', 'en-IE', 'en-IN', 'en-NZ', 'en-150', 'fr', 'es-US'].map(monthFirst)).toEqual([false, false, false, false, false, false, false]);
  });
});

describe("formatDate: the site's locale", () => {
  it("reads the page's <html lang> when no locale is given", () => {
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'en';
      expect(formatDate('2026-11-05')).toBe('November 5, 2026');
      document.documentElement.lang = 'en-GB';
      expect(formatDate('2026-11-05')).toBe('5 November 2026');
    } finally {
      document.documentElement.lang = before;
    }
  });
});
