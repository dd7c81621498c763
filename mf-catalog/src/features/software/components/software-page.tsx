import styled from '@emotion/styled';
import type { ProductCard } from '@launchops/contracts';
import { Link } from 'react-router';
import { useMemo } from 'react';
import { usePageMeta, SearchField } from '@launchops/kit/react';
import { AffiliateDisclosure } from '../../../components/affiliate-disclosure';
import { LoadError } from '../../../components/load-error';
import { StyledCardList, StyledCatalogIntro, StyledCatalogPage, StyledEmptyState, StyledResetButton } from '../../../components/catalog-page';
import { TabList, tabId } from '../../../components/tab-list';
import { toLabel } from '../../../utils/format';
import { idParamSchema, readParam, SEARCH_MAX_LENGTH, searchParamSchema, useUrlFilters } from '../../../utils/url-filters';
import { useSoftwareList } from '../../../utils/get-software-list';
import { ALL_CATEGORIES, filterSoftware, softwareCategories } from '../utils/software-display';
import { HowWeSelectSoftware } from './how-we-select-software';
import { SoftwareCard } from './software-card';
import { SoftwareCardSkeleton } from '../../../components/software-card-skeleton';

const StyledToolbar = styled.div`
  display: flex;
  margin-bottom: 16px;
`;

const StyledDisclosure = styled(AffiliateDisclosure)`
  margin-bottom: 20px;
`;

const StyledCount = styled.p`
  min-height: 1.5em;
  margin: 0 0 16px;
  color: var(--lo-fg-muted);
  font-size: 0.95rem;
`;

const PANEL_ID = 'lo-catalog-software-panel';
const TABS_PREFIX = 'lo-catalog-software';
const SKELETONS = 6;

/** Placeholders in the list's shape while the recommendations load. */
function SoftwareListSkeleton() {
  return (
    <StyledCardList aria-busy="true" aria-label="Loading software recommendations">
      {Array.from({ length: SKELETONS }, (_, index) => (
        <li key={index}>
          <SoftwareCardSkeleton />
        </li>
      ))}
    </StyledCardList>
  );
}

function SoftwareCardList({ products }: { products: readonly ProductCard[] }) {
  return (
    <StyledCardList>
      {products.map((software) => (
        <li key={software.id}>
          <SoftwareCard software={software} />
        </li>
      ))}
    </StyledCardList>
  );
}

/** /software: recommendations from the API with category tabs and search, both kept in the address (?category=, ?q=). */
export function SoftwarePage() {
  usePageMeta({
    title: 'Software Recommendations for Startups',
    description:
      'Hand-picked software for planning, fundraising, finance, marketing, legal and operations, each with an in-depth page: what it is good and bad at, pricing and who it suits.',
  });
  const { data, isPending, isError, error, refetch, isFetching } = useSoftwareList();
  const { params, update } = useUrlFilters();
  const category = readParam(params, 'category', idParamSchema) ?? ALL_CATEGORIES;
  const query = readParam(params, 'q', searchParamSchema) ?? '';
  const setCategory = (next: string) => update({ category: next === ALL_CATEGORIES ? null : next });
  const setQuery = (next: string) => update({ q: next });

  const products = data?.products;
  const categories = useMemo(() => softwareCategories(products ?? []), [products]);
  // A category that disappeared after a refresh falls back to all.
  const activeCategory = category === ALL_CATEGORIES || categories.includes(category) ? category : ALL_CATEGORIES;
  const tabs = useMemo(() => [{ id: ALL_CATEGORIES, label: 'All Categories' }, ...categories.map((id) => ({ id, label: toLabel(id) }))], [categories]);
  const visible = useMemo(() => filterSoftware(products ?? [], activeCategory, query), [products, activeCategory, query]);

  let content;
  if (isPending) {
    content = <SoftwareListSkeleton />;
  } else if (isError) {
    content = (
      <LoadError
        title="We could not load the software recommendations."
        message={error.message ? `The server said: ${error.message}` : 'Please check your connection.'}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (visible.length === 0) {
    content = (
      <StyledEmptyState>
        <p>{query.trim() ? 'No software found matching the search' : 'No software available in this category yet'}</p>
        {query.trim() || activeCategory !== ALL_CATEGORIES ? (
          <StyledResetButton type="button" onClick={() => update({ q: null, category: null })}>
            Show all software
          </StyledResetButton>
        ) : null}
      </StyledEmptyState>
    );
  } else {
    content = <SoftwareCardList products={visible} />;
  }

  return (
    <StyledCatalogPage>
      <SoftwareIntro />

      <StyledToolbar className="lo-no-print">
        <SearchField
          id="lo-catalog-software-search"
          label="Search software"
          placeholder="Search, e.g. cap table"
          value={query}
          onChange={setQuery}
          controls={PANEL_ID}
          maxLength={SEARCH_MAX_LENGTH}
        />
      </StyledToolbar>

      <TabList label="Software categories" tabs={tabs} value={activeCategory} onChange={setCategory} idPrefix={TABS_PREFIX} panelId={PANEL_ID} />

      <StyledDisclosure />

      <div role="tabpanel" id={PANEL_ID} aria-labelledby={tabId(TABS_PREFIX, activeCategory)}>
        {/* Always rendered, so screen readers announce the count when the list arrives or changes. */}
        <StyledCount role="status">{isPending || isError ? '' : visible.length === 1 ? 'Showing 1 product' : `Showing ${visible.length} products`}</StyledCount>
        {content}
      </div>

      <HowWeSelectSoftware />
    </StyledCatalogPage>
  );
}

/** The top of /software: the same texts as its route head (SOFTWARE_HEAD), which the site's edge paints first. */
export function SoftwareIntro() {
  return (
    <StyledCatalogIntro>
      <h1>Software Recommendations</h1>
      <p>
        Products we would use ourselves to plan, fund, run and grow a young company, each reviewed in depth: what it is good and bad at, pricing and who it
        suits. For a quick directory by job, with pricing at a glance, see <Link to="/tools">Tools</Link>.
      </p>
    </StyledCatalogIntro>
  );
}
