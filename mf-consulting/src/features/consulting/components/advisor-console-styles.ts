import styled from '@emotion/styled';

export const StyledWide = styled.div`
  max-width: 960px;
  margin: 0 auto;
  display: grid;
  gap: 28px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  h2 {
    margin: 0 0 6px;
    font-size: 1.25rem;
  }
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
`;

export const StyledList = styled.ul`
  list-style: none;
  margin: 12px 0 0;
  padding: 0;
  display: grid;
  gap: 16px;
`;

export const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 8px 18px;
  margin: 12px 0 0;
  dt {
    color: var(--lo-fg-muted);
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-wrap;
  }
  @media (max-width: 520px) {
    grid-template-columns: minmax(0, 1fr);
    gap: 2px;
    dd {
      margin-bottom: 8px;
    }
  }
`;

export const StyledAnswers = styled.div`
  margin-top: 14px;
  padding: 12px 14px;
  border-radius: 10px;
  background: var(--lo-bg-muted);
  h4 {
    margin: 0;
    font-size: 0.95rem;
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  margin-top: 14px;
`;

export const StyledDayRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  align-items: center;
  justify-content: space-between;
  padding: 10px 0;
  border-bottom: 1px solid var(--lo-border);
  span {
    overflow-wrap: anywhere;
  }
`;
