import {
  advisorSessionListSchema,
  ApiRequestError,
  advisorSessionSchema,
  apiGet,
  apiRequest,
  type DayOff,
  dayOffListSchema,
  type SessionOutcome,
} from '@launchops/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { availabilityKeys } from './get-availability';
import { CONSULTING_QUERY_KEY } from '../../../utils/consulting-keys';

/** The advisor's console (only an account with the advisor role gets answers: 401 signed out, 403 another account). */
export const advisorConsoleKeys = {
  all: [...CONSULTING_QUERY_KEY, 'advisor-console'] as const,
  sessions: () => [...advisorConsoleKeys.all, 'sessions'] as const,
  daysOff: (consultantId: number) => [...advisorConsoleKeys.all, 'days-off', consultantId] as const,
};

/** A refusal (signed out, not the advisor) is an answer, not a hiccup: never retried. */
const noRetryOnRefusal = (count: number, error: unknown) => count < 2 && !(error instanceof ApiRequestError && (error.status === 401 || error.status === 403));

export const advisorSessionsQueryOptions = () =>
  queryOptions({
    queryKey: advisorConsoleKeys.sessions(),
    queryFn: ({ signal }) => apiGet('/api/advisor/sessions', advisorSessionListSchema, signal),
    staleTime: 0,
    retry: noRetryOnRefusal,
  });

export const useAdvisorSessions = () => useQuery(advisorSessionsQueryOptions());

export const advisorDaysOffQueryOptions = (consultantId: number) =>
  queryOptions({
    queryKey: advisorConsoleKeys.daysOff(consultantId),
    queryFn: ({ signal }) => apiGet(`/api/advisor/consultants/${consultantId}/days-off`, dayOffListSchema, signal),
    staleTime: 0,
    retry: noRetryOnRefusal,
  });

export const useAdvisorDaysOff = (consultantId: number | undefined) =>
  useQuery({ ...advisorDaysOffQueryOptions(consultantId ?? 0), enabled: consultantId !== undefined });

export function useMarkOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: number; outcome: SessionOutcome }) =>
      apiRequest('POST', `/api/advisor/sessions/${id}/outcome`, advisorSessionSchema, { outcome }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: advisorConsoleKeys.sessions() }),
  });
}

/** Adds (or renames) a day off, or removes one; the booking page's free times are asked for again. */
export function useChangeDayOff(consultantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ day, reason }: { day: string; reason?: string }): Promise<DayOff[]> =>
      reason === undefined
        ? apiRequest('DELETE', `/api/advisor/consultants/${consultantId}/days-off/${day}`, dayOffListSchema)
        : apiRequest('PUT', `/api/advisor/consultants/${consultantId}/days-off/${day}`, dayOffListSchema, { reason }),
    onSuccess: (list) => {
      queryClient.setQueryData(advisorConsoleKeys.daysOff(consultantId), list);
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.all });
    },
  });
}
