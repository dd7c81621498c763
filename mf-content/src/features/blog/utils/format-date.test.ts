import { afterEach, describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format-date';

const before = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = before;
});

describe("the blog's dates, in the site's one format", () => {
  it('month first for the site in en, the publication day in every time zone', () => {
    document.documentElement.lang = 'en';
    expect(formatLongDate('2026-07-07T23:30:00.000Z')).toBe('July 7, 2026');
    expect(formatShortDate('2026-07-07T14:00:00.000Z')).toBe('Jul 7, 2026');
  });

  it('day first for a site in en-GB', () => {
    document.documentElement.lang = 'en-GB';
    expect(formatLongDate('2026-07-07T14:00:00.000Z')).toBe('7 July 2026');
    expect(formatShortDate('2026-07-07T14:00:00.000Z')).toBe('7 Jul 2026');
  });
});
