import styled from '@emotion/styled';
import { CalendarClock, LifeBuoy } from 'lucide-react';
import { StyledLinkButton } from '../../../components/button';

const StyledCard = styled.aside`
  display: grid;
  gap: 10px;
  padding: 18px;
  border-radius: 14px;
  border: 1px solid var(--lo-border);
  background: linear-gradient(160deg, var(--lo-primary-soft), var(--lo-surface) 70%);
  h3 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0;
    font-size: 1.05rem;
  }
  h3 svg {
    color: var(--lo-primary);
  }
  p {
    margin: 0;
    font-size: 0.92rem;
    color: var(--lo-fg-muted);
  }
`;

/** Where to go when a step is more than a founder wants to handle alone. */
export function GettingHelpCard({ categoryName }: { categoryName: string }) {
  return (
    <StyledCard aria-labelledby="lo-checklist-help-title" className="lo-no-print">
      <h3 id="lo-checklist-help-title">
        <LifeBuoy size={20} aria-hidden="true" />
        Getting help
      </h3>
      <p>
        Stuck on a {categoryName.toLowerCase()} step, or not sure it applies to you? Book a 60-minute video session with our operations advisor and leave with a
        plan for your company.
      </p>
      <StyledLinkButton to="/consulting" variant="primary">
        <CalendarClock size={18} aria-hidden="true" />
        Book a Consultation
      </StyledLinkButton>
    </StyledCard>
  );
}
