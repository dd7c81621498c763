import { SearchField } from '@launchops/kit/react';
import styled from '@emotion/styled';
import { FolderOpen, SearchX, TriangleAlert } from 'lucide-react';
import { useId, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/button-link';
import { Skeleton } from '@launchops/kit/styles';
import { StateMessage } from '../../../components/state-message';
import { RetryButton } from '../../../components/retry-button';
import { usePosts } from '../api/get-posts';
import { LIST_SKELETON_COUNT } from '../config';
import { categoriesOf, filterPosts } from '../utils/filter-posts';
import { CategoryTabs, tabIdFor } from './category-tabs';
import { PostGrid, PostGridSkeleton } from './post-grid';

/** The blog's search box is at most 480 px wide. */
const StyledSearch = styled.div`
  width: 100%;
  max-width: 480px;
`;

const StyledToolbar = styled.div`
  display: grid;
  gap: 16px;
  margin-bottom: 8px;
`;

// Holds the tabs' place while they load, so the cards below do not move when they arrive.
const StyledTabsPlaceholder = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledCount = styled.p`
  margin: 0 0 16px;
  min-height: 1.6em;
  color: var(--lo-fg-muted);
  font-size: 0.9rem;
`;

/** The search and category live in the URL (?q=, ?category=), so a filtered list can be shared and Back returns to it. */
function useListFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const category = params.get('category');
  const update = (key: 'q' | 'category', value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return {
    search,
    category,
    setSearch: (value: string) => update('q', value),
    setCategory: (value: string | null) => update('category', value),
  };
}

/** An empty list: nothing matches the search, or the category has no article yet; each with the way back. */
function NoPostsMessage({
  search,
  category,
  setSearch,
  setCategory,
}: {
  search: string;
  category: string | null;
  setSearch(value: string): void;
  setCategory(value: string | null): void;
}) {
  if (search.trim()) {
    return (
      <StateMessage
        icon={<SearchX size={26} />}
        title="No articles found matching the search"
        actions={
          <Button type="button" variant="secondary" onClick={() => setSearch('')}>
            Clear the search
          </Button>
        }
      >
        Nothing in {category ? `the ${category} category` : 'the blog'} mentions "{search.trim()}" in its title or summary. Try a shorter or different word.
      </StateMessage>
    );
  }
  return (
    <StateMessage
      icon={<FolderOpen size={26} />}
      title={`No articles in the ${category ?? 'blog'} category yet`}
      actions={
        <Button type="button" variant="secondary" onClick={() => setCategory(null)}>
          Browse all articles
        </Button>
      }
    >
      We have not published anything in this category yet. New guides arrive every few weeks.
    </StateMessage>
  );
}

/** /blog's list: search by title or excerpt, category tabs built from the posts, and the cards. */
export function BlogList() {
  const posts = usePosts();
  const { search, category, setSearch, setCategory } = useListFilter();
  const { pathname, search: query } = useLocation();
  const id = useId();
  const panelId = `${id}-results`;
  const categories = useMemo(() => categoriesOf(posts.data ?? []), [posts.data]);
  const visible = useMemo(() => filterPosts(posts.data ?? [], { search, category }), [posts.data, search, category]);
  const from = `${pathname}${query}`;

  let content;
  if (posts.isPending) {
    content = <PostGridSkeleton count={LIST_SKELETON_COUNT} />;
  } else if (posts.isError) {
    content = (
      <StateMessage role="alert" icon={<TriangleAlert size={26} />} title="We couldn't load the articles" actions={<RetryButton query={posts} />}>
        The blog is not reachable right now. Please check your connection and try again in a moment.
      </StateMessage>
    );
  } else if (visible.length > 0) {
    // The first cover is the largest image of the first screen on a phone.
    content = <PostGrid posts={visible} from={from} label="Articles" priorityCovers={1} />;
  } else {
    content = <NoPostsMessage search={search} category={category} setSearch={setSearch} setCategory={setCategory} />;
  }

  const selectedTab = category === null || categories.includes(category) ? tabIdFor(id, category) : undefined;

  return (
    <section aria-label="Articles list">
      <StyledToolbar>
        <StyledSearch>
          <SearchField id={`${id}-search`} label="Search articles" placeholder="Search articles" value={search} onChange={setSearch} maxLength={100} />
        </StyledSearch>
        {categories.length > 0 ? (
          <CategoryTabs categories={categories} selected={category} onSelect={setCategory} panelId={panelId} idPrefix={id} />
        ) : posts.isPending ? (
          <StyledTabsPlaceholder aria-hidden="true">
            {/* The widths of today's tabs (All, Finance, Hiring, Legal, Tax), so the placeholder wraps where they do. */}
            {[56, 101, 86, 80, 62].map((width, index) => (
              <Skeleton key={index} width={`${width}px`} height="40px" radius="999px" />
            ))}
          </StyledTabsPlaceholder>
        ) : null}
      </StyledToolbar>
      <StyledCount role="status">
        {posts.isSuccess && visible.length > 0
          ? visible.length === posts.data.length
            ? `${visible.length} articles`
            : `Showing ${visible.length} of ${posts.data.length} articles`
          : ''}
      </StyledCount>
      <div
        id={panelId}
        role={categories.length > 0 ? 'tabpanel' : undefined}
        aria-labelledby={selectedTab}
        aria-label={selectedTab ? undefined : 'Articles'}
        aria-busy={posts.isPending}
      >
        {content}
      </div>
    </section>
  );
}
