import { describe, expect, it } from 'vitest';
import { addBusinessDays, federalHolidays, isFederalHoliday, isIrsHoliday, nextBusinessDay } from './calendar-days.js';

describe('the federal holiday calendar', () => {
  it('lists 2027 as observed, weekend holidays moved to the Friday before or the Monday after', () => {
    expect(federalHolidays(2027).map((h) => h.day)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
  });

  it('observes New Year 2028 (a Saturday) on Friday, December 31, 2027', () => {
    expect(isFederalHoliday('2027-12-31')).toBe(true);
  });

  it('knows Thanksgiving 2026 is November 26', () => {
    expect(isFederalHoliday('2026-11-26')).toBe(true);
    expect(isFederalHoliday('2026-11-25')).toBe(false);
  });

  it('counts DC Emancipation Day as an IRS holiday, observed on Monday, April 17, 2028', () => {
    expect(isIrsHoliday('2028-04-17')).toBe(true);
    expect(isFederalHoliday('2028-04-17')).toBe(false);
  });

  it('moves a day to the next business day only when it is not one', () => {
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-25');
    expect(nextBusinessDay('2026-11-26')).toBe('2026-11-27');
    expect(nextBusinessDay('2026-12-26')).toBe('2026-12-28');
  });

  it('counts business days over a weekend and a holiday', () => {
    expect(addBusinessDays('2026-11-23', 3)).toBe('2026-11-27');
    expect(addBusinessDays('2026-12-04', 3)).toBe('2026-12-09');
  });
});
