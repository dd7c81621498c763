import styled from '@emotion/styled';
import { Skeleton } from '../../../components/skeleton';
import { PostGridSkeleton } from './post-grid';

const StyledHeader = styled.div`
  display: flex;
  gap: 28px;
  align-items: center;
  margin-bottom: 40px;
  padding: 28px;
  border: 1px solid var(--lo-border);
  border-radius: 18px;
  > div {
    flex: 1;
    display: grid;
    gap: 10px;
  }
`;

export function AuthorProfileSkeleton() {
  return (
    <div aria-busy="true" role="status">
      <span className="lo-visually-hidden">Loading the author...</span>
      <StyledHeader>
        <Skeleton width="96px" height="96px" radius="50%" />
        <div>
          <Skeleton width="120px" height="14px" />
          <Skeleton width="50%" height="34px" />
          <Skeleton height="16px" />
          <Skeleton width="80%" height="16px" />
        </div>
      </StyledHeader>
      <PostGridSkeleton count={3} />
    </div>
  );
}
