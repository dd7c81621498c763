import styled from '@emotion/styled';
import { pageCss, pageIntroCss } from '@launchops/kit/styles';

export const StyledPage = styled.div`
  ${pageCss};
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 24px;
  @media print {
    padding: 0;
    gap: 12px;
  }
`;

// The site's page intro (the sizes of the edge's first paint: /checklist has a route head), the print button below it.
export const StyledHeader = styled.header`
  ${pageIntroCss};
  && {
    margin-bottom: 0;
  }
  > button {
    margin-top: 16px;
  }
  @media print {
    h1 {
      font-size: 18pt;
    }
    p {
      color: #000;
      font-size: 10pt;
    }
  }
`;

export const StyledPanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px 24px;
  margin-bottom: 20px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.5rem;
  }
  p {
    margin: 0;
    color: var(--lo-fg-muted);
    max-width: 70ch;
  }
`;

export const StyledPanel = styled.div`
  @media print {
    display: none;
  }
`;

export const StyledEmpty = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 0;
  padding: 28px;
  border: 1px dashed var(--lo-border);
  border-radius: 14px;
  color: var(--lo-fg-muted);
  background: var(--lo-bg-muted);
`;
