import styled from '@emotion/styled';

/** The width and gutters every content page uses. */
export const PageContainer = styled.div<{ narrow?: boolean }>`
  width: 100%;
  max-width: ${(p) => (p.narrow ? '800px' : '1200px')};
  margin: 0 auto;
  padding: 32px 16px 48px;
  @media (max-width: 480px) {
    padding-top: 20px;
  }
`;
