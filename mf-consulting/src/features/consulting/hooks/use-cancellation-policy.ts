import { sitePoliciesQueryOptions } from '@launchops/kit';
import { useQuery } from '@tanstack/react-query';

/**
 * The cancellation policy as policies.yaml words it (the refunds policy's), or undefined until it is known. Without
 * it (an older API, no such route or no wording yet) the pages say where to change a booking, nothing more.
 */
export function useCancellationPolicy(): string | undefined {
  return useQuery({
    ...sitePoliciesQueryOptions(),
    select: (answer) => answer.policies.find((policy) => policy.id === 'refunds')?.cancellation,
  }).data;
}
