import styled from '@emotion/styled';
import { type ReleaseOverview, releaseOverviewSchema } from '@launchops/contracts';
import { usePageMeta } from '@launchops/kit/react';
import { Button, cardCss, noticeCss, pageCss } from '@launchops/kit/styles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { ErrorRateChart } from './error-rate-chart';

/**
 * /platform: the release registry for platform engineers. Each remote's live and canary versions, their error
 * rate and p75 load time over the last hour (with a chart per minute), and the history with a rollback button
 * per earlier version. Behind the admin release token, kept for this browser tab only.
 */

const TOKEN_KEY = 'lo-platform-token';
const REFRESH_MS = 30_000;

type RemoteOverview = ReleaseOverview['remotes'][number];

class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call(token: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`/api/releases${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json().catch(() => undefined)) as { message?: unknown } | undefined;
  if (!response.ok) throw new HttpError(response.status, typeof json?.message === 'string' ? json.message : `The API answered ${response.status}.`);
  return json;
}

const StyledPage = styled.div`
  ${pageCss};
  display: grid;
  gap: 24px;
  h1 {
    margin: 0;
    font-size: clamp(1.6rem, 4vw, 2.2rem);
  }
  > p {
    margin: 0;
    color: var(--lo-fg-muted);
    max-width: 760px;
  }
`;

const StyledCard = styled.section`
  ${cardCss};
  display: grid;
  gap: 16px;
  h2 {
    margin: 0;
    font-size: 1.3rem;
  }
  h3 {
    margin: 8px 0 0;
    font-size: 1rem;
  }
`;

const StyledForm = styled.form`
  ${cardCss};
  display: grid;
  gap: 12px;
  max-width: 520px;
  label {
    font-weight: 600;
  }
  input {
    min-height: 44px;
    padding: 8px 12px;
    border: 1px solid var(--lo-border);
    border-radius: 10px;
    font: inherit;
    background: var(--lo-surface);
    color: var(--lo-fg);
  }
`;

const StyledFacts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 20px;
  margin: 0;
  strong {
    font-weight: 650;
  }
`;

const StyledTableScroll = styled.div`
  overflow-x: auto;
  table {
    border-collapse: collapse;
    width: 100%;
    font-size: 0.95rem;
  }
  th,
  td {
    text-align: left;
    padding: 8px 10px;
    border-bottom: 1px solid var(--lo-border);
    white-space: nowrap;
  }
  th {
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--lo-fg-muted);
  }
  td.reason {
    white-space: normal;
    min-width: 240px;
  }
`;

const StyledError = styled.p`
  ${noticeCss('danger')};
`;

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`);
const ms = (value: number | null) => (value === null ? '–' : value >= 1000 ? `${value / 1000} s` : `${value} ms`);
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function RemoteCard({ remote, token }: { remote: RemoteOverview; token: string }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: ({ path, body }: { path: string; body: unknown }) => call(token, 'POST', `/${remote.remote}${path}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['platform-overview'] }),
  });
  const versions = [remote.live, remote.canary?.version].filter((v): v is string => !!v);
  const shownStats = [...remote.stats].sort((a, b) => versions.indexOf(b.version) - versions.indexOf(a.version));
  return (
    <StyledCard aria-labelledby={`remote-${remote.remote}`} data-testid={`platform-${remote.remote}`}>
      <h2 id={`remote-${remote.remote}`}>{remote.remote}</h2>
      <StyledFacts>
        <span>
          Live: <strong>{remote.live ?? 'none (the site config applies)'}</strong>
        </span>
        <span>
          Canary: <strong>{remote.canary ? `${remote.canary.version} for ${remote.canary.percent}% of visitors` : 'none'}</strong>
        </span>
      </StyledFacts>
      {remote.canary ? (
        <div>
          <Button
            type="button"
            variant="secondary"
            disabled={change.isPending}
            onClick={() => change.mutate({ path: '/canary', body: { percent: 0, expectedLiveVersion: remote.live } })}
          >
            End the canary of {remote.canary.version}
          </Button>
        </div>
      ) : null}
      {change.error ? <StyledError role="alert">{change.error.message}</StyledError> : null}

      <h3>The last hour</h3>
      {shownStats.length === 0 ? (
        <p>No browser has reported this remote in the last hour.</p>
      ) : (
        <>
          <StyledTableScroll>
            <table>
              <caption className="lo-visually-hidden">
                Loads, failures, error rate and p75 load time of each version of {remote.remote} in the last hour
              </caption>
              <thead>
                <tr>
                  <th scope="col">Version</th>
                  <th scope="col">Loads</th>
                  <th scope="col">Failures</th>
                  <th scope="col">Error rate</th>
                  <th scope="col">p75 load</th>
                </tr>
              </thead>
              <tbody>
                {shownStats.map((s) => (
                  <tr key={s.version}>
                    <th scope="row">
                      {s.version}
                      {s.version === remote.live ? ' (live)' : s.version === remote.canary?.version ? ' (canary)' : ''}
                    </th>
                    <td>{s.loads}</td>
                    <td>{s.failures}</td>
                    <td>{percent(s.errorRate)}</td>
                    <td>{ms(s.p75Ms)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StyledTableScroll>
          <ErrorRateChart series={remote.series} versions={versions} title={`Error rate per minute of ${remote.remote}`} />
        </>
      )}

      <h3>History</h3>
      {remote.history.length === 0 ? (
        <p>Nothing has been released yet.</p>
      ) : (
        <StyledTableScroll>
          <table>
            <caption className="lo-visually-hidden">Changes to {remote.remote}, newest first</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">What</th>
                <th scope="col">Versions</th>
                <th scope="col">By</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {remote.history.map((e) => (
                <tr key={e.id} data-action={e.action}>
                  <td>{when(e.at)}</td>
                  <td>{e.action}</td>
                  <td>
                    {e.fromVersion ?? '–'} → {e.toVersion ?? '–'}
                  </td>
                  <td>{e.actor}</td>
                  <td className="reason">{e.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </StyledTableScroll>
      )}
      {remote.versions.filter((v) => v !== remote.live).length > 0 && remote.live ? (
        <>
          <h3>Roll back</h3>
          <StyledFacts>
            {remote.versions
              .filter((v) => v !== remote.live)
              .slice(0, 5)
              .map((version) => (
                <Button
                  key={version}
                  type="button"
                  variant="secondary"
                  disabled={change.isPending}
                  onClick={() => change.mutate({ path: '/rollback', body: { version, expectedLiveVersion: remote.live } })}
                >
                  Make {version} live
                </Button>
              ))}
          </StyledFacts>
        </>
      ) : null}
    </StyledCard>
  );
}

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
