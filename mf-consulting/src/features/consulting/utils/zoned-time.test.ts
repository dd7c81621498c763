import { describe, expect, it } from 'vitest';
import { bookableRange, dateRangeRefusal } from './booking-window';
import { addDays, dateInZone, localTimeOf, longDate, slotInstant, timeZoneLabel, zonesDiffer } from './zoned-time';

describe('zoned time', () => {
  it("reads the calendar day on the advisor's clock", () => {
    // 03:30 UTC on March 4 is still March 3 in New York.
    expect(dateInZone(new Date('2026-03-04T03:30:00Z'), 'America/New_York')).toBe('2026-03-03');
    expect(dateInZone(new Date('2026-03-04T05:30:00Z'), 'America/New_York')).toBe('2026-03-04');
  });

  it('turns a slot into an instant, across daylight saving time', () => {
    expect(slotInstant('2026-01-15', '9:00 AM', 'America/New_York').toISOString()).toBe('2026-01-15T14:00:00.000Z');
    expect(slotInstant('2026-07-15', '1:00 PM', 'America/New_York').toISOString()).toBe('2026-07-15T17:00:00.000Z');
  });

  it('shows the same instant on the visitor clock', () => {
    expect(localTimeOf('2026-01-15', '4:00 PM', 'America/New_York', 'Europe/Berlin')).toBe('10:00 PM');
    expect(localTimeOf('2026-01-15', '4:00 PM', 'America/New_York', 'Asia/Tokyo')).toBe('6:00 AM on Fri, Jan 16');
    expect(zonesDiffer('2026-01-15', '4:00 PM', 'America/New_York', 'America/Toronto')).toBe(false);
    expect(zonesDiffer('2026-01-15', '4:00 PM', 'America/New_York', 'America/Chicago')).toBe(true);
  });

  it('names zones for people', () => {
    expect(timeZoneLabel('America/New_York')).toBe('Eastern Time (New York)');
    expect(timeZoneLabel('Not/AZone')).toBe('Not/AZone');
    expect(longDate('2026-03-03')).toBe('Tuesday, March 3, 2026');
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
  });

  it('allows today up to 180 days ahead', () => {
    const now = new Date('2026-03-04T03:30:00Z');
    expect(bookableRange('America/New_York', now)).toEqual({ min: '2026-03-03', max: '2026-08-30' });
    expect(dateRangeRefusal('2026-03-02', 'America/New_York', now)).toBe('Please choose today or a later date');
    expect(dateRangeRefusal('2026-03-03', 'America/New_York', now)).toBeNull();
    expect(dateRangeRefusal('2026-08-31', 'America/New_York', now)).toBe('Please choose a date within the next 180 days');
    expect(dateRangeRefusal('', 'America/New_York', now)).toBeNull();
  });
});
