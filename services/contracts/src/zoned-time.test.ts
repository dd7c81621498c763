import { describe, expect, it } from 'vitest';
import { addDays, dateInZone, parseClockTime, slotStart, zonedTimeToUtc } from './zoned-time.js';

const NY = 'America/New_York';

describe('zonedTimeToUtc', () => {
  it('uses standard time in winter and daylight time in summer', () => {
    expect(zonedTimeToUtc('2026-01-15', 9, 0, NY).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', 9, 0, NY).toISOString()).toBe('2026-07-15T13:00:00.000Z');
    expect(zonedTimeToUtc('2026-07-15', 16, 0, NY).toISOString()).toBe('2026-07-15T20:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    // 2026-03-08: 02:00 EST -> 03:00 EDT; 2026-11-01: 02:00 EDT -> 01:00 EST.
    expect(zonedTimeToUtc('2026-03-08', 1, 0, NY).toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', 9, 0, NY).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(zonedTimeToUtc('2026-03-08', 2, 30, NY).toISOString()).toBe('2026-03-08T07:30:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', 1, 30, NY).toISOString()).toBe('2026-11-01T05:30:00.000Z');
    expect(zonedTimeToUtc('2026-11-01', 9, 0, NY).toISOString()).toBe('2026-11-01T14:00:00.000Z');
  });

  it('works for zones east of UTC and with half-hour offsets', () => {
    expect(zonedTimeToUtc('2026-06-01', 9, 0, 'Europe/Berlin').toISOString()).toBe('2026-06-01T07:00:00.000Z');
    expect(zonedTimeToUtc('2026-06-01', 9, 0, 'Asia/Kolkata').toISOString()).toBe('2026-06-01T03:30:00.000Z');
    expect(zonedTimeToUtc('2026-06-01', 0, 30, 'Asia/Kolkata').toISOString()).toBe('2026-05-31T19:00:00.000Z');
    expect(zonedTimeToUtc('2026-06-01', 9, 0, 'UTC').toISOString()).toBe('2026-06-01T09:00:00.000Z');
  });
});

describe('dateInZone and addDays', () => {
  it('gives the calendar day in the zone', () => {
    // 03:00 UTC is still the previous evening in New York.
    expect(dateInZone(new Date('2026-07-16T03:00:00Z'), NY)).toBe('2026-07-15');
    expect(dateInZone(new Date('2026-07-16T05:00:00Z'), NY)).toBe('2026-07-16');
    // 03:30 UTC on March 4 is still March 3 in New York (standard time).
    expect(dateInZone(new Date('2026-03-04T03:30:00Z'), NY)).toBe('2026-03-03');
    expect(dateInZone(new Date('2026-03-04T05:30:00Z'), NY)).toBe('2026-03-04');
  });

  it('moves across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-01-01', 180)).toBe('2026-06-30');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });
});

describe('parseClockTime', () => {
  it('reads 12-hour times', () => {
    expect(parseClockTime('9:00 AM')).toEqual({ hour: 9, minute: 0 });
    expect(parseClockTime('12:00 PM')).toEqual({ hour: 12, minute: 0 });
    expect(parseClockTime('12:30 AM')).toEqual({ hour: 0, minute: 30 });
    expect(parseClockTime('4:00 PM')).toEqual({ hour: 16, minute: 0 });
  });
});

describe('slotStart', () => {
  it('turns a slot on the consultant clock into an instant, across daylight saving time', () => {
    expect(slotStart('2026-01-15', '9:00 AM', NY).toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(slotStart('2026-07-15', '1:00 PM', NY).toISOString()).toBe('2026-07-15T17:00:00.000Z');
    expect(slotStart('2026-06-01', '12:30 AM', 'Asia/Kolkata').toISOString()).toBe('2026-05-31T19:00:00.000Z');
  });

  it('gives the same instant when asked again, as a Date of its own', () => {
    const first = slotStart('2026-03-08', '9:00 AM', NY);
    first.setTime(0);
    expect(slotStart('2026-03-08', '9:00 AM', NY).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    // The same wall-clock time in another zone is another instant.
    expect(slotStart('2026-03-08', '9:00 AM', 'Europe/London').toISOString()).toBe('2026-03-08T09:00:00.000Z');
  });

  it('refuses what is not a clock time', () => {
    expect(() => slotStart('2026-01-15', '14:00', NY)).toThrow('Not a clock time: 14:00');
  });
});
