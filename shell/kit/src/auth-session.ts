import { type Account, apiGet, authSessionSchema } from '@launchops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** One query for the whole site: the shell's header and every remote read the same cached answer. */
export const AUTH_SESSION_QUERY_KEY = ['auth', 'session'] as const;

export interface AuthState {
  /** The signed-in account; null when this browser is anonymous; undefined until known. */
  account: Account | null | undefined;
  /** Whether the first answer is still on its way. */
  loading: boolean;
}

/**
 * Who is signed in on this browser, for any slice (`@launchops/kit/react`). The session cookie is httpOnly, so
 * pages never read it: they ask the API, once, and share the answer.
 */
export function useAuthSession(): AuthState {
  const query = useQuery({
    queryKey: AUTH_SESSION_QUERY_KEY,
    queryFn: ({ signal }) => apiGet('/api/auth/session', authSessionSchema, signal),
    staleTime: 60_000,
  });
  return { account: query.data ? query.data.account : query.isError ? null : undefined, loading: query.isPending };
}

/**
 * After signing in or out the browser is another visitor (its visitor cookie changes), so every cached answer
 * (progress, plan, bookings, chat) is refetched, in the shell and in every remote.
 */
export function useAfterAuthChange(): () => Promise<void> {
  const client = useQueryClient();
  return useCallback(() => client.invalidateQueries(), [client]);
}
