import styled from '@emotion/styled';
import { CHANGE_WINDOW_HOURS, SESSION_MINUTES } from '@launchops/contracts';
import { ArrowRight, ClipboardList, RefreshCw, Video } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAdvisor } from '../api/get-consultants';
import { CONSULTANT_LOADING, CONSULTANT_UNAVAILABLE } from '../utils/booking-messages';
import { BookingForm } from './booking-form';
import { ConsultantAvatar } from './consultant-avatar';
import { StyledButton, StyledCard, StyledHint, StyledLinkButton } from '../../../components/styled-primitives';

const StyledSection = styled.section`
  display: grid;
  gap: 28px;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.1fr);
  align-items: start;
  color: var(--lo-fg);
  @media (max-width: 880px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledPitch = styled.div`
  h2 {
    margin: 0 0 12px;
    font-size: clamp(1.5rem, 3.5vw, 1.9rem);
    line-height: 1.2;
  }
  p {
    margin: 0 0 18px;
    color: var(--lo-fg-muted);
    line-height: 1.6;
  }
`;

const StyledPoints = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0 0 22px;
  padding: 0;
  li {
    display: flex;
    gap: 10px;
    align-items: flex-start;
    line-height: 1.45;
  }
  svg {
    flex: none;
    color: var(--lo-primary);
    margin-top: 2px;
  }
`;

const StyledAdvisor = styled.div`
  display: flex;
  gap: 14px;
  align-items: center;
  margin-bottom: 20px;
  p {
    margin: 0;
  }
  .lo-consulting-advisor-name {
    color: var(--lo-fg);
    font-weight: 700;
  }
`;

/** The home page's consultation section: a short pitch next to the booking form. */
export function BookingHomeSection() {
  const headingId = useId();
  const advisor = useAdvisor();
  const consultant = advisor.data ?? null;
  return (
    <StyledSection aria-labelledby={headingId}>
      <StyledPitch>
        <h2 id={headingId}>Talk it through with an operations advisor</h2>
        <p>
          Stuck between entity types, bank accounts or payroll providers? Book an hour with our advisor and leave with a clear, ordered plan for your company.
        </p>
        {consultant ? (
          <StyledAdvisor>
            <ConsultantAvatar name={consultant.name} src={consultant.avatarUrl} size={56} />
            <div>
              <p className="lo-consulting-advisor-name">{consultant.name}</p>
              <p>
                {consultant.specialty} · {consultant.experience} of experience
              </p>
            </div>
          </StyledAdvisor>
        ) : null}
        <StyledPoints>
          <li>
            <Video size={18} aria-hidden="true" /> {SESSION_MINUTES}-minute video call, focused on your questions
          </li>
          <li>
            <ClipboardList size={18} aria-hidden="true" /> A short questionnaire after booking, so no time is lost on background
          </li>
          <li>
            <RefreshCw size={18} aria-hidden="true" /> Move it free, or cancel with a full refund, up to {CHANGE_WINDOW_HOURS} hours before
          </li>
        </StyledPoints>
        <StyledLinkButton to="/consulting" variant="secondary">
          Meet the advisor <ArrowRight size={16} aria-hidden="true" />
        </StyledLinkButton>
      </StyledPitch>
      <StyledCard aria-label="Booking form">
        {advisor.isPending ? (
          <StyledHint role="status">{CONSULTANT_LOADING}</StyledHint>
        ) : consultant ? (
          <BookingForm consultant={consultant} compact />
        ) : (
          <div role="alert">
            <p style={{ marginTop: 0 }}>{CONSULTANT_UNAVAILABLE}</p>
            <StyledButton type="button" variant="secondary" onClick={() => void advisor.refetch()} disabled={advisor.isFetching}>
              Try again
            </StyledButton>
            <StyledHint>
              Or read about the sessions on the <Link to="/consulting">consulting page</Link>.
            </StyledHint>
          </div>
        )}
      </StyledCard>
    </StyledSection>
  );
}
