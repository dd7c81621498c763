import { releaseOverviewSchema } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { Button } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { call, HttpError } from './platform-api';
import { StyledError, StyledForm, StyledHint, StyledPage } from './platform-styles';
import { RemoteCard } from './remote-card';

/**
 * /platform: the release registry for platform engineers. Each remote's live and canary versions, their error
 * rate and p75 load time over the last hour (with a chart per minute), and the history with a rollback button
 * per earlier version. Behind the admin release token, held in this page's memory only: never in storage or a
 * cookie, where any remote's script on the site's origin could read it.
 */

/** Where versions before this one kept the token; removed if still there. */
const LEGACY_TOKEN_KEY = 'lo-platform-token';
const REFRESH_MS = 30_000;
const EMPTY_TOKEN = 'Enter the admin release token to open the page.';

function TokenForm({ onToken, problem }: { onToken: (token: string) => void; problem?: string }) {
  const id = useId();
  const [value, setValue] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = value.trim();
    setEmpty(token === '');
    if (token) onToken(token);
  };
  const message = empty ? EMPTY_TOKEN : problem;
  return (
    <StyledForm onSubmit={submit} noValidate aria-label="Open the platform page">
      <label htmlFor={id}>Admin release token</label>
      <StyledHint id={`${id}-hint`}>
        For platform admins: the API&apos;s <code>RELEASE_ADMIN_TOKEN</code>, or an admin token made with it (
        <code>npm run release -- token create admin &quot;Your name&quot;</code>). Under <code>npm start</code> it is in{' '}
        <code>services/api/.data/release-admin-token</code>. The page keeps it in memory only: reloading asks again.
      </StyledHint>
      <input
        id={id}
        type="password"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-hint ${id}-problem` : `${id}-hint`}
      />
      {message ? (
        <StyledError id={`${id}-problem`} role="alert">
          {message}
        </StyledError>
      ) : null}
      <div>
        <Button type="submit">Open</Button>
      </div>
    </StyledForm>
  );
}

export function PlatformPage() {
  usePageMeta({ title: 'Platform: releases', description: 'Release management for the LaunchOps platform team.', robots: 'noindex, nofollow' });
  const [token, setToken] = useState('');
  useEffect(() => {
    try {
      sessionStorage.removeItem(LEGACY_TOKEN_KEY);
    } catch {
      // Storage switched off: nothing was kept there either.
    }
  }, []);
  const overview = useQuery({
    queryKey: ['platform-overview', token],
    queryFn: async () => releaseOverviewSchema.parse(await call(token, 'GET', '/overview')),
    enabled: token !== '',
    refetchInterval: REFRESH_MS,
    retry: false,
  });
  const refused = overview.error instanceof HttpError && (overview.error.status === 401 || overview.error.status === 403);
  return (
    <StyledPage>
      <h1>Releases</h1>
      <p>
        Which build of each section visitors get, how those builds behave in browsers, and every change with who made it. Teams release with{' '}
        <code>npm run release</code>; a canary that fails more than its live version is rolled back on its own.
      </p>
      {!token || refused ? (
        <TokenForm onToken={setToken} problem={refused ? overview.error?.message : undefined} />
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
