import { describe, expect, it } from 'vitest';
import { bookableRange, dateRangeRefusal } from './booking-window';

describe('booking window', () => {
  it('allows today up to 180 days ahead', () => {
    const now = new Date('2026-03-04T03:30:00Z');
    expect(bookableRange('America/New_York', now)).toEqual({ min: '2026-03-03', max: '2026-08-30' });
    expect(dateRangeRefusal('2026-03-02', 'America/New_York', now)).toBe('Please choose today or a later date');
    expect(dateRangeRefusal('2026-03-03', 'America/New_York', now)).toBeNull();
    expect(dateRangeRefusal('2026-08-31', 'America/New_York', now)).toBe('Please choose a date within the next 180 days');
    expect(dateRangeRefusal('', 'America/New_York', now)).toBeNull();
  });
});
