import styled from '@emotion/styled';
import type { Booking } from '@launchops/contracts';
import { CalendarClock } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useCancelOwnBooking } from '../api/cancel-booking';
import { useCancellationPolicy } from '../hooks/use-cancellation-policy';
import { cancelledText, cancelReturnsOf, cancelReturnsText } from '../utils/session-terms';
import { useMyBookings } from '../api/get-bookings';
import { fullDay, timeZoneLabel } from '../utils/zone-display';
import { HeldBookings } from './held-bookings';
import { StyledButton, StyledCard, StyledHint } from '../../../components/styled-primitives';
import { itemBoxCss } from '@launchops/kit/styles';

const StyledList = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    ${itemBoxCss};
    background: var(--lo-bg-muted);
  }
  p {
    margin: 0;
    line-height: 1.45;
  }
  .lo-consulting-booking-topic {
    color: var(--lo-fg-muted);
    font-size: 0.9rem;
  }
`;

const StyledHeading = styled.h2`
  margin: 0 0 14px;
  font-size: 1.25rem;
`;

/** Upcoming confirmed bookings, soonest first (the API sorts them). */
export function upcomingOf(bookings: Booking[], now: Date = new Date()): Booking[] {
  return bookings.filter((booking) => booking.status === 'confirmed' && Date.parse(booking.startsAt) > now.getTime());
}

/** The result is where the founder lands (on a phone the Cancel button may be far below the card's top). */
function useLandingOn(result: unknown) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (!result) return;
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [result]);
  return ref;
}

/** This visitor's upcoming consultations. */
export function YourBookings({ timeZone, headingId }: { timeZone: string; headingId: string }) {
  const bookings = useMyBookings();
  const cancel = useCancelOwnBooking();
  const [notice, setNotice] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);
  const cancelBooking = (booking: Booking) => {
    const returns = cancelReturnsText(cancelReturnsOf(booking, new Date()), booking.paidWith);
    if (!window.confirm(`Cancel your consultation on ${fullDay(booking.date)} at ${booking.time}?${returns ? ` ${returns}` : ''}`)) return;
    setNotice(null);
    cancel.mutate(booking.id, {
      onSuccess: (cancelled) => {
        const returned = cancelledText(cancelled.returned, cancelled.paidWith ?? booking.paidWith);
        setNotice({
          tone: 'done',
          text: `Your consultation on ${fullDay(booking.date)} at ${booking.time} is cancelled.${returned ? ` ${returned}` : ''} We have e-mailed you a confirmation.`,
        });
      },
      onError: (error) =>
        setNotice({ tone: 'failed', text: error instanceof Error && error.message ? error.message : 'The booking could not be cancelled. Please try again.' }),
    });
  };
  const heldHeadingId = useId();
  const cancellationPolicy = useCancellationPolicy();
  const noticeRef = useLandingOn(notice);
  const upcoming = bookings.data ? upcomingOf(bookings.data) : [];
  return (
    <StyledCard aria-labelledby={headingId} aria-busy={bookings.isPending}>
      <StyledHeading id={headingId}>Your bookings</StyledHeading>
      <HeldBookings headingId={heldHeadingId} />
      {notice ? (
        <StyledHint ref={noticeRef} tabIndex={-1} role={notice.tone === 'failed' ? 'alert' : 'status'} style={{ marginBottom: 10 }}>
          {notice.text}
        </StyledHint>
      ) : null}
      {bookings.isPending ? (
        <StyledHint role="status">Loading your bookings...</StyledHint>
      ) : bookings.isError ? (
        <div role="alert">
          <StyledHint>Your bookings could not be loaded right now.</StyledHint>
          <StyledButton type="button" variant="secondary" onClick={() => void bookings.refetch()} style={{ marginTop: 10 }}>
            Try again
          </StyledButton>
        </div>
      ) : upcoming.length === 0 ? (
        <StyledHint>You have no upcoming consultations yet. Booked sessions appear here.</StyledHint>
      ) : (
        <>
          <StyledList aria-label="Upcoming consultations">
            {upcoming.map((booking) => (
              <li key={booking.id}>
                <CalendarClock size={20} aria-hidden="true" />
                <div>
                  <p>
                    <strong>{fullDay(booking.date)}</strong> at <strong>{booking.time}</strong>
                    <span className="lo-consulting-booking-topic">, {timeZoneLabel(timeZone)}</span>
                  </p>
                  <p className="lo-consulting-booking-topic">{booking.topic}</p>
                  <StyledButton
                    type="button"
                    variant="secondary"
                    style={{ marginTop: 8 }}
                    disabled={cancel.isPending}
                    onClick={() => cancelBooking(booking)}
                    aria-label={`Cancel the consultation on ${fullDay(booking.date)} at ${booking.time}`}
                  >
                    Cancel
                  </StyledButton>
                </div>
              </li>
            ))}
          </StyledList>
          <StyledHint data-testid="your-bookings-policy">
            To reschedule, use the link in your confirmation e-mail.{cancellationPolicy ? ` ${cancellationPolicy}` : ''}
          </StyledHint>
        </>
      )}
    </StyledCard>
  );
}
