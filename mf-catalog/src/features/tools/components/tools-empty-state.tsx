import type { ProductCard } from '@launchops/contracts';
import { StyledEmptyState, StyledResetButton } from '../../../components/catalog-page';
import { toLabel } from '../../../utils/format';
import { filterTools, TOOL_TABS, type ToolFilters } from '../utils/filter-tools';

const orList = (labels: string[]) => (labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`);

/** Why the filters' result is empty: the search, the chosen categories, or both. */
function filtersSentence(query: string, categories: readonly string[]): string {
  const labels = categories.map(toLabel).sort((a, b) => a.localeCompare(b));
  const inCategories = labels.length === 1 ? `in the category ${labels[0]}` : `in the categories ${orList(labels)}`;
  const search = `the search “${query.trim()}”`;
  if (query.trim() && labels.length > 0) return `No tool here matches ${search} and is ${inCategories}.`;
  if (query.trim()) return `No tool here matches ${search}.`;
  return `No tool here is ${inCategories}.`;
}

/**
 * The empty list's text. When the tab has tools but the search or categories hide them all, it says so and offers
 * to clear the filters (the tab stays); when the tab itself has none, it says that and leads back to every tool.
 */
export function ToolsEmptyState({
  tools,
  filters,
  onClearFilters,
  onShowAll,
}: {
  tools: readonly ProductCard[];
  filters: ToolFilters;
  onClearFilters: () => void;
  onShowAll: () => void;
}) {
  const { tab, query, categories } = filters;
  const tabHasTools = filterTools(tools, { tab, query: '', categories: [] }).length > 0;
  if (tabHasTools && (query.trim() !== '' || categories.length > 0)) {
    const tabLabel = TOOL_TABS.find((candidate) => candidate.id === tab)?.label;
    return (
      <StyledEmptyState>
        <p>{tab === 'all' || !tabLabel ? 'Your filters hide every tool.' : `Your filters hide every tool in ${tabLabel}.`}</p>
        <p className="lo-catalog-empty-detail">{filtersSentence(query, categories)}</p>
        <StyledResetButton type="button" onClick={onClearFilters}>
          Clear filters
        </StyledResetButton>
      </StyledEmptyState>
    );
  }
  return (
    <StyledEmptyState>
      <p>No tools in this category yet.</p>
      {tab !== 'all' || query || categories.length > 0 ? (
        <StyledResetButton type="button" onClick={onShowAll}>
          Show all tools
        </StyledResetButton>
      ) : null}
    </StyledEmptyState>
  );
}
