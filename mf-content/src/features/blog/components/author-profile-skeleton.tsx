import styled from '@emotion/styled';
import { Skeleton } from '@launchops/kit/styles';
import { profileBox } from './author-profile';
import { PostGridSkeleton } from './post-grid';

const StyledHeader = styled.div`
  ${profileBox}
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
