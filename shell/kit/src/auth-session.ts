import { type Account, type AuthSession, SIGNED_IN_COOKIE } from '@launchops/contracts';
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

/** Whether this browser holds a session, from the hint the API sets and clears with the session cookie. */
function holdsSession(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}

/** Nobody: the answer for a browser without a session, known without asking. */
const ANONYMOUS: AuthSession = { account: null };

/**
 * Who is signed in on this browser, for any slice (`@launchops/kit/react`). The session cookie is httpOnly, so
 * pages never read it: a browser that holds one (the API's readable hint says so) asks the API, once, and every
 * slice shares the answer; an anonymous browser asks nothing.
 */
export function useAuthSession(): AuthState {
  const query = useQuery({
    queryKey: AUTH_SESSION_QUERY_KEY,
    queryFn: async ({ signal }) => {
      if (!holdsSession()) return ANONYMOUS;
      const { readAuthSession } = await import('./auth-session-read.js');
      return readAuthSession(signal);
    },
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
