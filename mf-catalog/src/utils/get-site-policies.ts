import { apiGet, type PolicyId, policyStatement, sitePoliciesSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60_000;

/**
 * GET /api/site-policies: the site's policies (services/content/policies.yaml). The disclosures on /software, /tools
 * and the home widget state the affiliate-links policy from here, word for word as /affiliate does.
 */
export const sitePoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'policies'] as const,
    queryFn: ({ signal }) => apiGet('/api/site-policies', sitePoliciesSchema, signal),
    staleTime: FIVE_MINUTES,
    // An API older than contracts 1.3 has no such route: the disclosure then shows only its link to /affiliate.
    retry: false,
  });

/** One policy's statement; empty until (or unless) the API answers it. */
export const usePolicyStatement = (id: PolicyId): string => policyStatement(useQuery(sitePoliciesQueryOptions()).data, id);
