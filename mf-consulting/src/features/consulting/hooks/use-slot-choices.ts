import { BOOKING_TIMES, type BookingTime, isRealDate } from '@launchops/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { useAvailability } from '../api/get-availability';
import { bookableRange, dateRangeRefusal, noticeTimes } from '../utils/booking-window';

export interface SlotChoice {
  time: BookingTime;
  available: boolean;
  /** Less than the booking notice (24 hours) away: shown as such, never offered. */
  tooSoon?: boolean;
}

export type SlotState = 'no-date' | 'loading' | 'ready' | 'unknown';

export interface SlotChoices {
  min: string;
  max: string;
  /** The chosen day when it can be booked at all. */
  bookableDate: string | undefined;
  state: SlotState;
  slots: SlotChoice[];
  freeCount: number;
  /** Why the chosen day has no session at all (a weekend, a holiday), when it has none. */
  closed: string | null;
  refetch: () => Promise<unknown>;
}

/**
 * The seven times for the chosen day with taken (or past) ones unavailable, from the availability
 * route. When the route cannot answer, every time stays open and the API has the last word.
 * `onUnavailable` runs when the time already picked is not free on the (new) day.
 */
export function useSlotChoices(
  consultantId: number,
  timeZone: string,
  date: string,
  pickedTime: string,
  onUnavailable: (time: BookingTime) => void,
): SlotChoices {
  const { min, max } = useMemo(() => bookableRange(timeZone), [timeZone]);
  const bookableDate = isRealDate(date) && dateRangeRefusal(date, timeZone) === null ? date : undefined;
  const availability = useAvailability(consultantId, bookableDate);

  let state: SlotState;
  if (!bookableDate) state = 'no-date';
  else if (availability.data) state = 'ready';
  else if (availability.isError) state = 'unknown';
  else state = 'loading';

  // Worked out here too, so a time too soon is labelled (and not offered when the free times cannot be checked).
  const tooSoon = bookableDate ? noticeTimes(bookableDate, timeZone) : new Set<BookingTime>();
  const slots: SlotChoice[] = BOOKING_TIMES.map((time) => ({
    time,
    available:
      !tooSoon.has(time) && (state === 'ready' ? (availability.data?.slots.find((slot) => slot.time === time)?.available ?? false) : state === 'unknown'),
    ...(tooSoon.has(time) ? { tooSoon: true } : {}),
  }));

  const onUnavailableRef = useRef(onUnavailable);
  onUnavailableRef.current = onUnavailable;
  const taken = state === 'ready' || state === 'unknown' ? slots.filter((slot) => !slot.available).map((slot) => slot.time) : [];
  const takenKey = taken.join('|');
  useEffect(() => {
    if (pickedTime && takenKey.split('|').includes(pickedTime)) onUnavailableRef.current(pickedTime as BookingTime);
  }, [pickedTime, takenKey]);

  return {
    min,
    max,
    bookableDate,
    state,
    slots,
    freeCount: slots.filter((slot) => slot.available).length,
    closed: state === 'ready' ? (availability.data?.closed ?? null) : null,
    refetch: availability.refetch,
  };
}
