import styled from '@emotion/styled';
import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/skeleton';

/** The Markdown renderer is the largest part of the section; only article pages download it. */
export const preloadMarkdown = () => import('./markdown-content');

const MarkdownContent = lazy(() => preloadMarkdown().then((module) => ({ default: module.MarkdownContent })));

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

/** MarkdownContent, loaded on first use. */
export function LazyMarkdownContent({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<BodySkeleton />}>
      <MarkdownContent markdown={markdown} />
    </Suspense>
  );
}
