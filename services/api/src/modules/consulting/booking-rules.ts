import { BadRequestException } from '@nestjs/common';
import {
  addDays,
  BOOKING_HORIZON_DAYS,
  CHANGE_WINDOW_HOURS,
  dateInZone,
  OPEN_HOLDS_CAP,
  PAID_WITH_CHARGE,
  PAID_WITH_CREDIT,
  slotStart,
} from '@launchops/contracts';
import type { ConsultationBookingEntity } from './entities/consultation-booking.entity.js';
import { isWeekend } from '../../common/calendar-days.js';

export const MESSAGES = {
  slotTaken: 'That time has just been booked. Please choose another time.',
  notFuture: 'Please choose a date and time in the future',
  tooFar: `Please choose a date within the next ${BOOKING_HORIZON_DAYS} days`,
  unknownConsultant: 'Please select a consultant',
  outsideWindow: `Bookings can be changed up to ${CHANGE_WINDOW_HOURS} hours before the session. Please contact us if you need help.`,
  tooSoon: `Please choose a time at least ${CHANGE_WINDOW_HOURS} hours from now: sessions are booked and moved online at least ${CHANGE_WINDOW_HOURS} hours before they start.`,
  tooSoonDay: `Sessions are booked at least ${CHANGE_WINDOW_HOURS} hours ahead, and no time on this day is that far away any more. Please choose a later day.`,
  cancelled: 'This booking was cancelled.',
  questionnaireClosed: 'The session has started, so the questionnaire can no longer be changed. Reply to your confirmation e-mail to add anything.',
  notFound: 'We could not find a booking for this link',
  weekend: 'The advisor does not hold sessions on Saturdays or Sundays. Please choose a weekday.',
  notPaid: 'This booking is waiting for its payment: it is confirmed once paid, or its time is released.',
  started: 'The session has started, so it can no longer be cancelled. Reply to your confirmation e-mail if you need help.',
  paymentUnavailable: 'The payment page could not be opened, so the time was not booked. Please try again in a moment.',
  changedMeanwhile: 'This booking was changed a moment ago (perhaps in another tab). Reload it to see where it stands, then try again.',
} as const;

/** Why one more unpaid hold is refused: the browser, its e-mail address or its client address holds OPEN_HOLDS_CAP. */
export const holdsCapMessage = (holdMinutes: number): string =>
  `You already hold ${OPEN_HOLDS_CAP} unpaid times. Pay for one or release it under "Your bookings" before holding another; an unpaid time is released by itself after ${holdMinutes} minutes.`;

/**
 * Whether a session starting at `startsAt` is far enough ahead to be booked or moved online: one notice
 * for all three, so a booking made through the site can always be changed through its link at first.
 */
export function meetsNotice(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() >= CHANGE_WINDOW_HOURS * 3_600_000;
}

/** Why the advisor takes no session at all on `date` (a weekend or a day off), or null on a working day. */
export function dayClosure(date: string, dayOff: string | undefined): string | null {
  if (isWeekend(date)) return MESSAGES.weekend;
  if (dayOff) return `The advisor is off on that day (${dayOff}). Please choose another day.`;
  return null;
}

/** Why no slot of `date` can be booked now (past, beyond the horizon, a weekend or day off), or null when some may be. */
export function dayRefusal(date: string, timeZone: string, now: Date, dayOff?: string): { field: 'date'; message: string } | null {
  const today = dateInZone(now, timeZone);
  if (date < today) return { field: 'date', message: MESSAGES.notFuture };
  if (date > addDays(today, BOOKING_HORIZON_DAYS)) return { field: 'date', message: MESSAGES.tooFar };
  const closed = dayClosure(date, dayOff);
  if (closed) return { field: 'date', message: closed };
  return null;
}

/** Why the slot cannot be booked now, or null when it can. `dayOff` is the reason the advisor is off that day, if so. */
export function slotRefusal(date: string, time: string, timeZone: string, now: Date, dayOff?: string): { field: 'date' | 'time'; message: string } | null {
  const dayRefused = dayRefusal(date, timeZone, now, dayOff);
  if (dayRefused) return dayRefused;
  const startsAt = slotStart(date, time, timeZone);
  if (startsAt.getTime() <= now.getTime()) return { field: 'time', message: MESSAGES.notFuture };
  if (!meetsNotice(startsAt, now)) return { field: 'time', message: MESSAGES.tooSoon };
  return null;
}

/**
 * Which of the day's times can be booked now: a time is open when the day is (dayRefusal), it is at least the notice
 * ahead (meetsNotice) and it is not `taken`. The same answer as slotRefusal for each time, with the day's checks made once.
 */
export function openTimes(
  date: string,
  times: readonly string[],
  timeZone: string,
  now: Date,
  dayOff: string | undefined,
  taken: ReadonlySet<string>,
): boolean[] {
  if (dayRefusal(date, timeZone, now, dayOff)) return times.map(() => false);
  return times.map((time) => !taken.has(time) && meetsNotice(slotStart(date, time, timeZone), now));
}

/** Why a working, not yet past day has nothing left to book: its last time is inside the notice. Null otherwise. */
export function noticeClosure(date: string, times: readonly string[], timeZone: string, now: Date): string | null {
  if (date < dateInZone(now, timeZone) || times.length === 0) return null;
  return meetsNotice(slotStart(date, times[times.length - 1]!, timeZone), now) ? null : MESSAGES.tooSoonDay;
}

/** The instant the slot starts, or a 400 naming the field to fix. */
export function assertBookable(date: string, time: string, timeZone: string, now: Date, dayOff?: string): Date {
  const refusal = slotRefusal(date, time, timeZone, now, dayOff);
  if (refusal) {
    throw new BadRequestException({ message: refusal.message, issues: [{ path: refusal.field, message: refusal.message }] });
  }
  return slotStart(date, time, timeZone);
}

/** Why the booking can no longer be changed through its link, or null when it can. */
export function changeRefusal(booking: Pick<ConsultationBookingEntity, 'status' | 'startsAt'>, now: Date): string | null {
  if (booking.status === 'cancelled' || booking.status === 'expired') return MESSAGES.cancelled;
  if (booking.status === 'pending') return MESSAGES.notPaid;
  if (!meetsNotice(booking.startsAt, now)) return MESSAGES.outsideWindow;
  return null;
}

/**
 * Why the booking can no longer be cancelled through its link, or null when it can: a confirmed booking can be
 * cancelled until its session starts (inside the last CHANGE_WINDOW_HOURS nothing is given back: cancelReturns).
 */
export function cancelRefusal(booking: Pick<ConsultationBookingEntity, 'status' | 'startsAt'>, now: Date): string | null {
  if (booking.status === 'cancelled' || booking.status === 'expired') return MESSAGES.cancelled;
  if (booking.status === 'pending') return MESSAGES.notPaid;
  if (booking.startsAt.getTime() <= now.getTime()) return MESSAGES.started;
  return null;
}

/** What cancelling now gives back: the charge refunded or the credit returned at least CHANGE_WINDOW_HOURS before, else nothing. */
export function cancelReturns(booking: Pick<ConsultationBookingEntity, 'paidWith' | 'startsAt'>, now: Date): 'refund' | 'credit' | 'none' {
  if (!meetsNotice(booking.startsAt, now)) return 'none';
  if (booking.paidWith === PAID_WITH_CHARGE) return 'refund';
  if (booking.paidWith === PAID_WITH_CREDIT) return 'credit';
  return 'none';
}
