import styled from '@emotion/styled';
import { ApiRequestError, type ManagedBooking, manageTokenParamSchema } from '@launchops/contracts';
import { CalendarX2, CheckCircle2, Video } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { usePageMeta } from '@launchops/kit/react';
import { useManagedBooking } from '../api/get-managed-booking';
import { isKnownTimeZone, localTimeOf, fullDay, timeZoneLabel, visitorTimeZone, zonesDiffer } from '../utils/zone-display';
import { cancelledText, formatPrice, paymentText } from '../utils/session-terms';
import { BookingChanges } from './booking-changes';
import { QuestionnaireForm } from './questionnaire-form';
import { StyledButton, StyledCard, StyledHint, StyledLinkButton, StyledNotice, StyledPage } from '../../../components/styled-primitives';

const StyledNarrow = styled.div`
  max-width: 760px;
  margin: 0 auto;
  display: grid;
  gap: 24px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.2rem;
  }
`;

const StyledStatus = styled.span<{ cancelled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 10px;
  border-radius: 999px;
  font-size: 0.85rem;
  font-weight: 700;
  background: ${(p) => (p.cancelled ? 'var(--lo-danger-soft)' : 'var(--lo-success-soft)')};
  color: ${(p) => (p.cancelled ? 'var(--lo-danger)' : 'var(--lo-success)')};
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 10px 20px;
  margin: 16px 0 0;
  dt {
    color: var(--lo-fg-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 10px;
    }
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
`;

/** The booked time on the visitor's clock, naming their zone, when it differs from the advisor's. */
function visitorClock(booking: ManagedBooking): string | null {
  const zone = visitorTimeZone();
  if (!zone || !isKnownTimeZone(zone) || !zonesDiffer(booking.date, booking.time, booking.timezone, zone)) return null;
  return `${localTimeOf(booking.date, booking.time, booking.timezone, zone)}, ${timeZoneLabel(zone)}`;
}

function BookingDetails({ booking, headingId }: { booking: ManagedBooking; headingId: string }) {
  const cancelled = booking.status === 'cancelled';
  const yourTime = visitorClock(booking);
  // Only a web address is a link here (never javascript: or the like).
  const meetingUrl = booking.meetingUrl && /^https:\/\//.test(booking.meetingUrl) ? booking.meetingUrl : undefined;
  return (
    <StyledCard aria-labelledby={headingId}>
      <StyledTitleRow>
        <h2 id={headingId}>Booking details</h2>
        <StyledStatus cancelled={cancelled}>
          {cancelled ? <CalendarX2 size={16} aria-hidden="true" /> : <CheckCircle2 size={16} aria-hidden="true" />}
          {cancelled ? 'Cancelled' : 'Confirmed'}
        </StyledStatus>
      </StyledTitleRow>
      <StyledDetails>
        <dt>Date</dt>
        <dd>{fullDay(booking.date)}</dd>
        <dt>Time</dt>
        <dd>
          {booking.time}, {timeZoneLabel(booking.timezone)}
        </dd>
        {yourTime ? (
          <>
            <dt>In your time zone</dt>
            <dd>{yourTime}</dd>
          </>
        ) : null}
        {booking.sessionMinutes ? (
          <>
            <dt>Length</dt>
            <dd>{booking.sessionMinutes} minutes</dd>
          </>
        ) : null}
        {!cancelled && meetingUrl ? (
          <>
            <dt>Video call</dt>
            <dd>
              <a href={meetingUrl} target="_blank" rel="noopener noreferrer">
                <Video size={16} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 6 }} />
                Join the video call<span className="lo-visually-hidden"> (opens in a new tab)</span>
              </a>
              <StyledHint style={{ fontWeight: 400 }}>{meetingUrl} opens in your browser at the time of the session; nothing to install.</StyledHint>
            </dd>
          </>
        ) : null}
        {booking.priceCents !== undefined ? (
          <>
            <dt>Price</dt>
            <dd>
              {formatPrice(booking.priceCents)}, {paymentText(booking.paidWith)}
            </dd>
          </>
        ) : null}
        <dt>Advisor</dt>
        <dd>{booking.consultantName}</dd>
        <dt>Topic</dt>
        <dd>{booking.topic}</dd>
        <dt>Booked by</dt>
        <dd>
          {booking.firstName} {booking.lastName}
        </dd>
        {booking.notes ? (
          <>
            <dt>Notes</dt>
            <dd style={{ fontWeight: 400, whiteSpace: 'pre-wrap' }}>{booking.notes}</dd>
          </>
        ) : null}
      </StyledDetails>
    </StyledCard>
  );
}

/**
 * Right after a cancel (its answer says what it gave back): the result, brought into view and focused, since the
 * button was at the bottom of the page (on a phone, a screen or two below the status).
 */
function CancelResult({ booking }: { booking: ManagedBooking }) {
  const ref = useRef<HTMLDivElement>(null);
  const returned = booking.status === 'cancelled' ? cancelledText(booking.returned, booking.paidWith) : null;
  useEffect(() => {
    if (!returned) return;
    // Centred: aligned to the top, the site's sticky header covered its first line (seen at 360 and 1280 px).
    ref.current?.scrollIntoView?.({ block: 'center' });
    ref.current?.focus({ preventScroll: true });
  }, [returned]);
  if (!returned) return null;
  return (
    <StyledNotice tone="info" role="status" tabIndex={-1} ref={ref} data-testid="cancel-result">
      <CalendarX2 size={20} aria-hidden="true" />
      <p>
        <strong>
          Your consultation on {fullDay(booking.date)} at {booking.time} is cancelled.
        </strong>{' '}
        {returned} We've sent you a confirmation e-mail.
      </p>
    </StyledNotice>
  );
}

function NotFound() {
  return (
    <StyledCard>
      <h2>We could not find a booking for this link</h2>
      <StyledHint>
        The link may be incomplete: open it straight from your confirmation e-mail, or copy the whole address. If the booking was made with another e-mail
        address, use the link sent there.
      </StyledHint>
      <p>
        <StyledLinkButton to="/consulting">Book a consultation</StyledLinkButton>
      </p>
    </StyledCard>
  );
}

/** /consulting/bookings/:token, the page behind the link in the confirmation e-mail. */
export function ManageBookingPage() {
  const { token = '' } = useParams();
  usePageMeta({
    title: 'Manage your consultation',
    description: 'See, reschedule or cancel your LaunchOps consultation.',
    canonicalPath: '/consulting',
    robots: 'noindex, nofollow',
  });
  const ids = { details: useId(), questionnaire: useId() };
  const validToken = manageTokenParamSchema.safeParse({ token }).success;
  const query = useManagedBooking(token, validToken);
  const booking = query.data;
  const notFound = !validToken || (query.error instanceof ApiRequestError && (query.error.status === 404 || query.error.status === 400));
  const { hash } = useLocation();
  const questionnaireRef = useRef<HTMLElement>(null);
  const showQuestionnaire = booking?.status === 'confirmed' && booking.questionnaireOpen === true;
  useEffect(() => {
    // The e-mail's questionnaire link (#questionnaire): the card appears once the booking has loaded.
    if (hash !== '#questionnaire' || !showQuestionnaire) return;
    questionnaireRef.current?.scrollIntoView?.({ block: 'start' });
    questionnaireRef.current?.querySelector('h2')?.focus({ preventScroll: true });
  }, [hash, showQuestionnaire]);

  return (
    <StyledPage>
      <StyledNarrow>
        <h1>Your consultation</h1>
        {notFound ? (
          <NotFound />
        ) : query.isPending ? (
          <StyledHint role="status">Loading your booking...</StyledHint>
        ) : !booking ? (
          <StyledCard>
            <p role="alert">Your booking could not be loaded right now.</p>
            <StyledButton type="button" variant="secondary" onClick={() => void query.refetch()} disabled={query.isFetching}>
              Try again
            </StyledButton>
          </StyledCard>
        ) : (
          <>
            <CancelResult booking={booking} />
            <BookingDetails booking={booking} headingId={ids.details} />
            {showQuestionnaire ? (
              <StyledCard aria-labelledby={ids.questionnaire} id="questionnaire" ref={questionnaireRef}>
                <h2 id={ids.questionnaire} tabIndex={-1}>
                  Questionnaire for {booking.consultantName}
                </h2>
                <StyledHint style={{ margin: '0 0 16px' }}>
                  {booking.questionnaire
                    ? `${booking.consultantName} has your answers. You can change them until the session starts.`
                    : `Five short questions about your company, so the hour goes to your questions rather than background. ${booking.consultantName} receives your answers by e-mail.`}
                </StyledHint>
                <QuestionnaireForm token={token} booking={booking} onRefused={() => query.refetch()} />
              </StyledCard>
            ) : null}
            <BookingChanges token={token} booking={booking} onRefused={() => query.refetch()} />
          </>
        )}
      </StyledNarrow>
    </StyledPage>
  );
}
