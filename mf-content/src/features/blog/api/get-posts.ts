import { apiGet, type BlogPostSummary, blogPostListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_STALE_TIME } from '../config';

export const postKeys = {
  all: ['content', 'posts'] as const,
  list: () => [...postKeys.all, 'list'] as const,
  detail: (slug: string) => [...postKeys.all, 'detail', slug] as const,
};

/** A list asked before React renders (an article's early request needs its tier) is used by queries this fresh. */
const EARLY_LIST_MAX_AGE_MS = 10_000;
let earlyList: { at: number; list: Promise<BlogPostSummary[]> } | undefined;

/** Starts the list's request now (the edge preloads it on an article's page), for the page's queries to take over. */
export function requestPostsEarly(): Promise<BlogPostSummary[]> {
  if (earlyList && Date.now() - earlyList.at <= EARLY_LIST_MAX_AGE_MS) return earlyList.list;
  const list = apiGet('/api/blog-posts', blogPostListSchema);
  earlyList = { at: Date.now(), list };
  // A failed early list is not kept: the page's query asks again.
  list.catch(() => {
    if (earlyList?.list === list) earlyList = undefined;
  });
  return list;
}

/** Every post's summary, newest first. */
export const postsQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) =>
      earlyList && Date.now() - earlyList.at <= EARLY_LIST_MAX_AGE_MS ? earlyList.list : apiGet('/api/blog-posts', blogPostListSchema, signal),
    staleTime: BLOG_STALE_TIME,
  });

export const usePosts = () => useDeferredFirstData(useQuery(postsQueryOptions()));
