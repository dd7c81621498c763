import { LOAD_TIME_BUCKETS_MS, type LiveReleases, type ReleaseToken, type RemoteReleases, type VersionStats } from '@launchops/contracts';
import type { SignalMinuteRow, SignalTotalsRow } from './release-signals.repository.js';
import type { EventRow, LiveRow, StatusRow, TokenRow, VersionDetailRow } from './releases.repository.js';

const iso = (value: Date | string) => new Date(value).toISOString();
const BUCKETS = LOAD_TIME_BUCKETS_MS.length + 1;

export function toReleaseToken(row: TokenRow): ReleaseToken {
  return {
    id: row.id,
    remote: row.remote,
    label: row.label,
    createdAt: iso(row.created_at),
    revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
  };
}

export function toLiveReleases(rows: readonly LiveRow[]): LiveReleases {
  return {
    remotes: Object.fromEntries(
      rows.map((row) => [
        row.remote,
        {
          live: row.live_version && row.live_url ? { version: row.live_version, manifestUrl: row.live_url } : null,
          canary:
            row.canary_version && row.canary_url && row.canary_percent > 0
              ? { version: row.canary_version, manifestUrl: row.canary_url, percent: row.canary_percent }
              : null,
        },
      ]),
    ),
  };
}

export function toRemoteReleases(
  remote: string,
  state: StatusRow | undefined,
  versions: readonly VersionDetailRow[],
  history: readonly EventRow[],
): RemoteReleases {
  return {
    remote,
    live: state?.live_version ?? null,
    canary: state?.canary_version && state.canary_percent > 0 ? { version: state.canary_version, percent: state.canary_percent } : null,
    versions: versions.map((v) => ({
      version: v.version,
      manifestUrl: v.manifest_url,
      commit: v.commit,
      builtAt: iso(v.built_at),
      contractsVersion: v.contracts_version,
      shared: typeof v.shared === 'string' ? (JSON.parse(v.shared) as Record<string, string>) : v.shared,
      integrity: v.integrity,
      releasedAt: iso(v.released_at),
      releasedBy: v.released_by,
    })),
    history: history.map((e) => ({
      id: e.id,
      remote: e.remote,
      action: e.action,
      fromVersion: e.from_version,
      toVersion: e.to_version,
      actor: e.actor,
      reason: e.reason,
      at: iso(e.created_at),
    })),
  };
}

/** The 75th percentile of a histogram, as its bucket's upper bound (the open last bucket: its lower bound). */
export function p75(histogram: readonly number[]): number | null {
  const total = histogram.reduce((sum, n) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (let i = 0; i < histogram.length; i += 1) {
    seen += histogram[i] ?? 0;
    if (seen >= total * 0.75) return LOAD_TIME_BUCKETS_MS[i] ?? LOAD_TIME_BUCKETS_MS[LOAD_TIME_BUCKETS_MS.length - 1]!;
  }
  return null;
}

export function toVersionStats(row: SignalTotalsRow): VersionStats {
  const histogram = Array<number>(BUCKETS).fill(0);
  for (const text of row.histograms) text.split(',').forEach((n, i) => (histogram[i] = (histogram[i] ?? 0) + Number(n)));
  const failures = row.load_errors + row.render_errors;
  // A render error follows a load, but the two may land in different minutes or processes: never above 100 %.
  const attempts = Math.max(row.loads + row.load_errors, failures);
  return { version: row.version, loads: row.loads, failures, errorRate: attempts > 0 ? failures / attempts : null, p75Ms: p75(histogram) };
}

export interface SignalMinute {
  minute: string;
  version: string;
  loads: number;
  failures: number;
}

export function toSignalMinute(row: SignalMinuteRow): SignalMinute {
  return { minute: new Date(row.minute).toISOString(), version: row.version, loads: row.loads, failures: Number(row.failures) };
}
