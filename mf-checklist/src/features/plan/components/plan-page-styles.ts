import styled from '@emotion/styled';

export const StyledPage = styled.div`
  max-width: 980px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  display: grid;
  gap: 28px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.35rem;
  }
  @media print {
    padding: 0;
    gap: 16px;
    .no-print {
      display: none !important;
    }
    a {
      color: #000;
    }
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
`;

export const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  li {
    padding: 14px 16px;
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    background: var(--lo-surface);
    break-inside: avoid;
  }
  li[data-missed='true'] {
    border-color: var(--lo-danger);
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 6px 12px;
  }
  .title {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
  .why {
    margin: 6px 0 0;
    color: var(--lo-fg-muted);
  }
  .source {
    margin: 6px 0 0;
    font-size: 0.88rem;
    color: var(--lo-fg-muted);
  }
  .now,
  .condition {
    margin: 8px 0 0;
  }
`;

export const StyledFeed = styled.div`
  display: grid;
  gap: 12px;
  padding: 18px;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-bg-muted);
  input {
    width: 100%;
    min-height: 44px;
    padding: 8px 10px;
    border-radius: 10px;
    border: 1px solid var(--lo-border);
    font: inherit;
    background: var(--lo-surface);
    color: var(--lo-fg);
  }
  p {
    margin: 0;
  }
`;

export const StyledForm = styled.form`
  display: grid;
  gap: 12px;
`;
