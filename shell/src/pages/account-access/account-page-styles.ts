import styled from '@emotion/styled';
import { cardCss } from '@launchops/kit/styles';

/** The /login and /signup pages: the sign-in panel, then what works without an account. */
export const StyledStack = styled.div`
  display: grid;
  gap: 40px;
  > :first-child {
    max-width: 760px;
  }
`;

export const StyledNote = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
`;

/** A card of the sign-in panel and the account page: a heading, a muted lead, a form or a list. */
export const StyledPanel = styled.section`
  ${cardCss}
  padding: 24px;
  display: grid;
  gap: 14px;
  @media (max-width: 480px) {
    padding: 18px;
  }
  min-width: 0;
  overflow-wrap: anywhere;
  h2 {
    margin: 0;
    font-size: 1.25rem;
  }
  > p {
    margin: 0;
    color: var(--lo-fg-muted);
  }
  form {
    display: grid;
    gap: 14px;
  }
`;

/** A row of buttons that wraps on a narrow screen. */
export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
`;

/** What an account form says when the rate limit answers with its generic text. */
export const TOO_MANY_TRIES = 'Too many tries from your connection in the last minute. Please wait a minute and try again.';
