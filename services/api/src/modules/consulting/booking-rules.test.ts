import { BOOKING_TIMES } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { MESSAGES, openTimes, slotRefusal } from './booking-rules.js';

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

  it('opens the times still ahead today and not taken', () => {
    expect(openTimes('2026-11-17', BOOKING_TIMES, NY, now, undefined, new Set(['2:00 PM']))).toEqual([false, false, true, true, false, true, true]);
  });

  it('closes the whole of a weekend, a day off or a past day', () => {
    expect(openTimes('2026-11-21', BOOKING_TIMES, NY, now, undefined, new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(openTimes('2026-11-18', BOOKING_TIMES, NY, now, 'Conference', new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(openTimes('2026-11-16', BOOKING_TIMES, NY, now, undefined, new Set())).toEqual(BOOKING_TIMES.map(() => false));
    expect(slotRefusal('2026-11-16', '4:00 PM', NY, now)?.message).toBe(MESSAGES.notFuture);
  });
});
