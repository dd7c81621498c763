import styled from '@emotion/styled';
import { ApiRequestError, type ManagedBooking } from '@launchops/contracts';
import { requestToast } from '@launchops/kit';
import { useEffect, useId, useRef, useState } from 'react';
import { useCancelBooking } from '../api/cancel-booking';
import { cancelledText, cancelReturnsText } from '../utils/session-terms';
import { fullDay } from '../utils/zone-display';
import { StyledButton, StyledNotice } from '../../../components/styled-primitives';

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 12px;
`;

const StyledConfirm = styled(StyledNotice)`
  display: block;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid var(--lo-focus);
    outline-offset: 2px;
  }
`;

export interface CancelBookingPanelProps {
  token: string;
  booking: ManagedBooking;
  onRefused: () => Promise<unknown>;
}

/** Cancelling takes two steps: ask, then confirm (focus moves into the question and back). */
export function CancelBookingPanel({ token, booking, onRefused }: CancelBookingPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelBooking(token);
  const questionId = useId();
  const confirmRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const returns = cancelReturnsText(booking.cancelReturns, booking.paidWith);

  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
    else if (returnFocus.current) openerRef.current?.focus();
    returnFocus.current = false;
  }, [confirming]);

  const onConfirm = async () => {
    try {
      const cancelled = await cancel.mutateAsync();
      // When the answer says what the cancel gave back, the page shows the result itself (brought into view,
      // focused and announced): a toast would say it twice and cover it on a phone. Only an answer without it gets one.
      if (cancelledText(cancelled.returned, cancelled.paidWith)) return;
      requestToast({
        title: 'Booking Cancelled',
        description: `Your consultation on ${fullDay(cancelled.date)} at ${cancelled.time} is cancelled. We've sent you a confirmation e-mail.`,
        variant: 'default',
      });
    } catch (error) {
      console.error('[mf_consulting] cancellation failed', error);
      if (error instanceof ApiRequestError && error.status === 409) await onRefused();
      returnFocus.current = true;
      setConfirming(false);
      requestToast({
        title: 'Cancellation Failed',
        description: error instanceof ApiRequestError && error.status < 500 ? error.message : 'The booking could not be cancelled. Please try again.',
        variant: 'destructive',
      });
    }
  };

  if (!confirming) {
    return (
      <StyledButton ref={openerRef} type="button" variant="secondary" onClick={() => setConfirming(true)}>
        Cancel booking
      </StyledButton>
    );
  }
  return (
    <StyledConfirm ref={confirmRef} tone="warning" role="group" aria-labelledby={questionId} tabIndex={-1}>
      <p id={questionId}>
        <strong>
          Cancel your consultation on {fullDay(booking.date)} at {booking.time}?
        </strong>{' '}
        The time is released for other founders and this cannot be undone.
      </p>
      {returns ? <p data-testid="cancel-returns">{returns}</p> : null}
      <StyledActions>
        <StyledButton type="button" variant="danger" onClick={() => void onConfirm()} disabled={cancel.isPending}>
          {cancel.isPending ? 'Cancelling...' : 'Yes, cancel booking'}
        </StyledButton>
        <StyledButton
          type="button"
          variant="secondary"
          disabled={cancel.isPending}
          onClick={() => {
            returnFocus.current = true;
            setConfirming(false);
          }}
        >
          Keep booking
        </StyledButton>
      </StyledActions>
    </StyledConfirm>
  );
}
