import { apiGet, availabilitySchema } from '@launchops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { CONSULTING_QUERY_KEY } from '../../../utils/consulting-keys';

// Free times change whenever anyone books: kept briefly, refetched on every change of date and after a conflict.
const AVAILABILITY_STALE_MS = 15_000;

export const availabilityKeys = {
  all: [...CONSULTING_QUERY_KEY, 'availability'] as const,
  day: (consultantId: number, date: string) => [...availabilityKeys.all, consultantId, date] as const,
};

export const availabilityQueryOptions = (consultantId: number, date: string) =>
  queryOptions({
    queryKey: availabilityKeys.day(consultantId, date),
    queryFn: ({ signal }) => apiGet(`/api/consultants/${consultantId}/availability?date=${encodeURIComponent(date)}`, availabilitySchema, signal),
    staleTime: AVAILABILITY_STALE_MS,
  });

/** The day's seven slots for the advisor; idle until a date is chosen. */
export function useAvailability(consultantId: number, date: string | undefined) {
  return useQuery({
    ...availabilityQueryOptions(consultantId, date ?? ''),
    enabled: Boolean(date),
  });
}
