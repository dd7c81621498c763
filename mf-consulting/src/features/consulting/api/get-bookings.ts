import { apiGet, bookingListSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTING_QUERY_KEY, ONE_MINUTE } from '../../../utils/consulting-keys';

export const bookingKeys = {
  all: [...CONSULTING_QUERY_KEY, 'bookings'] as const,
  mine: () => [...bookingKeys.all, 'mine'] as const,
};

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: bookingKeys.mine(),
    queryFn: ({ signal }) => apiGet('/api/consultation-bookings', bookingListSchema, signal),
    staleTime: ONE_MINUTE,
  });

/** This visitor's bookings (identified by the visitor cookie). */
export function useMyBookings() {
  return useDeferredFirstData(useQuery(myBookingsQueryOptions()));
}
