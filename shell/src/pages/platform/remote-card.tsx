import type { ReleaseOverview } from '@launchops/contracts';
import { Button } from '@launchops/kit/styles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ErrorRateChart } from './error-rate-chart';
import { call } from './platform-api';
import { StyledCard, StyledError, StyledFacts, StyledTableScroll } from './platform-styles';

type RemoteOverview = ReleaseOverview['remotes'][number];

const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 1000) / 10}%`);
const ms = (value: number | null) => (value === null ? '–' : value >= 1000 ? `${value / 1000} s` : `${value} ms`);
const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Each version's loads, failures, error rate and p75 load time in the last hour. */
function StatsTable({ remote, stats }: { remote: RemoteOverview; stats: RemoteOverview['stats'] }) {
  return (
    <StyledTableScroll>
      <table>
        <caption className="lo-visually-hidden">Loads, failures, error rate and p75 load time of each version of {remote.remote} in the last hour</caption>
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
          {stats.map((s) => (
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
  );
}

/** Every change to the remote, newest first. */
function HistoryTable({ remote }: { remote: RemoteOverview }) {
  return (
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
  );
}

export function RemoteCard({ remote, token }: { remote: RemoteOverview; token: string }) {
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
          <StatsTable remote={remote} stats={shownStats} />
          <ErrorRateChart series={remote.series} versions={versions} title={`Error rate per minute of ${remote.remote}`} />
        </>
      )}

      <h3>History</h3>
      {remote.history.length === 0 ? <p>Nothing has been released yet.</p> : <HistoryTable remote={remote} />}
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
