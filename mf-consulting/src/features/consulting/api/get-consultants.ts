import { apiGet, type Consultant, consultantListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTING_QUERY_KEY, ONE_MINUTE } from '../../../utils/consulting-keys';

export const consultantKeys = {
  all: [...CONSULTING_QUERY_KEY, 'consultants'] as const,
};

export const consultantsQueryOptions = () =>
  queryOptions({
    queryKey: consultantKeys.all,
    queryFn: ({ signal }) => apiGet('/api/consultants', consultantListSchema, signal),
    staleTime: ONE_MINUTE,
  });

/** The advisor shown on the site: the first consultant the API lists (undefined while loading or when there is none). */
export function useAdvisor() {
  return useDeferredFirstData(useQuery({ ...consultantsQueryOptions(), select: (list): Consultant | null => list[0] ?? null }));
}
