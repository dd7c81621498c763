import { apiGet, sitePoliciesSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';

const FIVE_MINUTES = 5 * 60_000;

/** GET /api/site-policies, under the shell's key (the same answer, loaded once for the whole site). */
export const sitePoliciesQueryOptions = () =>
  queryOptions({
    queryKey: ['site', 'policies'] as const,
    queryFn: ({ signal }) => apiGet('/api/site-policies', sitePoliciesSchema, signal),
    staleTime: FIVE_MINUTES,
    // An older API has no such route (or no wording yet): the pages then say where to change a booking, nothing more.
    retry: false,
  });

/** The cancellation policy as policies.yaml words it (the refunds policy's), or undefined until it is known. */
export function useCancellationPolicy(): string | undefined {
  return useQuery({
    ...sitePoliciesQueryOptions(),
    select: (answer) => answer.policies.find((policy) => policy.id === 'refunds')?.cancellation,
  }).data;
}
