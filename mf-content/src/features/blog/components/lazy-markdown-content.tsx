import styled from '@emotion/styled';
import { preloadable, useLoaded } from '@launchops/kit/react';
import { Skeleton } from '@launchops/kit/styles';

/** The Markdown renderer is the largest part of the section; only article pages download it. */
const renderer = preloadable(() => import('./markdown-content').then((module) => module.MarkdownContent));

/** Starts downloading the renderer (an article is about to open); a failure is left to the article, which shows it. */
export const preloadMarkdown = (): void => void renderer.load().catch(() => undefined);

const StyledLines = styled.div`
  display: grid;
  gap: 12px;
`;

function BodySkeleton() {
  return (
    <StyledLines aria-hidden="true">
      <Skeleton height="18px" />
      <Skeleton height="18px" />
      <Skeleton width="85%" height="18px" />
      <Skeleton width="92%" height="18px" />
    </StyledLines>
  );
}

/**
 * MarkdownContent, loaded on first use: at once when already downloaded, else the skeleton until
 * it is (not React.lazy, whose reveal React holds back for 300 ms; see useLoaded). A failure goes
 * to the section's error boundary, whose Retry loads it again.
 */
export function LazyMarkdownContent({ markdown }: { markdown: string }) {
  const MarkdownContent = useLoaded('markdown-renderer', renderer.loaded(), renderer.load);
  return MarkdownContent ? <MarkdownContent markdown={markdown} /> : <BodySkeleton />;
}
