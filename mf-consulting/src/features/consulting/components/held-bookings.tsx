import styled from '@emotion/styled';
import type { Booking } from '@launchops/contracts';
import { Hourglass } from 'lucide-react';
import { useState } from 'react';
import { useMyHolds, useReleaseHold } from '../api/get-holds';
import { leaveForCheckout } from '../utils/leave-for-checkout';
import { fullDay } from '../utils/zone-display';
import { StyledButton, StyledHint } from '../../../components/styled-primitives';
import { itemBoxCss } from '@launchops/kit/styles';

const StyledSection = styled.section`
  margin-bottom: 16px;
  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    ${itemBoxCss};
    background: var(--lo-warning-soft, var(--lo-bg-muted));
  }
  p {
    margin: 0;
    line-height: 1.45;
  }
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 8px;
`;

/** "3:12 PM" on the visitor's own clock: a hold runs out in minutes, so their clock is the one that matters. */
const clockTime = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
const when = (booking: Booking) => `${fullDay(booking.date)} at ${booking.time}`;

/**
 * Times this browser holds unpaid (a payment left unfinished, or an answer lost on the way): each can be paid (its
 * Checkout page) or released. Nothing is shown when there is none, or when they cannot be read.
 */
export function HeldBookings({ headingId }: { headingId: string }) {
  const holds = useMyHolds();
  const release = useReleaseHold();
  const [notice, setNotice] = useState<{ tone: 'done' | 'failed'; text: string } | null>(null);
  const list = holds.data ?? [];

  const releaseHold = (booking: Booking) => {
    setNotice(null);
    release.mutate(booking.id, {
      onSuccess: () => setNotice({ tone: 'done', text: `The time on ${when(booking)} is released. Nothing was charged.` }),
      onError: () => setNotice({ tone: 'failed', text: 'The time could not be released just now. It is released by itself when its hold runs out.' }),
    });
  };

  if (list.length === 0 && !notice) return null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <h3 id={headingId}>Waiting for payment</h3>
      {notice ? (
        <StyledHint role={notice.tone === 'failed' ? 'alert' : 'status'} style={{ marginBottom: 8 }}>
          {notice.text}
        </StyledHint>
      ) : null}
      {list.length > 0 ? (
        <StyledList aria-label="Times held for payment">
          {list.map((booking) => (
            <li key={booking.id}>
              <Hourglass size={20} aria-hidden="true" />
              <div>
                <p>
                  <strong>{when(booking)}</strong>
                </p>
                <StyledHint>
                  {booking.holdUntil ? `Held for you until ${clockTime(booking.holdUntil)}: not booked until it is paid.` : 'Not booked until it is paid.'}
                </StyledHint>
                <StyledActions>
                  {booking.checkoutUrl ? (
                    <StyledButton type="button" onClick={() => leaveForCheckout(booking.checkoutUrl!)} aria-label={`Pay for the session on ${when(booking)}`}>
                      Pay now
                    </StyledButton>
                  ) : null}
                  <StyledButton
                    type="button"
                    variant="secondary"
                    disabled={release.isPending}
                    onClick={() => releaseHold(booking)}
                    aria-label={`Release the time on ${when(booking)}`}
                  >
                    Release
                  </StyledButton>
                </StyledActions>
              </div>
            </li>
          ))}
        </StyledList>
      ) : null}
    </StyledSection>
  );
}
