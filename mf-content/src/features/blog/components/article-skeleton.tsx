import styled from '@emotion/styled';
import { Skeleton } from '@launchops/kit/styles';
import { COVER_HEIGHT, COVER_WIDTH } from '../config';

const StyledSkeleton = styled.div`
  display: grid;
  gap: 14px;
`;

/** The article's shape while it loads, so nothing jumps when it arrives. */
export function ArticleSkeleton() {
  return (
    <StyledSkeleton aria-busy="true" role="status">
      <span className="lo-visually-hidden">Loading the article...</span>
      <Skeleton width="120px" height="22px" radius="999px" />
      <Skeleton width="90%" height="40px" />
      <Skeleton width="60%" height="40px" />
      <Skeleton width="100%" height="20px" />
      <Skeleton width="260px" height="44px" />
      <Skeleton height="auto" radius="14px" style={{ aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}`, margin: '14px 0 18px' }} />
      <Skeleton height="18px" />
      <Skeleton height="18px" />
      <Skeleton width="80%" height="18px" />
    </StyledSkeleton>
  );
}
