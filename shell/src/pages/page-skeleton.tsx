import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { FIRST_PAINT_CLASS, type RouteHead } from '@launchops/kit';

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
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const StyledPage = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 32px 16px;
  display: grid;
  gap: 16px;
  min-height: 70vh;
`;

const StyledBlocks = styled.div`
  display: grid;
  gap: 16px;
  min-height: 50vh;
`;

/**
 * What a page shows while its section loads: the page's shape, not a blank screen. With a route head (the intro
 * the site's edge painted in the HTML), that intro stays, in the first paint's own look and place, above the shape.
 */
export function PageSkeleton({ head }: { head?: RouteHead }) {
  if (head) {
    return (
      <div className={FIRST_PAINT_CLASS.page} aria-busy="true" aria-label="Loading">
        <div className={FIRST_PAINT_CLASS.intro}>
          {head.eyebrow ? <p className={FIRST_PAINT_CLASS.eyebrow}>{head.eyebrow}</p> : null}
          <p className={FIRST_PAINT_CLASS.title}>{head.title}</p>
          <p className={FIRST_PAINT_CLASS.lead}>{head.lead}</p>
        </div>
        <StyledBlocks>
          <StyledSkeletonBlock height={180} />
          <StyledSkeletonBlock height={180} />
        </StyledBlocks>
      </div>
    );
  }
  return (
    <StyledPage aria-busy="true" aria-label="Loading">
      <StyledSkeletonBlock height={40} width="50%" />
      <StyledSkeletonBlock height={20} width="70%" />
      <StyledSkeletonBlock height={180} />
      <StyledSkeletonBlock height={180} />
    </StyledPage>
  );
}
