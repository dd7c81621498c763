import styled from '@emotion/styled';
import { cardCss, noticeCss, pageCss } from '@launchops/kit/styles';

export const StyledPage = styled.div`
  ${pageCss};
  display: grid;
  gap: 24px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  > p {
    margin: 0;
    color: var(--lo-fg-muted);
    max-width: 760px;
  }
`;

export const StyledCard = styled.section`
  ${cardCss};
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  h3 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
`;

export const StyledForm = styled.form`
  ${cardCss};
  display: grid;
  gap: 12px;
  max-width: 520px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    font: inherit;
    background: var(--lo-surface);
    color: var(--lo-fg);
  }
`;

export const StyledHint = styled.p`
  margin: 0;
  color: var(--lo-fg-muted);
  font-size: 0.95rem;
  /* long commands and paths wrap on a phone */
  overflow-wrap: anywhere;
`;

export const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  strong {
    font-weight: 650;
  }
`;

export const StyledTableScroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid var(--lo-border);
    white-space: nowrap;
  }
  th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--lo-fg-muted);
  }
  td.reason {
    white-space: normal;
    min-width: 240px;
  }
`;

export const StyledError = styled.p`
  ${noticeCss('danger')};
`;
