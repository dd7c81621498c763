import styled from '@emotion/styled';
import { cardGridCss, pageCss, pageIntroCss, secondaryButtonCss } from './shared-styles';

/** The frame both catalog listings (/software and /tools) share: page, intro, card grid, empty state. */

export const StyledCatalogPage = styled.div`
  ${pageCss};
`;

export const StyledCatalogIntro = styled.header`
  ${pageIntroCss};
`;

export const StyledCardList = styled.ul`
  ${cardGridCss};
  > li {
    display: flex;
    flex-direction: column;
  }
`;

export const StyledEmptyState = styled.div`
  padding: 40px 16px;
  border: 1px dashed var(--lo-border);
  border-radius: 12px;
  text-align: center;
  p {
    margin: 0 0 16px;
    font-weight: 600;
  }
`;

export const StyledResetButton = styled.button`
  ${secondaryButtonCss};
`;
