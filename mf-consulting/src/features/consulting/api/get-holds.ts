import { apiGet, bookingListSchema } from '@launchops/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { releaseHeldBooking } from './booking-payment';
import { availabilityKeys } from './get-availability';
import { bookingKeys } from './get-bookings';

/** Under the bookings' key: whatever refreshes this visitor's bookings refreshes their holds too. */
export const holdKeys = { mine: () => [...bookingKeys.all, 'holds'] as const };

export const myHoldsQueryOptions = () =>
  queryOptions({
    queryKey: holdKeys.mine(),
    queryFn: ({ signal }) => apiGet('/api/consultation-bookings/holds', bookingListSchema, signal),
    // A hold runs out by itself within minutes: asked again on each visit, never retried (an older API has no route).
    staleTime: 0,
    retry: false,
  });

/** This browser's unpaid holds still running, each with its payment page and until when it holds. */
export function useMyHolds() {
  return useQuery(myHoldsQueryOptions());
}

/** Gives a held time back at once (the hold is this visitor's; the API checks). */
export function useReleaseHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => releaseHeldBooking(id),
    onSuccess: () =>
      void Promise.all([queryClient.invalidateQueries({ queryKey: holdKeys.mine() }), queryClient.invalidateQueries({ queryKey: availabilityKeys.all })]),
  });
}
