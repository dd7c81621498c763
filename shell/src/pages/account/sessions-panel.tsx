import { type AccountSessionList, accountSessionListSchema, apiGet, apiRequest } from '@launchops/contracts';
import { useAfterAuthChange } from '@launchops/kit/react';
import { Button } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { StyledActions } from '../account-access/account-page-styles';
import { noContent, when } from './account-helpers';
import { StyledCard } from './account-styles';
import { useOutcome } from './use-outcome';

export function Sessions() {
  const afterAuthChange = useAfterAuthChange();
  const sessions = useQuery({ queryKey: ['auth', 'sessions'], queryFn: ({ signal }) => apiGet('/api/auth/sessions', accountSessionListSchema, signal) });
  const outcome = useOutcome();
  const end = (session: AccountSessionList[number]) =>
    outcome.run(async () => {
      await apiRequest('DELETE', `/api/auth/sessions/${session.id}`, noContent);
      await sessions.refetch();
      return 'That device is signed out.';
    });
  const here = () =>
    outcome.run(async () => {
      await apiRequest('POST', '/api/auth/sign-out', noContent, {});
      await afterAuthChange();
      return 'You are signed out on this browser.';
    });
  const everywhere = () =>
    outcome.run(async () => {
      if (!window.confirm('Sign out on every device, this one included? You can sign in again with a code by e-mail.')) return undefined;
      await apiRequest('POST', '/api/auth/sign-out-everywhere', noContent, {});
      await afterAuthChange();
      return 'You are signed out everywhere.';
    });
  return (
    <StyledCard aria-labelledby="account-sessions">
      <h2 id="account-sessions">Where you are signed in</h2>
      <p>Each browser you signed in on. A session ends after 30 days without use.</p>
      {sessions.data && (
        <ul>
          {sessions.data.map((session) => (
            <li key={session.id}>
              <span>
                {session.current ? <strong>This browser</strong> : 'Another browser'}: signed in {when(session.createdAt)}, last used {when(session.lastSeenAt)}
              </span>
              {!session.current && (
                <Button type="button" variant="secondary" onClick={() => void end(session)}>
                  Sign out there
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <StyledActions>
        <Button type="button" variant="secondary" onClick={() => void here()}>
          <LogOut size={16} aria-hidden="true" />
          Sign out
        </Button>
        <Button type="button" variant="outline" onClick={() => void everywhere()}>
          Sign out everywhere
        </Button>
      </StyledActions>
      {outcome.view}
    </StyledCard>
  );
}
