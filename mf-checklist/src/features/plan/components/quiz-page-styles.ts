import styled from '@emotion/styled';
import { itemBoxCss } from '@launchops/kit/styles';

export const StyledPage = styled.div`
  max-width: 720px;
  margin: 0 auto;
  padding: 24px 16px 48px;
`;

export const StyledCard = styled.form`
  display: grid;
  gap: 20px;
  padding: clamp(18px, 4vw, 32px);
  border: 1px solid var(--lo-border);
  border-radius: 16px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  h2 {
    margin: 0;
    font-size: clamp(1.3rem, 3.5vw, 1.6rem);
    outline: none;
  }
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 10px;
    min-width: 0;
  }
  legend {
    font-weight: 600;
    margin-bottom: 8px;
    padding: 0;
  }
  label {
    font-weight: 600;
  }
  input[type='date'],
  input[type='number'],
  select {
    min-height: 44px;
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--lo-border);
    background: var(--lo-surface);
    color: var(--lo-fg);
    font: inherit;
    max-width: 100%;
  }
  .field {
    display: grid;
    gap: 6px;
  }
  .hint {
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.92rem;
    font-weight: 400;
  }
`;

export const StyledChoice = styled.label`
  ${itemBoxCss};
  cursor: pointer;
  font-weight: 400 !important;
  input {
    margin-top: 3px;
    width: 18px;
    height: 18px;
    flex: none;
    accent-color: var(--lo-primary);
  }
  strong {
    display: block;
  }
  &:has(input:checked) {
    border-color: var(--lo-primary);
    background: var(--lo-primary-soft);
  }
  &:has(input:focus-visible) {
    outline: 3px solid var(--lo-focus, var(--lo-primary));
    outline-offset: 2px;
  }
`;

export const StyledProgress = styled.p`
  margin: 0 0 12px;
  color: var(--lo-fg-muted);
  font-weight: 600;
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: 12px;
`;

export const StyledError = styled.p`
  margin: 0;
  padding: 10px 14px;
  border-radius: 10px;
  color: var(--lo-danger);
  background: var(--lo-danger-soft);
`;

export const StyledReview = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: 8px 16px;
  margin: 0;
  dt {
    color: var(--lo-fg-muted);
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  @media (max-width: 480px) {
    grid-template-columns: minmax(0, 1fr);
    dd {
      margin-bottom: 6px;
    }
  }
`;
