import { BOOKING_TIMES } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { changeRefusal, MESSAGES, openTimes, slotRefusal } from './booking-rules.js';

const NY = 'America/New_York';

describe('openTimes', () => {
  // Tuesday 17 November 2026, 10:30 in New York: 9:00 and 10:00 have started.
  const now = new Date('2026-11-17T15:30:00Z');

  it('agrees with slotRefusal for every time of every day around now', () => {
    for (const date of ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-21', '2026-12-01', '2027-03-01', '2027-06-30']) {
      for (const dayOff of [undefined, 'Holiday']) {
        for (const taken of [new Set<string>(), new Set(['11:00 AM', '3:00 PM'])]) {
          const expected = BOOKING_TIMES.map((time) => !taken.has(time) && slotRefusal(date, time, NY, now, dayOff) === null);
          expect(openTimes(date, BOOKING_TIMES, NY, now, dayOff, taken), `${date} ${dayOff ?? ''} ${[...taken].join()}`).toEqual(expected);
        }
      }
    }
  });

  it('opens only the times at least 24 hours ahead and not taken', () => {
    // Today has nothing left to book; tomorrow opens from 11:00 AM (10:00 AM is 23.5 hours away).
    expect(openTimes('2026-11-17', BOOKING_TIMES, NY, now, undefined, new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(openTimes('2026-11-18', BOOKING_TIMES, NY, now, undefined, new Set(['2:00 PM']))).toEqual([false, false, true, true, false, true, true]);
  });

  it('refuses a slot inside the 24 hours in which a booking could no longer be changed', () => {
    expect(slotRefusal('2026-11-17', '4:00 PM', NY, now)).toEqual({ field: 'time', message: MESSAGES.tooSoon });
    expect(slotRefusal('2026-11-18', '10:00 AM', NY, now)).toEqual({ field: 'time', message: MESSAGES.tooSoon });
    expect(slotRefusal('2026-11-18', '11:00 AM', NY, now)).toBeNull();
    // Exactly 24 hours ahead: bookable, and (at that instant) still changeable: one rule for both.
    const exactly = new Date('2026-11-17T16:00:00Z');
    expect(slotRefusal('2026-11-18', '11:00 AM', NY, exactly)).toBeNull();
    expect(changeRefusal({ status: 'confirmed', startsAt: new Date('2026-11-18T16:00:00Z') }, exactly)).toBeNull();
    const aMinuteLater = new Date(exactly.getTime() + 60_000);
    expect(slotRefusal('2026-11-18', '11:00 AM', NY, aMinuteLater)?.message).toBe(MESSAGES.tooSoon);
    expect(changeRefusal({ status: 'confirmed', startsAt: new Date('2026-11-18T16:00:00Z') }, aMinuteLater)).toBe(MESSAGES.outsideWindow);
    expect(MESSAGES.tooSoon).toContain('24 hours');
  });

  it('closes the whole of a weekend, a day off or a past day', () => {
    expect(openTimes('2026-11-21', BOOKING_TIMES, NY, now, undefined, new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(openTimes('2026-11-18', BOOKING_TIMES, NY, now, 'Conference', new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(openTimes('2026-11-16', BOOKING_TIMES, NY, now, undefined, new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(slotRefusal('2026-11-16', '4:00 PM', NY, now)?.message).toBe(MESSAGES.notFuture);
  });
});
