import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { ReleaseSignalSum, VersionStats } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { remoteLoadFailures, remoteLoads } from '../../common/telemetry/metrics.js';
import { Transactions } from '../../database/sql-repository.js';
import { ReleaseRegistryService } from './release-registry.service.js';
import { type SignalMinute, toSignalMinute, toVersionStats } from './releases.mapper.js';
import { ReleaseSignalsRepository } from './release-signals.repository.js';

/**
 * The browsers' reports of each remote version, and the canary watch. The site server takes the beacons, sums
 * them per remote, version and minute, and sends the sums every few seconds; each is one additive upsert here,
 * so several site servers and API replicas add up rather than overwrite.
 */
@Injectable()
export class ReleaseSignalsService implements OnApplicationBootstrap {
  private readonly logger = new Logger('ReleaseSignals');

  constructor(
    @Inject(ReleaseSignalsRepository) private readonly signals: ReleaseSignalsRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
    @Inject(ReleaseRegistryService) private readonly releases: ReleaseRegistryService,
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
    await this.transactions.run(async (tx) => {
      for (const s of current) await this.signals.addSum(s, tx);
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
    return (await this.signals.totals(remote, since)).map(toVersionStats);
  }

  /** Per minute since `since`: loads and failures of each version of `remote`. */
  async series(remote: string, since: Date): Promise<SignalMinute[]> {
    return (await this.signals.minutes(remote, since)).map(toSignalMinute);
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
      const enough = (s: VersionStats | undefined) => s !== undefined && Math.max(s.loads, s.failures) >= env.RELEASE_CANARY_MIN_LOADS;
      if (!canary || canary.errorRate === null || !enough(canary)) continue;
      // A live rate from fewer loads than a canary needs says nothing (one aborted load of two would be 50 %, and
      // would shield a canary that fails every time): the canary is then held to a clean record.
      const liveRate = enough(current) ? (current?.errorRate ?? 0) : 0;
      if (canary.errorRate <= liveRate + env.RELEASE_CANARY_MARGIN) continue;
      const minutes = Math.round(env.RELEASE_CANARY_WINDOW_MS / 60_000);
      const percent = (rate: number) => `${Math.round(rate * 1000) / 10}%`;
      const liveFigures = `${current?.failures ?? 0} in ${current?.loads ?? 0}`;
      const reason =
        `canary ${canary.version}: ${canary.failures} failures in ${canary.loads} loads (${percent(canary.errorRate)}) over the last ${minutes} min; ` +
        `live ${entry.live.version}: ${liveFigures} (${enough(current) ? percent(liveRate) : 'too few loads to compare, taken as 0%'}); ` +
        `margin ${percent(env.RELEASE_CANARY_MARGIN)}`;
      if (await this.releases.autoRollback(remote, canary.version, reason)) this.logger.warn(`${remote}: ${reason}; canary ended`);
    }
  }
}
