import styled from '@emotion/styled';

export const StyledStatePage = styled.div`
  max-width: 980px;
  margin: 0 auto;
  padding: 24px 16px 48px;
  display: grid;
  gap: 28px;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(1.7rem, 4.5vw, 2.4rem);
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0 0 12px;
    font-size: 1.3rem;
  }
  .lead {
    margin: 0;
    color: var(--lo-fg-muted);
    max-width: 70ch;
  }
  a:focus-visible {
    outline: 2px solid var(--lo-primary);
    outline-offset: 2px;
  }
`;

export const StyledRecords = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  > li {
    padding: 14px 16px;
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    background: var(--lo-bg);
    min-width: 0;
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
  p {
    margin: 6px 0 0;
    overflow-wrap: anywhere;
  }
  .muted,
  .source {
    color: var(--lo-fg-muted);
  }
  .source {
    font-size: 0.88rem;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 4px 12px;
    margin: 8px 0 0;
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  @media (max-width: 480px) {
    dl {
      grid-template-columns: 1fr;
    }
    dd {
      margin-bottom: 4px;
    }
  }
`;

export const StyledStateGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 10px;
  > li > a {
    display: grid;
    gap: 2px;
    padding: 12px 14px;
    border: 1px solid var(--lo-border);
    border-radius: 12px;
    color: inherit;
    text-decoration: none;
  }
  > li > a:hover {
    border-color: var(--lo-primary);
  }
  .name {
    font-weight: 700;
  }
  .count {
    font-size: 0.88rem;
    color: var(--lo-fg-muted);
  }
`;
