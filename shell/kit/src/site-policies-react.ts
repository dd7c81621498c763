import { type PolicyId, policyStatement } from '@launchops/contracts';
import { useQuery } from '@tanstack/react-query';
import { sitePoliciesQueryOptions } from './site-policies.js';

/** The site's policies (see sitePoliciesQueryOptions): undefined until, or unless, the API answers them. */
export const useSitePolicies = () => useQuery(sitePoliciesQueryOptions());

/** One policy's statement, word for word as its page states it; empty until (or unless) the API answers it. */
export const usePolicyStatement = (id: PolicyId): string => policyStatement(useSitePolicies().data, id);
