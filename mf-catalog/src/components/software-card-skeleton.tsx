import styled from '@emotion/styled';
import { cardCss, skeletonCss } from './shared-styles';

const StyledCard = styled.div`
  ${cardCss};
  box-shadow: none;
`;

const StyledBone = styled.div<{ h: number; w?: string }>`
  ${skeletonCss};
  height: ${(p) => p.h}px;
  width: ${(p) => p.w ?? '100%'};
`;

const StyledRow = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

/** The shape of a software card while the list loads. */
export function SoftwareCardSkeleton() {
  return (
    <StyledCard data-testid="software-skeleton" aria-hidden="true">
      <StyledRow>
        <StyledBone h={44} w="44px" />
        <StyledBone h={22} w="80px" />
      </StyledRow>
      <StyledBone h={24} w="60%" />
      <StyledBone h={16} w="45%" />
      <StyledBone h={64} />
      <StyledRow>
        <StyledBone h={40} />
        <StyledBone h={40} />
      </StyledRow>
    </StyledCard>
  );
}
