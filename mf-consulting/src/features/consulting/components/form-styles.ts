import styled from '@emotion/styled';

export const StyledForm = styled.form`
  display: grid;
  gap: 18px;
  min-width: 0;
  label.lo-consulting-label {
    display: block;
    font-weight: 600;
    margin-bottom: 6px;
  }
  label.lo-consulting-label small {
    font-weight: 400;
    color: var(--lo-fg-muted);
  }
  input:not([type='radio']):not([type='hidden']),
  select,
  textarea {
    display: block;
    width: 100%;
    box-sizing: border-box;
    min-height: 44px;
    padding: 10px 12px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    background: var(--lo-bg);
    color: var(--lo-fg);
    font: inherit;
  }
  textarea {
    min-height: 96px;
    resize: vertical;
  }
  input:focus-visible,
  select:focus-visible,
  textarea:focus-visible {
    outline: 3px solid var(--lo-focus);
    outline-offset: 1px;
    border-color: var(--lo-primary);
  }
  input[aria-invalid='true']:not([type='radio']),
  select[aria-invalid='true'],
  textarea[aria-invalid='true'] {
    border-color: var(--lo-danger);
  }
`;

export const StyledRow = styled.div`
  display: grid;
  gap: 18px;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
`;
