import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LOAD_TIME_BUCKETS_MS, type ReleaseSignalSum, type VersionStats } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { remoteLoadFailures, remoteLoads } from '../../common/telemetry/metrics.js';
import { ReleasesService } from './releases.service.js';

const BUCKETS = LOAD_TIME_BUCKETS_MS.length + 1;

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

/**
 * The browsers' reports of each remote version, and the canary watch. The site server takes the beacons, sums
 * them per remote, version and minute, and sends the sums every few seconds; each is one additive upsert here,
 * so several site servers and API replicas add up rather than overwrite.
 */
@Injectable()
export class ReleaseSignalsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReleaseSignals');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
    @Inject(ReleasesService) private readonly releases: ReleasesService,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.options.env.RELEASE_WATCH_MS;
    this.jobs.schedule({
      name: 'release-canary-watch',
      periodMs: every,
      checkEveryMs: every,
      firstCheckAfterMs: Math.min(every, 5_000),
      run: () => this.watchCanaries(),
    });
  }

  /**
   * Adds the site server's sums, all or none; only those of a version live or on canary now (the site server keeps
   * to those too): a made-up version, or one already replaced, never reaches the canary watch or the overview.
   */
  async add(sums: readonly ReleaseSignalSum[]): Promise<void> {
    const live = await this.releases.live();
    const current = sums.filter((s) => {
      const entry = live.remotes[s.remote];
      return entry?.live?.version === s.version || entry?.canary?.version === s.version;
    });
    if (current.length === 0) return;
    await this.dataSource.transaction(async (m) => {
      for (const s of current) {
        await m.query(
          `INSERT INTO release_signal (remote, version, minute, loads, load_errors, render_errors, load_ms)
           VALUES ($1, $2, $3, $4, $5, $6, $7::integer[])
           ON CONFLICT (remote, version, minute) DO UPDATE SET
             loads = release_signal.loads + excluded.loads,
             load_errors = release_signal.load_errors + excluded.load_errors,
             render_errors = release_signal.render_errors + excluded.render_errors,
             load_ms = (SELECT array_agg(coalesce(a, 0) + coalesce(b, 0) ORDER BY i)
                          FROM unnest(release_signal.load_ms, excluded.load_ms) WITH ORDINALITY AS t(a, b, i))`,
          [s.remote, s.version, s.minute, s.loads, s.loadErrors, s.renderErrors, s.loadMs],
        );
      }
    });
    // Counted once stored (a refused batch counts nothing); the site server counts the same beacons on its side.
    for (const s of current) {
      remoteLoads.inc({ remote: s.remote, version: s.version }, s.loads);
      if (s.loadErrors) remoteLoadFailures.inc({ remote: s.remote, version: s.version, kind: 'load' }, s.loadErrors);
      if (s.renderErrors) remoteLoadFailures.inc({ remote: s.remote, version: s.version, kind: 'render' }, s.renderErrors);
    }
  }

  /** Loads, failures, error rate and p75 load time of each version of `remote` since `since`. */
  async stats(remote: string, since: Date): Promise<VersionStats[]> {
    const rows = (await this.dataSource.query(
      `SELECT version, sum(loads)::int AS loads, sum(load_errors)::int AS load_errors, sum(render_errors)::int AS render_errors,
              array_agg(load_ms) AS histograms
         FROM (SELECT version, loads, load_errors, render_errors, array_to_string(load_ms, ',') AS load_ms FROM release_signal WHERE remote = $1 AND minute >= $2) s
        GROUP BY version`,
      [remote, since.toISOString()],
    )) as Array<{ version: string; loads: number; load_errors: number; render_errors: number; histograms: string[] }>;
    return rows.map((row) => {
      const histogram = Array<number>(BUCKETS).fill(0);
      for (const text of row.histograms) text.split(',').forEach((n, i) => (histogram[i] = (histogram[i] ?? 0) + Number(n)));
      const failures = row.load_errors + row.render_errors;
      // A render error follows a load, but the two may land in different minutes or processes: never above 100 %.
      const attempts = Math.max(row.loads + row.load_errors, failures);
      return { version: row.version, loads: row.loads, failures, errorRate: attempts > 0 ? failures / attempts : null, p75Ms: p75(histogram) };
    });
  }

  /** Per minute since `since`: loads and failures of each version of `remote`. */
  async series(remote: string, since: Date): Promise<Array<{ minute: string; version: string; loads: number; failures: number }>> {
    const rows = (await this.dataSource.query(
      `SELECT minute, version, loads, load_errors + render_errors AS failures FROM release_signal WHERE remote = $1 AND minute >= $2 ORDER BY minute, version`,
      [remote, since.toISOString()],
    )) as Array<{ minute: Date; version: string; loads: number; failures: number }>;
    return rows.map((row) => ({ minute: new Date(row.minute).toISOString(), version: row.version, loads: row.loads, failures: Number(row.failures) }));
  }

  /**
   * Rolls back every canary whose failure rate over the window exceeds its live version's by more than the
   * margin, once it has enough loads to judge. Runs once per period across all processes (a scheduled job).
   */
  async watchCanaries(): Promise<void> {
    const env = this.options.env;
    const since = new Date(Date.now() - env.RELEASE_CANARY_WINDOW_MS);
    const live = await this.releases.live();
    for (const [remote, entry] of Object.entries(live.remotes)) {
      if (!entry.canary || !entry.live) continue;
      const stats = await this.stats(remote, since);
      const canary = stats.find((s) => s.version === entry.canary!.version);
      const current = stats.find((s) => s.version === entry.live!.version);
      if (!canary || canary.errorRate === null || Math.max(canary.loads, canary.failures) < env.RELEASE_CANARY_MIN_LOADS) continue;
      const liveRate = current?.errorRate ?? 0;
      if (canary.errorRate <= liveRate + env.RELEASE_CANARY_MARGIN) continue;
      const minutes = Math.round(env.RELEASE_CANARY_WINDOW_MS / 60_000);
      const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
      const reason =
        `canary ${canary.version}: ${canary.failures} failures in ${canary.loads} loads (${percent(canary.errorRate)}) over the last ${minutes} min; ` +
        `live ${entry.live.version}: ${current?.failures ?? 0} in ${current?.loads ?? 0} (${percent(liveRate)}); margin ${percent(env.RELEASE_CANARY_MARGIN)}`;
      if (await this.releases.autoRollback(remote, canary.version, reason)) this.logger.warn(`${remote}: ${reason}; canary ended`);
    }
  }
}
