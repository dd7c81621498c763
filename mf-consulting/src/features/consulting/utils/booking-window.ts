import { addDays, BOOKING_HORIZON_DAYS, BOOKING_TIMES, type BookingTime, CHANGE_WINDOW_HOURS, dateInZone, isRealDate, slotStart } from '@launchops/contracts';
import { z } from 'zod/mini';

export const PAST_DATE_MESSAGE = 'Please choose today or a later date';
export const TOO_FAR_MESSAGE = `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`;

/** The days that can be chosen, on the advisor's calendar: today up to the booking horizon. */
export function bookableRange(timeZone: string, now: Date = new Date()): { min: string; max: string } {
  const min = dateInZone(now, timeZone);
  return { min, max: addDays(min, BOOKING_HORIZON_DAYS) };
}

/** Why `date` cannot be chosen, or null when it can (or is not a date yet: the schema says so). */
export function dateRangeRefusal(date: string, timeZone: string, now: Date = new Date()): string | null {
  if (!isRealDate(date)) return null;
  const { min, max } = bookableRange(timeZone, now);
  if (date < min) return PAST_DATE_MESSAGE;
  if (date > max) return TOO_FAR_MESSAGE;
  return null;
}

/** A form's day field (the contract's) that also refuses the days outside the advisor's bookable range. */
export function bookableDateField(date: z.ZodMiniString, timeZone: string) {
  return date.check(
    z.superRefine((value, ctx) => {
      const refusal = dateRangeRefusal(value, timeZone);
      if (refusal) ctx.addIssue({ code: 'custom', message: refusal, input: value });
    }),
  );
}

/** The times of `date` (the advisor's day) that start less than the booking notice from `now`: not bookable online. */
export function noticeTimes(date: string, timeZone: string, now: Date = new Date()): Set<BookingTime> {
  if (!isRealDate(date)) return new Set();
  return new Set(BOOKING_TIMES.filter((time) => slotStart(date, time, timeZone).getTime() - now.getTime() < CHANGE_WINDOW_HOURS * 3_600_000));
}
