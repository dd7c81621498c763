import { apiGet, type SitePolicies, sitePoliciesSchema } from '@launchops/contracts';

/**
 * GET /api/site-policies for a remote: the site's policies (services/content/policies.yaml), facts, areas and counts,
 * checked against the contracts, under the shell's key so the page loads the answer once. Not retried: an API older
 * than contracts 1.3 has no such route, and each page then shows what it can without (a link to /affiliate, where to
 * change a booking). Plain query options (no react-query import here), for `useQuery` or `queryOptions`.
 */
export const sitePoliciesQueryOptions = () => ({
  queryKey: ['site', 'policies'] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }): Promise<SitePolicies> => apiGet('/api/site-policies', sitePoliciesSchema, signal),
  staleTime: 5 * 60_000,
  retry: false,
});
