import { apiGet, blogPostListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_STALE_TIME } from '../config';

export const postKeys = {
  all: ['content', 'posts'] as const,
  list: () => [...postKeys.all, 'list'] as const,
  detail: (slug: string) => [...postKeys.all, 'detail', slug] as const,
};

/** Every post's summary, newest first. */
export const postsQueryOptions = () =>
  queryOptions({
    queryKey: postKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/blog-posts', blogPostListSchema, signal),
    staleTime: BLOG_STALE_TIME,
  });

export const usePosts = () => useDeferredFirstData(useQuery(postsQueryOptions()));
