import { apiGet, managedBookingSchema } from '@launchops/contracts';
import { useDeferredFirstData } from '@launchops/kit/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTING_QUERY_KEY } from '../../../utils/consulting-keys';

export const managedBookingKeys = {
  all: [...CONSULTING_QUERY_KEY, 'managed-booking'] as const,
  detail: (token: string) => [...managedBookingKeys.all, token] as const,
};

export const managedBookingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: managedBookingKeys.detail(token),
    queryFn: ({ signal }) => apiGet(`/api/consultation-bookings/manage/${encodeURIComponent(token)}`, managedBookingSchema, signal),
    // Whether it can still be changed depends on the clock: always asked again when the page opens.
    staleTime: 0,
  });

export function useManagedBooking(token: string, enabled = true) {
  return useDeferredFirstData(useQuery({ ...managedBookingQueryOptions(token), enabled }));
}
