import { releaseOverviewSchema } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { Button } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { call, HttpError } from './platform-api';
import { StyledError, StyledForm, StyledPage } from './platform-styles';
import { RemoteCard } from './remote-card';

/**
 * /platform: the release registry for platform engineers. Each remote's live and canary versions, their error
 * rate and p75 load time over the last hour (with a chart per minute), and the history with a rollback button
 * per earlier version. Behind the admin release token, kept for this browser tab only.
 */

const TOKEN_KEY = 'lo-platform-token';
const REFRESH_MS = 30_000;

function TokenForm({ onToken, problem }: { onToken: (token: string) => void; problem?: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim()) onToken(value.trim());
  };
  return (
    <StyledForm onSubmit={submit} aria-label="Open the platform page">
      <label htmlFor={id}>Admin release token</label>
      <input id={id} type="password" autoComplete="off" value={value} onChange={(e) => setValue(e.target.value)} required />
      {problem ? <StyledError role="alert">{problem}</StyledError> : null}
      <div>
        <Button type="submit">Open</Button>
      </div>
    </StyledForm>
  );
}

export function PlatformPage() {
  usePageMeta({ title: 'Platform: releases', description: 'Release management for the LaunchOps platform team.', robots: 'noindex, nofollow' });
  const [token, setToken] = useState(() => sessionStorage.getItem(TOKEN_KEY) ?? '');
  const overview = useQuery({
    queryKey: ['platform-overview', token],
    queryFn: async () => releaseOverviewSchema.parse(await call(token, 'GET', '/overview')),
    enabled: token !== '',
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const useToken = (value: string) => {
    sessionStorage.setItem(TOKEN_KEY, value);
    setToken(value);
  };
  const refused = overview.error instanceof HttpError && (overview.error.status === 401 || overview.error.status === 403);
  return (
    <StyledPage>
      <h1>Releases</h1>
      <p>
        Which build of each section visitors get, how those builds behave in browsers, and every change with who made it. Teams release with{' '}
        <code>npm run release</code>; a canary that fails more than its live version is rolled back on its own.
      </p>
      {!token || refused ? (
        <TokenForm onToken={useToken} problem={refused ? overview.error?.message : undefined} />
      ) : overview.isPending ? (
        <p role="status">Loading the release registry…</p>
      ) : overview.error ? (
        <StyledError role="alert">{overview.error.message}</StyledError>
      ) : overview.data.remotes.length === 0 ? (
        <p>Nothing has been released through the registry yet: the site serves its own remotes config.</p>
      ) : (
        overview.data.remotes.map((remote) => <RemoteCard key={remote.remote} remote={remote} token={token} />)
      )}
    </StyledPage>
  );
}
