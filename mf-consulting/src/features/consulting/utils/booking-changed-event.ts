import { type Booking } from '@launchops/contracts';
import { CONSULTING_BOOKING_CHANGED_EVENT } from '@launchops/kit';

export type BookingChange = 'created' | 'rescheduled' | 'cancelled';

/** What other slices learn about a change: no personal data, only what and when. */
export interface BookingChangedDetail {
  change: BookingChange;
  bookingId: number;
  date: string;
  time: string;
  startsAt: string;
  status: Booking['status'];
}

/** Tells the rest of the page (shell, other slices) that one of this visitor's bookings changed. */
export function announceBookingChanged(change: BookingChange, booking: Booking): void {
  const detail: BookingChangedDetail = {
    change,
    bookingId: booking.id,
    date: booking.date,
    time: booking.time,
    startsAt: booking.startsAt,
    status: booking.status,
  };
  window.dispatchEvent(new CustomEvent<BookingChangedDetail>(CONSULTING_BOOKING_CHANGED_EVENT, { detail }));
}
