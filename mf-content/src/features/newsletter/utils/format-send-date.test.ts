import { afterEach, describe, expect, it } from 'vitest';
import { formatSendDate } from './format-send-date';

const before = document.documentElement.lang;
afterEach(() => {
  document.documentElement.lang = before;
});

describe("an issue's send day, in the site's one format", () => {
  it.each([
    ['en', 'November 12, 2026'],
    ['en-GB', '12 November 2026'],
  ])('for a site in %s it is %s', (lang, expected) => {
    document.documentElement.lang = lang;
    expect(formatSendDate('2026-11-12')).toBe(expected);
  });
});
