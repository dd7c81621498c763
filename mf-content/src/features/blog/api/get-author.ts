import { ApiRequestError, apiGet, authorWithPostsSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BLOG_STALE_TIME } from '../config';

export const authorKeys = {
  all: ['content', 'authors'] as const,
  detail: (id: string) => [...authorKeys.all, id] as const,
};

/** An author with their posts; the id comes from the URL, so anything but a positive whole number is "not found". */
export const authorQueryOptions = (id: string) =>
  queryOptions({
    queryKey: authorKeys.detail(id),
    queryFn: ({ signal }) => {
      if (!/^[1-9]\d{0,9}$/.test(id)) throw new ApiRequestError(404, 'Author not found');
      return apiGet(`/api/authors/${id}`, authorWithPostsSchema, signal);
    },
    staleTime: BLOG_STALE_TIME,
  });

export const useAuthor = (id: string) => useDeferredFirstData(useQuery(authorQueryOptions(id)));
