import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.5; }
`;

export const StyledSkeletonBlock = styled.div<{ height: number; width?: string }>`
  height: ${(p) => p.height}px;
  width: ${(p) => p.width ?? '100%'};
  border-radius: 10px;
  background: var(--lo-bg-muted);
  animation: ${pulse} 1.6s ease-in-out infinite;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

const StyledPage = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px;
  display: grid;
  gap: 16px;
  min-height: 70vh;
`;

/** What a page shows while its section loads: the page's shape, not a blank screen. */
export function PageSkeleton() {
  return (
    <StyledPage aria-busy="true" aria-label="Loading">
      <StyledSkeletonBlock height={40} width="50%" />
      <StyledSkeletonBlock height={20} width="70%" />
      <StyledSkeletonBlock height={180} />
      <StyledSkeletonBlock height={180} />
    </StyledPage>
  );
}
