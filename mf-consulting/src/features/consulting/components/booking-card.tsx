import styled from '@emotion/styled';
import type { Consultant } from '@launchops/contracts';
import { BookingForm } from './booking-form';
import { StyledCard } from '../../../components/styled-primitives';

const StyledHeading = styled.h2`
  margin: 0 0 4px;
  font-size: 1.35rem;
`;

const StyledLead = styled.p`
  margin: 0 0 20px;
  color: var(--lo-fg-muted);
  line-height: 1.5;
`;

/** The booking form under its heading; `id` is the anchor the page's "Book a session" link targets. */
export function BookingCard({ consultant, id, headingId }: { consultant: Consultant; id?: string; headingId: string }) {
  return (
    <StyledCard id={id} aria-labelledby={headingId} tabIndex={-1}>
      <StyledHeading id={headingId}>Book a consultation</StyledHeading>
      <StyledLead>Pick a day and a free time with {consultant.name}. It takes about a minute.</StyledLead>
      <BookingForm consultant={consultant} />
    </StyledCard>
  );
}
