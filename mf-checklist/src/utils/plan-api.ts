import {
  apiGet,
  apiRequest,
  type CalendarFeedState,
  calendarFeedStateSchema,
  type Plan,
  type PlanRemindersState,
  planRemindersStateSchema,
  planSchema,
  type QuizAnswers,
} from '@launchops/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checklistKeys } from './checklist-keys';

export const planKeys = {
  all: ['checklist', 'plan'] as const,
  plan: () => [...planKeys.all, 'plan'] as const,
  feed: () => [...planKeys.all, 'feed'] as const,
  reminders: () => [...planKeys.all, 'reminders'] as const,
};

export const planQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.plan(),
    queryFn: ({ signal }) => apiGet('/api/plan', planSchema, signal),
    staleTime: 60_000,
  });

export const usePlan = () => useQuery(planQueryOptions());

/**
 * Saves the answers as they stand; `complete` finishes the quiz. The saved plan replaces the cached one, and the
 * visitor's progress is read again: an answer can tick a task (founder stock granted means it was issued).
 */
export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ answers, complete }: { answers: QuizAnswers; complete: boolean }) =>
      apiRequest('PUT', '/api/plan/answers', planSchema, { answers, complete }),
    onSuccess: (plan: Plan) => {
      queryClient.setQueryData(planKeys.plan(), plan);
      void queryClient.invalidateQueries({ queryKey: checklistKeys.progress() });
    },
  });
}

export const feedQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.feed(),
    queryFn: ({ signal }) => apiGet('/api/plan/feed', calendarFeedStateSchema, signal),
    staleTime: 60_000,
  });

export const useFeed = () => useQuery(feedQueryOptions());

/** Creates a new private calendar address (the old one stops working), or stops the current one. */
export function useFeedChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: 'create' | 'revoke') => apiRequest(change === 'create' ? 'POST' : 'DELETE', '/api/plan/feed', calendarFeedStateSchema),
    onSuccess: (state: CalendarFeedState) => queryClient.setQueryData(planKeys.feed(), state),
  });
}

export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: planKeys.reminders(),
    queryFn: ({ signal }) => apiGet('/api/plan/reminders', planRemindersStateSchema, signal),
    staleTime: 60_000,
  });

export const useReminders = () => useQuery(remindersQueryOptions());

/** Asks for e-mail reminders at `email` (a confirmation mail goes first), or stops them (`null`). */
export function useRemindersChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string | null) =>
      email === null
        ? apiRequest('DELETE', '/api/plan/reminders', planRemindersStateSchema)
        : apiRequest('POST', '/api/plan/reminders', planRemindersStateSchema, { email }),
    onSuccess: (state: PlanRemindersState) => queryClient.setQueryData(planKeys.reminders(), state),
  });
}
