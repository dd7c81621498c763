import styled from '@emotion/styled';
import { Skeleton } from '@launchops/kit/styles';
import { COVER_HEIGHT, COVER_WIDTH } from '../config';

const StyledCard = styled.div`
  height: 100%;
  overflow: hidden;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
`;

const StyledBody = styled.div`
  display: grid;
  gap: 12px;
  padding: 18px 20px 20px;
`;

/** The shape of a post card while the list loads. */
export function PostCardSkeleton() {
  return (
    <StyledCard data-testid="post-card-skeleton">
      <Skeleton radius="0" height="auto" style={{ aspectRatio: `${COVER_WIDTH} / ${COVER_HEIGHT}` }} />
      <StyledBody>
        <Skeleton width="30%" height="20px" radius="999px" />
        <Skeleton width="90%" height="22px" />
        <Skeleton width="70%" height="22px" />
        <Skeleton height="14px" />
        <Skeleton height="14px" />
        <Skeleton width="60%" height="14px" />
        <Skeleton width="55%" height="28px" />
      </StyledBody>
    </StyledCard>
  );
}
