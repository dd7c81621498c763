import { apiGet, apiRequest, bookingQuoteSchema, bookingSchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { CONSULTING_QUERY_KEY, ONE_MINUTE } from '../../../utils/consulting-keys';

export const quoteKeys = {
  all: [...CONSULTING_QUERY_KEY, 'quote'] as const,
  /** Per account: signing in (or out) asks again. */
  forAccount: (accountId: number | undefined) => [...quoteKeys.all, accountId ?? 'anonymous'] as const,
};

/** What a booking made now costs this visitor: the plan's credit, a payment now at Checkout, or an invoice after. */
export function useBookingQuote(accountId: number | undefined) {
  return useQuery(
    queryOptions({
      queryKey: quoteKeys.forAccount(accountId),
      queryFn: ({ signal }) => apiGet('/api/consultation-bookings/quote', bookingQuoteSchema, signal),
      staleTime: ONE_MINUTE,
    }),
  );
}

/** One of the visitor's own bookings: back from Checkout, asked until the payment has confirmed it. */
export function useOwnBooking(id: number | null, waitForPayment: boolean) {
  return useQuery({
    queryKey: [...CONSULTING_QUERY_KEY, 'own-booking', id],
    queryFn: ({ signal }) => apiGet(`/api/consultation-bookings/${id}`, bookingSchema, signal),
    enabled: id !== null,
    refetchInterval: (query) => (waitForPayment && query.state.data?.status === 'pending' ? 2_000 : false),
  });
}

/** Back from Checkout without paying: the held time is released at once. */
export const releaseHeldBooking = (id: number) => apiRequest('POST', `/api/consultation-bookings/${id}/release`, z.object({ released: z.boolean() }));
