import styled from '@emotion/styled';
import { Skeleton as StyledSkeleton } from '@launchops/kit/styles';

const StyledGrid = styled.div`
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
`;

const StyledStack = styled.div`
  display: grid;
  gap: 20px;
`;

/** The page's shape while the categories load. */
export function ChecklistSkeleton() {
  return (
    <StyledStack aria-busy="true" aria-label="Loading the checklist" role="status" data-testid="checklist-skeleton">
      <StyledSkeleton height={128} radius={16} />
      <StyledGrid>
        {Array.from({ length: 6 }, (_, i) => (
          <StyledSkeleton key={i} height={132} radius={14} />
        ))}
      </StyledGrid>
      <StepsSkeleton />
    </StyledStack>
  );
}

/** The steps' shape while a category's tasks load. */
export function StepsSkeleton() {
  return (
    <StyledStack aria-busy="true" aria-label="Loading the tasks" data-testid="steps-skeleton">
      {Array.from({ length: 4 }, (_, i) => (
        <StyledSkeleton key={i} height={76} radius={14} />
      ))}
    </StyledStack>
  );
}
