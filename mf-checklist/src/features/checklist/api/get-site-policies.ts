import { apiGet, sitePoliciesSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60_000;

/**
 * GET /api/site-policies: the site's policies (services/content/policies.yaml). The recommended tools' note states
 * the affiliate-links policy from here, word for word as /affiliate does. Same key as the shell's, so they share it.
 */
export const sitePoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'policies'] as const,
    queryFn: ({ signal }) => apiGet('/api/site-policies', sitePoliciesSchema, signal),
    staleTime: FIVE_MINUTES,
    // An API older than contracts 1.3 has no such route: the note then shows only its link to /affiliate.
    retry: false,
  });

export const useSitePolicies = () => useQuery(sitePoliciesQueryOptions());
