import { apiGet, softwareListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** Software recommendations stay fresh for five minutes. */
export const SOFTWARE_STALE_MS = 5 * 60_000;

export const softwareKeys = {
  all: ['catalog', 'software'] as const,
  list: () => [...softwareKeys.all, 'list'] as const,
  detail: (id: string) => [...softwareKeys.all, 'detail', id] as const,
};

export const softwareListQueryOptions = () =>
  queryOptions({
    queryKey: softwareKeys.list(),
    queryFn: ({ signal }) => apiGet('/api/software-recommendations', softwareListSchema, signal),
    staleTime: SOFTWARE_STALE_MS,
  });

export const useSoftwareList = () => useDeferredFirstData(useQuery(softwareListQueryOptions()));
