import { ConflictException, Inject, Injectable, Logger, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { CanaryInput, LiveReleases, ReleaseEvent, ReleaseInput, RemoteReleases, RollbackInput } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { releaseRollbacks } from '../../common/telemetry/metrics.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { authorize, type ReleaseActor } from './release-actor.js';
import { type CheckedRelease, checkRelease, refusalCause, ReleaseRefused } from './release-checks.js';
import { toLiveReleases, toRemoteReleases } from './releases.mapper.js';
import { type NewEvent, ReleasesRepository, type StateRow, type VersionRow } from './releases.repository.js';

const CANARY_WATCH: ReleaseActor = { admin: true, remote: null, label: 'canary watch' };

/**
 * The release registry. Every change of a remote's live or canary version locks that remote's row in
 * release_state first, so concurrent deploys queue: each sees the one before it, an `expectedLiveVersion`
 * that no longer holds gets 409, and the history has one event per change with the version it replaced.
 */
@Injectable()
export class ReleaseRegistryService {
  private readonly logger = new Logger('Releases');
  /**
   * What is live, held in memory: every site server reads it (briefly cached there too). A release, rollback or
   * canary through any replica reaches every replica's copy (ContentChangesService; this one's at once).
   */
  private readonly liveState = new MemoryCache<LiveReleases>(async () => toLiveReleases(await this.releases.live()));

  constructor(
    @Inject(ReleasesRepository) private readonly releases: ReleasesRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ContentChangesService) private readonly changes: ContentChangesService,
  ) {
    changes.watch(['release_state', 'release_version'], () => this.liveState.invalidate());
  }

  /** After a change to what is live, committed: this replica's copy now, the others' by their notice. */
  private stateChanged(): void {
    this.changes.changed('release_state');
  }

  private async check(remote: string, manifestUrl: string): Promise<CheckedRelease> {
    const env = this.options.env;
    try {
      return await checkRelease(remote, manifestUrl, {
        allowedOrigins: env.RELEASE_ALLOWED_ORIGINS,
        shellManifestUrl: env.SHELL_MANIFEST_URL ?? new URL('/mf-manifest.json', env.SITE_URL).href,
        timeoutMs: env.RELEASE_FETCH_TIMEOUT_MS,
      });
    } catch (error) {
      if (error instanceof ReleaseRefused) {
        this.logger.warn(`release of ${remote} from ${manifestUrl} refused: ${refusalCause(error)}`);
        throw new UnprocessableEntityException(error.message);
      }
      throw error;
    }
  }

  /** Stores a checked build (or finds it, when this very build was released before). */
  private async store(tx: Tx, remote: string, manifestUrl: string, checked: CheckedRelease, actor: ReleaseActor): Promise<VersionRow> {
    const { info } = checked;
    const existing = await this.releases.findVersion(remote, info.version, tx);
    if (existing) {
      if (existing.manifest_url !== manifestUrl || existing.integrity !== info.entry.integrity) {
        throw new ConflictException(
          `Version ${info.version} of ${remote} was already released from another build (${existing.manifest_url}); give this build a new version.`,
        );
      }
      return existing;
    }
    const { version, commit, builtAt, contractsVersion } = info;
    return this.releases.insertVersion(
      { remote, version, manifestUrl, commit, builtAt, contractsVersion, shared: checked.shared, integrity: info.entry.integrity, releasedBy: actor.label },
      tx,
    );
  }

  /** Locks the remote's state row for the rest of the transaction; 409 when `expectedLiveVersion` no longer holds. */
  private async lock(tx: Tx, remote: string, expectedLiveVersion: string | null | undefined): Promise<StateRow> {
    const state = await this.releases.lockState(remote, tx);
    if (expectedLiveVersion !== undefined && expectedLiveVersion !== state.live_version) {
      throw new ConflictException(
        `${remote}'s live version is ${state.live_version ?? 'none'}, not ${expectedLiveVersion ?? 'none'}: another change came first. Look at the status and try again.`,
      );
    }
    return state;
  }

  /** Sets what is live and on canary, and records the change. */
  private async change(tx: Tx, remote: string, next: { live: number | null; canary: number | null; percent: number }, event: Omit<NewEvent, 'remote'>) {
    await this.releases.setState(remote, next.live, next.canary, next.percent, tx);
    await this.releases.recordEvent({ remote, ...event }, tx);
  }

  /** Checks a build, stores it and makes it live (ending any canary). */
  async release(actor: ReleaseActor, remote: string, input: ReleaseInput): Promise<RemoteReleases> {
    authorize(actor, remote);
    const checked = await this.check(remote, input.manifestUrl);
    await this.transactions.run(async (tx) => {
      const state = await this.lock(tx, remote, input.expectedLiveVersion);
      const version = await this.store(tx, remote, input.manifestUrl, checked, actor);
      if (state.live_id === version.id && state.canary_id === null) return;
      const reason = state.canary_version ? `ends the canary of ${state.canary_version}` : null;
      await this.change(tx, remote, { live: version.id, canary: null, percent: 0 }, event('release', state.live_version, version.version, actor, reason));
    });
    this.stateChanged();
    return this.status(remote);
  }

  /** Back to the version released before the live one, or to a named earlier version. */
  async rollback(actor: ReleaseActor, remote: string, input: RollbackInput): Promise<RemoteReleases> {
    authorize(actor, remote);
    await this.transactions.run(async (tx) => {
      const state = await this.lock(tx, remote, input.expectedLiveVersion);
      if (state.live_id === null) throw new ConflictException(`${remote} has no live version to roll back.`);
      const target = input.version
        ? await this.releases.findVersion(remote, input.version, tx)
        : await this.releases.previousVersion(remote, state.live_id, tx);
      if (!target) {
        if (input.version) throw new NotFoundException(`${remote} has no released version ${input.version}.`);
        throw new ConflictException(`${remote} has no version released before ${state.live_version} to roll back to.`);
      }
      if (target.id === state.live_id) throw new ConflictException(`${target.version} is already ${remote}'s live version.`);
      const reason = state.canary_version ? `ends the canary of ${state.canary_version}` : null;
      await this.change(tx, remote, { live: target.id, canary: null, percent: 0 }, event('rollback', state.live_version, target.version, actor, reason));
    });
    this.stateChanged();
    releaseRollbacks.inc({ remote, trigger: 'manual' });
    return this.status(remote);
  }

  /** Puts a version on canary for `percent` of visitors (0 ends the canary; the live version stays). */
  async canary(actor: ReleaseActor, remote: string, input: CanaryInput): Promise<RemoteReleases> {
    authorize(actor, remote);
    const checked = input.manifestUrl ? await this.check(remote, input.manifestUrl) : undefined;
    await this.transactions.run(async (tx) => {
      const state = await this.lock(tx, remote, input.expectedLiveVersion);
      if (input.percent === 0) {
        if (state.canary_id === null) return;
        await this.change(
          tx,
          remote,
          { live: state.live_id, canary: null, percent: 0 },
          event('canary-end', state.live_version, state.canary_version, actor, null),
        );
        return;
      }
      if (state.live_id === null) throw new ConflictException(`${remote} has no live version yet: release one first, then try another on canary.`);
      const target = await this.canaryTarget(tx, remote, input, checked, actor);
      if (target.id === state.live_id) throw new ConflictException(`${target.version} is ${remote}'s live version already.`);
      const next = { live: state.live_id, canary: target.id, percent: input.percent };
      await this.change(tx, remote, next, event('canary', state.live_version, target.version, actor, `${input.percent}% of visitors`));
    });
    this.stateChanged();
    return this.status(remote);
  }

  /** The version a canary names: a new build (checked, then stored) or one released before. */
  private async canaryTarget(tx: Tx, remote: string, input: CanaryInput, checked: CheckedRelease | undefined, actor: ReleaseActor): Promise<VersionRow> {
    if (checked && input.manifestUrl) {
      const target = await this.store(tx, remote, input.manifestUrl, checked, actor);
      if (input.version && input.version !== target.version)
        throw new UnprocessableEntityException(`That build is version ${target.version}, not ${input.version}.`);
      return target;
    }
    if (input.version) {
      const target = await this.releases.findVersion(remote, input.version, tx);
      if (!target) throw new NotFoundException(`${remote} has no released version ${input.version}; give its manifestUrl to release it on canary.`);
      return target;
    }
    throw new UnprocessableEntityException('Name the version (or give the manifestUrl) to put on canary.');
  }

  /** Ends `version`'s canary of `remote` for the canary watch; false when it is no longer on canary (another process was first). */
  async autoRollback(remote: string, version: string, reason: string): Promise<boolean> {
    const rolledBack = await this.transactions.run(async (tx) => {
      const state = await this.lock(tx, remote, undefined);
      if (state.canary_version !== version) return false;
      await this.change(
        tx,
        remote,
        { live: state.live_id, canary: null, percent: 0 },
        event('auto-rollback', version, state.live_version, CANARY_WATCH, reason),
      );
      return true;
    });
    if (rolledBack) {
      this.stateChanged();
      releaseRollbacks.inc({ remote, trigger: 'auto' });
    }
    return rolledBack;
  }

  /** What the site loads: every remote's live and canary builds. */
  live(): Promise<LiveReleases> {
    return this.liveState.get();
  }

  async status(remote: string): Promise<RemoteReleases> {
    const state = await this.releases.state(remote);
    const versions = await this.releases.versions(remote);
    const history = await this.releases.history(remote);
    return toRemoteReleases(remote, state, versions, history);
  }
}

const event = (
  action: ReleaseEvent['action'],
  from: string | null,
  to: string | null,
  actor: ReleaseActor,
  reason: string | null,
): Omit<NewEvent, 'remote'> => ({
  action,
  from,
  to,
  actor: actor.label,
  reason,
});
