import { useQueryClient } from '@tanstack/react-query';
import { CalendarCheck, CircleAlert } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { releaseHeldBooking, useOwnBooking } from '../api/booking-payment';
import { availabilityKeys } from '../api/get-availability';
import { bookingKeys } from '../api/get-bookings';
import { fullDay } from '../utils/zone-display';
import { StyledNotice } from '../../../components/styled-primitives';

/** The booking id in `?booking=`, when it is one. */
function bookingIdOf(value: string | null): number | null {
  return value && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * The consulting page back from Checkout (`?payment=success|cancelled&booking=<id>`): a paid booking is shown once its
 * payment has confirmed it (asked every 2 s meanwhile); a payment left unfinished releases the held time at once.
 */
export function PaymentReturn() {
  const [params] = useSearchParams();
  const outcome = params.get('payment');
  const id = bookingIdOf(params.get('booking'));
  const success = outcome === 'success' && id !== null;
  const cancelled = outcome === 'cancelled' && id !== null;
  const booking = useOwnBooking(success ? id : null, true);
  const queryClient = useQueryClient();
  const [released, setReleased] = useState<'pending' | 'done' | 'failed'>('pending');
  const asked = useRef(false);
  const noticeRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!cancelled || asked.current) return;
    asked.current = true;
    releaseHeldBooking(id)
      .then(() => setReleased('done'))
      .catch(() => setReleased('failed'))
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
        // The held time leaves the list of times waiting for payment.
        void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
      });
  }, [cancelled, id, queryClient]);

  const confirmed = booking.data?.status === 'confirmed';
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
  }, [confirmed, queryClient]);
  useEffect(() => {
    noticeRef.current?.focus({ preventScroll: false });
  }, [confirmed, released]);

  if (success) {
    const data = booking.data;
    if (data?.status === 'confirmed') {
      return (
        <StyledNotice tone="success" role="status" tabIndex={-1} ref={noticeRef} data-testid="payment-confirmed">
          <CalendarCheck size={20} aria-hidden="true" />
          <p>
            <strong>
              Paid. You're booked for {fullDay(data.date)} at {data.time}
            </strong>
            . The confirmation with the video call link, the questionnaire and your link to reschedule or cancel is on its way to {data.email}.
          </p>
        </StyledNotice>
      );
    }
    if (data?.status === 'cancelled') {
      return (
        <StyledNotice tone="danger" role="alert" tabIndex={-1} ref={noticeRef} data-testid="payment-too-late">
          <CircleAlert size={20} aria-hidden="true" />
          <p>The time was held for a limited period and has been released. If you were charged, the payment is refunded in full. Please choose another time.</p>
        </StyledNotice>
      );
    }
    return (
      <StyledNotice tone="info" role="status" data-testid="payment-waiting">
        <p>{booking.isError ? 'We could not check your booking just now. Reload the page in a moment.' : 'Payment received. Confirming your booking...'}</p>
      </StyledNotice>
    );
  }
  if (cancelled) {
    return (
      <StyledNotice tone="info" role="status" tabIndex={-1} ref={noticeRef} data-testid="payment-cancelled">
        <p>
          {released === 'failed'
            ? 'The payment was not completed, so nothing was charged. The time you chose is released when its short hold runs out.'
            : 'The payment was not completed, so nothing was charged and the time you chose is released. Pick a time below to try again.'}
        </p>
      </StyledNotice>
    );
  }
  return null;
}
