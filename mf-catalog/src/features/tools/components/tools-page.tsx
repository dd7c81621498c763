import styled from '@emotion/styled';
import { useMemo, useState } from 'react';
import { usePageMeta, SearchField } from '@launchops/kit/react';
import { AffiliateDisclosure } from '../../../components/affiliate-disclosure';
import { StyledCardList, StyledCatalogPage, StyledEmptyState, StyledResetButton } from '../../../components/catalog-page';
import { TabList, tabId } from '../../../components/tab-list';
import { TooltipProvider } from '../../../components/tooltip';
import { type AffiliateTool, affiliateTools } from '../data/tools';
import { filterTools, MAX_TOOLS_SHOWN, TOOL_TABS, type ToolTabId, toolCategoryTags } from '../utils/filter-tools';
import { CategoryFilterPanel, FiltersToggle } from './tool-filters';
import { ToolCard } from './tool-card';
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
const FILTERS_ID = 'lo-catalog-tool-filters';
const TABS_PREFIX = 'lo-catalog-tools';

export interface ToolsPageProps {
  /** The built-in list; replaceable for tests. */
  tools?: readonly AffiliateTool[];
}

/** /tools: the built-in directory with tabs, search and multi-select category filters. */
export function ToolsPage({ tools = affiliateTools }: ToolsPageProps) {
  usePageMeta(TOOLS_PAGE_META);
  return (
    <StyledCatalogPage>
      <ToolsIntro />
      <ToolsDirectory tools={tools} />
    </StyledCatalogPage>
  );
}

/** Everything below the intro: tabs, search, category filters and the cards (with their tooltips). */
export function ToolsDirectory({ tools = affiliateTools }: ToolsPageProps) {
  const [tab, setTab] = useState<ToolTabId>('all');
  const [query, setQuery] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [filtersOpen, setFiltersOpen] = useState(false);

  const tags = useMemo(() => toolCategoryTags(tools), [tools]);
  const matching = useMemo(() => filterTools(tools, { tab, query, categories }), [tools, tab, query, categories]);
  const shown = matching.slice(0, MAX_TOOLS_SHOWN);

  const toggleTag = (tag: string) =>
    setCategories((current) => (current.includes(tag) ? current.filter((t) => t !== tag) : [...current, tag]));
  const resetAll = () => {
    setQuery('');
    setCategories([]);
    setTab('all');
  };

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
        />
        <FiltersToggle open={filtersOpen} onToggle={() => setFiltersOpen((open) => !open)} selectedCount={categories.length} panelId={FILTERS_ID} />
      </StyledToolbar>
      <CategoryFilterPanel
        id={FILTERS_ID}
        open={filtersOpen}
        tags={tags}
        selected={categories}
        onToggleTag={toggleTag}
        onClear={() => setCategories([])}
      />

      <StyledDisclosure />

      <StyledStatus role="status">
        Showing {shown.length} of {tools.length} tools
      </StyledStatus>

      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(TABS_PREFIX, tab)}>
        {shown.length > 0 ? (
          <StyledCardList>
            {shown.map((tool) => (
              <li key={tool.id}>
                <ToolCard tool={tool} />
              </li>
            ))}
          </StyledCardList>
        ) : (
          <StyledEmptyState>
            <p>No affiliate tools found for this category.</p>
            {query || categories.length > 0 || tab !== 'all' ? (
              <StyledResetButton type="button" onClick={resetAll}>
                Show all tools
              </StyledResetButton>
            ) : null}
          </StyledEmptyState>
        )}
      </div>
    </TooltipProvider>
  );
}
