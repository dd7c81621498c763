import { type AuthSession, apiGet, authSessionSchema } from '@launchops/contracts';

/**
 * Asks the API who is signed in, and validates the answer: loaded by auth-session.ts only when the browser holds
 * a session, so an anonymous page downloads neither this request code nor zod.
 */
export function readAuthSession(signal?: AbortSignal): Promise<AuthSession> {
  return apiGet('/api/auth/session', authSessionSchema, signal);
}
