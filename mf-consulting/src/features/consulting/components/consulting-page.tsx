import styled from '@emotion/styled';
import { CHANGE_WINDOW_HOURS, SESSION_MINUTES } from '@launchops/contracts';
import { CalendarDays, Clock, RefreshCw, Video } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { usePageMeta } from '@launchops/kit/react';
import { useAdvisor } from '../api/get-consultants';
import { CONSULTANT_LOADING, CONSULTANT_UNAVAILABLE } from '../utils/booking-messages';
import { AdvisorReasons } from './advisor-reasons';
import { BookingCard } from './booking-card';
import { ConsultantProfile } from './consultant-profile';
import { SessionFaq } from './session-faq';
import { StyledAnchorButton, StyledButton, StyledCard, StyledHint, StyledPage } from '../../../components/styled-primitives';
import { PaymentReturn } from './payment-return';
import { YourBookings } from './your-bookings';
import { pageEyebrowCss, pageIntroCss, pillCss } from '@launchops/kit/styles';

// The intro's sizes are the site's first paint's (/consulting has a route head, CONSULTING_HEAD).
const StyledIntro = styled.header`
  ${pageIntroCss};
  > p {
    margin-bottom: 18px;
  }
`;

const StyledEyebrow = styled.p`
  ${pageEyebrowCss};
`;

const StyledFacts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0 0 20px;
  padding: 0;
  li {
    ${pillCss};
    gap: 6px;
    padding: 6px 12px;
    background: var(--lo-primary-soft);
    color: var(--lo-fg);
    font-size: 0.9rem;
    font-weight: 500;
  }
`;

const StyledLayout = styled.div`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1.15fr) minmax(0, 0.85fr);
  align-items: start;
  @media (max-width: 960px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledColumn = styled.div`
  display: grid;
  gap: 28px;
  min-width: 0;
  h2 {
    margin-top: 0;
  }
`;

const StyledFaq = styled.div`
  margin-top: 40px;
  max-width: 860px;
`;

/** Brings the booking form into view and puts the keyboard in its first field. */
function jumpToBooking(event: MouseEvent<HTMLAnchorElement>) {
  const card = document.getElementById('book');
  if (!card) return;
  event.preventDefault();
  card.scrollIntoView({ behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth', block: 'start' });
  card.querySelector<HTMLInputElement>('input:not([type="hidden"])')?.focus({ preventScroll: true });
}

/** /consulting: the advisor, why to book them, the booking form, this visitor's bookings and the FAQ. */
/** About the height of the advisor's profile card, reserved while it loads. */
const PROFILE_PLACEHOLDER_HEIGHT = 420;

export function ConsultingPage() {
  usePageMeta({
    title: 'Book a startup operations consultation',
    description: `Book a ${SESSION_MINUTES}-minute video session with a startup operations advisor: entity setup, banking, payroll, tax calendar and tools. Free rescheduling up to ${CHANGE_WINDOW_HOURS} hours before.`,
    canonicalPath: '/consulting',
    type: 'profile',
  });
  const ids = { profile: useId(), reasons: useId(), booking: useId(), bookings: useId(), faq: useId() };
  const advisor = useAdvisor();
  const consultant = advisor.data ?? null;

  return (
    <StyledPage>
      <StyledIntro>
        <StyledEyebrow>One-to-one consulting</StyledEyebrow>
        <h1>An hour with an operations advisor</h1>
        <p>
          Bring the open questions about forming, banking, payroll and taxes. Leave with an ordered plan for your company and the reasoning behind each step.
        </p>
        <StyledFacts aria-label="Session at a glance">
          <li>
            <Clock size={16} aria-hidden="true" /> {SESSION_MINUTES} minutes
          </li>
          <li>
            <Video size={16} aria-hidden="true" /> Video call
          </li>
          <li>
            <RefreshCw size={16} aria-hidden="true" /> Free to move up to {CHANGE_WINDOW_HOURS} h before
          </li>
        </StyledFacts>
        {/* Shown while the advisor loads too: the intro keeps its height (no layout shift). */}
        {consultant || advisor.isPending ? (
          <StyledAnchorButton href="/consulting#book" className="lo-no-print" onClick={jumpToBooking}>
            <CalendarDays size={18} aria-hidden="true" /> Book a session
          </StyledAnchorButton>
        ) : null}
      </StyledIntro>

      <StyledLayout>
        <StyledColumn>
          {advisor.isPending ? (
            <StyledCard aria-busy="true" style={{ minHeight: PROFILE_PLACEHOLDER_HEIGHT }}>
              <StyledHint role="status">{CONSULTANT_LOADING}</StyledHint>
            </StyledCard>
          ) : consultant ? (
            <ConsultantProfile consultant={consultant} headingId={ids.profile} />
          ) : (
            <StyledCard>
              <p role="alert">{CONSULTANT_UNAVAILABLE}</p>
              <StyledButton type="button" variant="secondary" onClick={() => void advisor.refetch()} disabled={advisor.isFetching}>
                Try again
              </StyledButton>
            </StyledCard>
          )}
          <AdvisorReasons headingId={ids.reasons} />
        </StyledColumn>
        <StyledColumn>
          {consultant ? (
            <>
              <PaymentReturn />
              <BookingCard consultant={consultant} id="book" headingId={ids.booking} />
              <YourBookings timeZone={consultant.timezone} headingId={ids.bookings} />
            </>
          ) : advisor.isPending ? null : (
            <StyledCard>
              <h2>Book a consultation</h2>
              <StyledHint>Online booking opens again as soon as the advisor's details are back. Please try again in a few minutes.</StyledHint>
            </StyledCard>
          )}
        </StyledColumn>
      </StyledLayout>

      <StyledFaq>
        <SessionFaq headingId={ids.faq} />
      </StyledFaq>
    </StyledPage>
  );
}
