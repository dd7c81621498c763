import styled from '@emotion/styled';

/** The /login and /signup pages: the message, then the early-access form and what works today. */
export const StyledStack = styled.div`
  display: grid;
  gap: 40px;
  > :first-child { max-width: 760px; }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
`;
