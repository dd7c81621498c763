import { apiGet, blogPostListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { checklistKeys } from '../../../utils/checklist-keys';

const FIVE_MINUTES = 5 * 60_000;

/** The blog list, read for the related articles under each step. */
export const blogPostsQueryOptions = () =>
  queryOptions({
    queryKey: [...checklistKeys.all, 'blog-posts'] as const,
    queryFn: ({ signal }) => apiGet('/api/blog-posts', blogPostListSchema, signal),
    staleTime: FIVE_MINUTES,
  });

export const useBlogPosts = () => useDeferredFirstData(useQuery(blogPostsQueryOptions()));
