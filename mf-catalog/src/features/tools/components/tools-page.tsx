import styled from '@emotion/styled';
import type { ProductCard } from '@launchops/contracts';
import { useMemo, useState } from 'react';
import { usePageMeta, SearchField } from '@launchops/kit/react';
import { z } from 'zod/mini';
import { AffiliateDisclosure } from '../../../components/affiliate-disclosure';
import { StyledCardList, StyledCatalogPage } from '../../../components/catalog-page';
import { TabList, tabId } from '../../../components/tab-list';
import { TooltipProvider } from '../../../components/tooltip';
import { LoadError } from '../../../components/load-error';
import { useCatalogueView } from '../../../utils/get-software-list';
import { SoftwareCardSkeleton } from '../../../components/software-card-skeleton';
import { idParamSchema, readListParam, readParam, SEARCH_MAX_LENGTH, searchParamSchema, useUrlFilters } from '../../../utils/url-filters';
import { filterTools, MAX_TOOLS_SHOWN, TOOL_TABS, type ToolTabId, toolCategoryTags } from '../utils/filter-tools';
import { CategoryFilterPanel, FiltersToggle } from './tool-filters';
import { ToolCard } from './tool-card';
import { ToolsEmptyState } from './tools-empty-state';
import { TOOLS_PAGE_META, ToolsIntro } from './tools-intro';

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: stretch;
`;

const StyledDisclosure = styled(AffiliateDisclosure)`
  margin: 20px 0 0;
`;

const StyledStatus = styled.p`
  margin: 16px 0;
  color: var(--lo-fg-muted);
  font-size: 0.95rem;
`;

const PANEL_ID = 'lo-catalog-tools-panel';
const tabParamSchema = z.enum(TOOL_TABS.map((tab) => tab.id) as [ToolTabId, ...ToolTabId[]]);
const FILTERS_ID = 'lo-catalog-tool-filters';
const TABS_PREFIX = 'lo-catalog-tools';

const SKELETONS = 6;
const NO_TOOLS: readonly ProductCard[] = [];

/** Placeholders in the list's shape while the tools load. */
function ToolListSkeleton() {
  return (
    <StyledCardList aria-busy="true" aria-label="Loading the tools">
      {Array.from({ length: SKELETONS }, (_, index) => (
        <li key={index}>
          <SoftwareCardSkeleton />
        </li>
      ))}
    </StyledCardList>
  );
}

/** /tools: the catalogue's tools view with tabs, search and multi-select category filters. */
export function ToolsPage() {
  usePageMeta(TOOLS_PAGE_META);
  return (
    <StyledCatalogPage>
      <ToolsIntro />
      <ToolsDirectory />
    </StyledCatalogPage>
  );
}

/** Everything below the intro: tabs, search, category filters and the cards (with their tooltips), from the API. */
export function ToolsDirectory() {
  const { data, isPending, isError, error, refetch, isFetching } = useCatalogueView('tools');
  const tools = data?.products ?? NO_TOOLS;
  const { params, update } = useUrlFilters();
  const tags = useMemo(() => toolCategoryTags(tools), [tools]);
  const tab = readParam(params, 'tab', tabParamSchema) ?? 'all';
  const query = readParam(params, 'q', searchParamSchema) ?? '';
  // Only categories the list has: an old or mistyped one in a link is dropped.
  const categories = useMemo(() => readListParam(params, 'category', idParamSchema).filter((tag) => tags.includes(tag)), [params, tags]);
  // Open at once when the address already selects categories, so the visitor sees why the list is short.
  const [filtersOpen, setFiltersOpen] = useState(() => categories.length > 0);

  const setTab = (next: ToolTabId) => update({ tab: next === 'all' ? null : next });
  const setQuery = (next: string) => update({ q: next });
  const matching = useMemo(() => filterTools(tools, { tab, query, categories }), [tools, tab, query, categories]);
  const shown = matching.slice(0, MAX_TOOLS_SHOWN);

  const toggleTag = (tag: string) => update({ category: categories.includes(tag) ? categories.filter((t) => t !== tag) : [...categories, tag] });
  // The search narrows the list like the categories do, so clearing the filters clears it too.
  const clearFilters = () => update({ q: null, category: null });
  const resetAll = () => update({ q: null, category: null, tab: null });

  return (
    <TooltipProvider>
      <TabList label="Tool categories" tabs={TOOL_TABS} value={tab} onChange={setTab} idPrefix={TABS_PREFIX} panelId={PANEL_ID} />

      <StyledToolbar className="lo-no-print">
        <SearchField
          id="lo-catalog-tool-search"
          label="Search tools"
          placeholder="Search tools, e.g. payroll"
          value={query}
          onChange={setQuery}
          controls={PANEL_ID}
          maxLength={SEARCH_MAX_LENGTH}
        />
        <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} selectedCount={categories.length} panelId={FILTERS_ID} />
      </StyledToolbar>
      <CategoryFilterPanel
        id={FILTERS_ID}
        open={filtersOpen}
        tags={tags}
        selected={categories}
        canClear={categories.length > 0 || query !== ''}
        onToggleTag={toggleTag}
        onClear={clearFilters}
      />

      <StyledDisclosure />

      {/* Always rendered, so screen readers announce the count when the list arrives or changes. */}
      <StyledStatus role="status">
        {isPending || isError ? '' : `Showing ${shown.length} of ${tools.length} ${tools.length === 1 ? 'tool' : 'tools'}`}
      </StyledStatus>

      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(TABS_PREFIX, tab)}>
        {isPending ? (
          <ToolListSkeleton />
        ) : isError ? (
          <LoadError
            title="We could not load the tools."
            message={error.message ? `The server said: ${error.message}` : 'Please check your connection.'}
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : shown.length > 0 ? (
          <StyledCardList>
            {shown.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </StyledCardList>
        ) : (
          <ToolsEmptyState tools={tools} filters={{ tab, query, categories }} onClearFilters={clearFilters} onShowAll={resetAll} />
        )}
      </div>
    </TooltipProvider>
  );
}
