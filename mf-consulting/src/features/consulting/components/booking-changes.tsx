import { CHANGE_WINDOW_HOURS, type ManagedBooking } from '@launchops/contracts';
import { AlertTriangle, Info } from 'lucide-react';
import { useId } from 'react';
import { cancelReturnsText } from '../utils/session-terms';
import { CancelBookingPanel } from './cancel-booking-panel';
import { RescheduleForm } from './reschedule-form';
import { StyledCard, StyledHint, StyledLinkButton, StyledNotice } from '../../../components/styled-primitives';

/** What a booking can still become: nothing once cancelled; only cancelled (or not even) once too close; else rescheduled or cancelled. */
export function BookingChanges({ token, booking, onRefused }: { token: string; booking: ManagedBooking; onRefused: () => Promise<unknown> }) {
  const ids = { reschedule: useId(), cancel: useId() };
  return booking.status === 'cancelled' ? (
    <StyledNotice tone="info" role="status">
      <Info size={20} aria-hidden="true" />
      <div>
        <p>This booking was cancelled. The time has been released.</p>
        <p style={{ marginTop: 10 }}>
          <StyledLinkButton to="/consulting">Book another time</StyledLinkButton>
        </p>
      </div>
    </StyledNotice>
  ) : !booking.canChange ? (
    <>
      <StyledNotice tone="warning" role="status">
        <AlertTriangle size={20} aria-hidden="true" />
        <p>
          <strong>This booking can no longer be moved online.</strong>{' '}
          {booking.reason ?? `Bookings can be changed up to ${CHANGE_WINDOW_HOURS} hours before the session.`} Reply to your confirmation e-mail and we will
          help.
        </p>
      </StyledNotice>
      {booking.canCancel ? (
        <StyledCard aria-labelledby={ids.cancel}>
          <h2 id={ids.cancel}>Cancel</h2>
          <StyledHint style={{ margin: '0 0 16px' }}>
            {cancelReturnsText(booking.cancelReturns, booking.paidWith) ?? 'Cancelling releases the time for someone else.'}
          </StyledHint>
          <CancelBookingPanel token={token} booking={booking} onRefused={onRefused} />
        </StyledCard>
      ) : null}
    </>
  ) : (
    <>
      <StyledCard aria-labelledby={ids.reschedule}>
        <h2 id={ids.reschedule}>Reschedule</h2>
        <StyledHint style={{ margin: '0 0 16px' }}>
          Pick another day and a free time. Moving a session is free until {CHANGE_WINDOW_HOURS} hours before it starts.
        </StyledHint>
        <RescheduleForm token={token} booking={booking} onRefused={onRefused} />
      </StyledCard>
      <StyledCard aria-labelledby={ids.cancel}>
        <h2 id={ids.cancel}>Cancel</h2>
        <StyledHint style={{ margin: '0 0 16px' }}>
          Can't make it at all? Cancelling releases the time for someone else. {cancelReturnsText(booking.cancelReturns, booking.paidWith) ?? ''}
        </StyledHint>
        <CancelBookingPanel token={token} booking={booking} onRefused={onRefused} />
      </StyledCard>
    </>
  );
}
