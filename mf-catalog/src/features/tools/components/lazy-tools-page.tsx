import styled from '@emotion/styled';
import { preloadable, useLoaded, usePageMeta } from '@launchops/kit/react';
import { StyledCatalogPage } from '../../../components/catalog-page';
import { skeletonCss } from '../../../components/shared-styles';
import { TOOLS_PAGE_META, ToolsIntro } from './tools-intro';

// The directory is a chunk of its own: /software and /software/:id do not download it. /tools asks for it when it
// first renders, after the intro has painted (its tooltips' working part waits for the page's first input).
const directory = preloadable(() => import('./tools-page').then((module) => module.ToolsDirectory));

const StyledDirectorySkeleton = styled.div`
  ${skeletonCss};
  min-height: 100vh;
  border-radius: 12px;
`;

/** /tools: the intro at once, the directory as soon as its chunk is there (a failure reaches the slot's Retry). */
export function LazyToolsPage() {
  usePageMeta(TOOLS_PAGE_META);
  const Directory = useLoaded('catalog-tools-directory', directory.loaded(), directory.load);
  return (
    <StyledCatalogPage>
      <ToolsIntro />
      {Directory ? <Directory /> : <StyledDirectorySkeleton aria-hidden="true" />}
    </StyledCatalogPage>
  );
}
