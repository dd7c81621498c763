import { ApiRequestError, apiGet, blogPostSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/contracts/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_STALE_TIME } from '../config';
import { postKeys } from './get-posts';

/** The slugs the API accepts; anything else cannot name an article. */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** One article with its Markdown content. */
export const postQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: ({ signal }) => {
      if (!SLUG_PATTERN.test(slug) || slug.length > 120) throw new ApiRequestError(404, 'Article not found');
      return apiGet(`/api/blog-posts/${slug}`, blogPostSchema, signal);
    },
    staleTime: BLOG_STALE_TIME,
  });

export const usePost = (slug: string) => useDeferredFirstData(useQuery(postQueryOptions(slug)));
