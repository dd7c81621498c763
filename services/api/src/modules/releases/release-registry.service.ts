import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ConflictException,
  ForbiddenException,
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type {
  CanaryInput,
  CreatedReleaseToken,
  CreateReleaseTokenInput,
  LiveReleases,
  PinLink,
  PinLinkInput,
  ReleaseEvent,
  ReleaseInput,
  ReleaseToken,
  RemoteReleases,
  RollbackInput,
} from '@launchops/contracts';
import { RELEASE_PIN_PARAM, signReleasePin } from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { updateReturning } from '../../common/update-returning.js';
import { type CheckedRelease, checkRelease, refusalCause, ReleaseRefused } from './release-checks.js';
import { releaseRollbacks } from '../../common/telemetry/metrics.js';

/** Who is asking: a platform admin (every remote) or a team (its own remote only). */
export interface ReleaseActor {
  admin: boolean;
  remote: string | null;
  label: string;
}

interface StateRow {
  remote: string;
  revision: number;
  live_id: number | null;
  live_version: string | null;
  canary_id: number | null;
  canary_version: string | null;
  canary_percent: number;
}

interface VersionRow {
  id: number;
  version: string;
  manifest_url: string;
  integrity: string;
}

/** A released version of a remote, if there is one. */
async function findVersion(runner: DataSource | EntityManager, remote: string, version: string): Promise<VersionRow | undefined> {
  const [row] = (await runner.query(`SELECT id, version, manifest_url, integrity FROM release_version WHERE remote = $1 AND version = $2`, [
    remote,
    version,
  ])) as VersionRow[];
  return row;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const digest = (value: string) => createHash('sha256').update(value).digest();
const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The release registry. Every change of a remote's live or canary version locks that remote's row in
 * release_state first, so concurrent deploys queue: each sees the one before it, an `expectedLiveVersion`
 * that no longer holds gets 409, and the history has one event per change with the version it replaced.
 */
@Injectable()
export class ReleasesService {
  private readonly logger = new Logger('Releases');
  /**
   * What is live, held in memory: every site server reads it (briefly cached there too). A release, rollback or
   * canary through any replica reaches every replica's copy (ContentChangesService; this one's at once).
   */
  private readonly liveState = new MemoryCache<LiveReleases>(() => this.readLive());

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ContentChangesService) private readonly changes: ContentChangesService,
  ) {
    changes.watch(['release_state', 'release_version'], () => this.liveState.invalidate());
  }

  /** After a change to what is live, committed: this replica's copy now, the others' by their notice. */
  private stateChanged(): void {
    this.changes.changed('release_state');
  }

  /* ---------- tokens ---------- */

  async authenticate(authorization: string | undefined): Promise<ReleaseActor> {
    const given = /^Bearer (\S+)$/.exec(authorization ?? '')?.[1];
    if (!given) throw new UnauthorizedException('Send a release token as "Authorization: Bearer <token>".');
    const admin = this.options.env.RELEASE_ADMIN_TOKEN;
    if (admin && timingSafeEqual(digest(given), digest(admin))) return { admin: true, remote: null, label: 'platform admin (RELEASE_ADMIN_TOKEN)' };
    const [row] = (await this.dataSource.query(`SELECT remote, label FROM release_token WHERE token_hash = $1 AND revoked_at IS NULL`, [
      hashToken(given),
    ])) as Array<{
      remote: string | null;
      label: string;
    }>;
    if (!row) throw new UnauthorizedException('That release token is not valid: it is unknown or has been revoked.');
    return { admin: row.remote === null, remote: row.remote, label: row.label };
  }

  authorize(actor: ReleaseActor, remote: string | null): void {
    if (actor.admin) return;
    if (remote === null) throw new ForbiddenException('Only a platform admin token may do that.');
    if (actor.remote !== remote) throw new ForbiddenException(`This token releases ${actor.remote} only, not ${remote}.`);
  }

  async createToken(actor: ReleaseActor, input: CreateReleaseTokenInput): Promise<CreatedReleaseToken> {
    this.authorize(actor, null);
    const token = `lo_rel_${randomBytes(32).toString('base64url')}`;
    return this.dataSource.transaction(async (m) => {
      const [row] = (await m.query(
        `INSERT INTO release_token (remote, label, token_hash) VALUES ($1, $2, $3) RETURNING id, remote, label, created_at, revoked_at`,
        [input.remote, input.label, hashToken(token)],
      )) as TokenRow[];
      await this.record(m, input.remote ?? '*', 'token-created', null, null, actor, `token ${row!.id} "${input.label}"`);
      return { ...tokenOut(row!), token };
    });
  }

  async listTokens(actor: ReleaseActor): Promise<ReleaseToken[]> {
    this.authorize(actor, null);
    const rows = (await this.dataSource.query(`SELECT id, remote, label, created_at, revoked_at FROM release_token ORDER BY id`)) as TokenRow[];
    return rows.map(tokenOut);
  }

  async revokeToken(actor: ReleaseActor, id: number): Promise<ReleaseToken> {
    this.authorize(actor, null);
    return this.dataSource.transaction(async (m) => {
      const [row] = await updateReturning<TokenRow>(
        m,
        `UPDATE release_token SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING id, remote, label, created_at, revoked_at`,
        [id],
      );
      if (!row) throw new NotFoundException(`There is no release token ${id}.`);
      await this.record(m, row.remote ?? '*', 'token-revoked', null, null, actor, `token ${id} "${row.label}"`);
      return tokenOut(row);
    });
  }

  /* ---------- releases ---------- */

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

  /** Stores a checked build (or finds it, when this very build was released before) and returns its id. */
  private async store(m: EntityManager, remote: string, manifestUrl: string, checked: CheckedRelease, actor: ReleaseActor): Promise<VersionRow> {
    const { info } = checked;
    const existing = await findVersion(m, remote, info.version);
    if (existing) {
      if (existing.manifest_url !== manifestUrl || existing.integrity !== info.entry.integrity) {
        throw new ConflictException(
          `Version ${info.version} of ${remote} was already released from another build (${existing.manifest_url}); give this build a new version.`,
        );
      }
      return existing;
    }
    const [row] = (await m.query(
      `INSERT INTO release_version (remote, version, manifest_url, commit, built_at, contracts_version, shared, integrity, released_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, version, manifest_url, integrity`,
      [remote, info.version, manifestUrl, info.commit, info.builtAt, info.contractsVersion, JSON.stringify(checked.shared), info.entry.integrity, actor.label],
    )) as VersionRow[];
    return row!;
  }

  /** Locks the remote's state row (made on first use) for the rest of the transaction. */
  private async lock(m: EntityManager, remote: string, expectedLiveVersion: string | null | undefined): Promise<StateRow> {
    await m.query(`INSERT INTO release_state (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING`, [remote]);
    // The lock first, alone: once it is ours, a new statement sees what the change before this one committed
    // (a locking read that waited re-reads the locked row only, not the version rows it joins).
    await m.query(`SELECT 1 FROM release_state WHERE remote = $1 FOR UPDATE`, [remote]);
    const [state] = (await m.query(
      `SELECT s.remote, s.revision, s.canary_percent, s.live_version_id AS live_id, l.version AS live_version, s.canary_version_id AS canary_id, c.version AS canary_version
         FROM release_state s
         LEFT JOIN release_version l ON l.id = s.live_version_id
         LEFT JOIN release_version c ON c.id = s.canary_version_id
        WHERE s.remote = $1`,
      [remote],
    )) as StateRow[];
    if (expectedLiveVersion !== undefined && expectedLiveVersion !== state!.live_version) {
      throw new ConflictException(
        `${remote}'s live version is ${state!.live_version ?? 'none'}, not ${expectedLiveVersion ?? 'none'}: another change came first. Look at the status and try again.`,
      );
    }
    return state!;
  }

  private async setState(m: EntityManager, remote: string, live: number | null, canary: number | null, percent: number): Promise<void> {
    await m.query(
      `UPDATE release_state SET live_version_id = $2, canary_version_id = $3, canary_percent = $4, revision = revision + 1, updated_at = now() WHERE remote = $1`,
      [remote, live, canary, percent],
    );
  }

  private async record(
    m: EntityManager,
    remote: string,
    action: ReleaseEvent['action'],
    from: string | null,
    to: string | null,
    actor: ReleaseActor,
    reason: string | null,
  ): Promise<void> {
    await m.query(`INSERT INTO release_event (remote, action, from_version, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)`, [
      remote,
      action,
      from,
      to,
      actor.label,
      reason,
    ]);
  }

  /** Checks a build, stores it and makes it live (ending any canary). */
  async release(actor: ReleaseActor, remote: string, input: ReleaseInput): Promise<RemoteReleases> {
    this.authorize(actor, remote);
    const checked = await this.check(remote, input.manifestUrl);
    await this.dataSource.transaction(async (m) => {
      const state = await this.lock(m, remote, input.expectedLiveVersion);
      const version = await this.store(m, remote, input.manifestUrl, checked, actor);
      if (state.live_id === version.id && state.canary_id === null) return;
      await this.setState(m, remote, version.id, null, 0);
      await this.record(
        m,
        remote,
        'release',
        state.live_version,
        version.version,
        actor,
        state.canary_version ? `ends the canary of ${state.canary_version}` : null,
      );
    });
    this.stateChanged();
    return this.status(remote);
  }

  /** Back to the version released before the live one, or to a named earlier version. */
  async rollback(actor: ReleaseActor, remote: string, input: RollbackInput): Promise<RemoteReleases> {
    this.authorize(actor, remote);
    await this.dataSource.transaction(async (m) => {
      const state = await this.lock(m, remote, input.expectedLiveVersion);
      if (state.live_id === null) throw new ConflictException(`${remote} has no live version to roll back.`);
      const target = input.version
        ? await findVersion(m, remote, input.version)
        : (
            (await m.query(`SELECT id, version FROM release_version WHERE remote = $1 AND id < $2 ORDER BY id DESC LIMIT 1`, [
              remote,
              state.live_id,
            ])) as VersionRow[]
          )[0];
      if (!target) {
        if (input.version) throw new NotFoundException(`${remote} has no released version ${input.version}.`);
        throw new ConflictException(`${remote} has no version released before ${state.live_version} to roll back to.`);
      }
      if (target.id === state.live_id) throw new ConflictException(`${target.version} is already ${remote}'s live version.`);
      await this.setState(m, remote, target.id, null, 0);
      await this.record(
        m,
        remote,
        'rollback',
        state.live_version,
        target.version,
        actor,
        state.canary_version ? `ends the canary of ${state.canary_version}` : null,
      );
    });
    this.stateChanged();
    releaseRollbacks.inc({ remote, trigger: 'manual' });
    return this.status(remote);
  }

  /** Puts a version on canary for `percent` of visitors (0 ends the canary; the live version stays). */
  async canary(actor: ReleaseActor, remote: string, input: CanaryInput): Promise<RemoteReleases> {
    this.authorize(actor, remote);
    const checked = input.manifestUrl ? await this.check(remote, input.manifestUrl) : undefined;
    await this.dataSource.transaction(async (m) => {
      const state = await this.lock(m, remote, input.expectedLiveVersion);
      if (input.percent === 0) {
        if (state.canary_id === null) return;
        await this.setState(m, remote, state.live_id, null, 0);
        await this.record(m, remote, 'canary-end', state.live_version, state.canary_version, actor, null);
        return;
      }
      if (state.live_id === null) throw new ConflictException(`${remote} has no live version yet: release one first, then try another on canary.`);
      let target: VersionRow | undefined;
      if (checked && input.manifestUrl) {
        target = await this.store(m, remote, input.manifestUrl, checked, actor);
        if (input.version && input.version !== target.version)
          throw new UnprocessableEntityException(`That build is version ${target.version}, not ${input.version}.`);
      } else if (input.version) {
        target = await findVersion(m, remote, input.version);
        if (!target) throw new NotFoundException(`${remote} has no released version ${input.version}; give its manifestUrl to release it on canary.`);
      } else {
        throw new UnprocessableEntityException('Name the version (or give the manifestUrl) to put on canary.');
      }
      if (target.id === state.live_id) throw new ConflictException(`${target.version} is ${remote}'s live version already.`);
      await this.setState(m, remote, state.live_id, target.id, input.percent);
      await this.record(m, remote, 'canary', state.live_version, target.version, actor, `${input.percent}% of visitors`);
    });
    this.stateChanged();
    return this.status(remote);
  }

  /** A signed link to the site that shows `version` of the remote to whoever opens it (and only to them). */
  async pinLink(actor: ReleaseActor, remote: string, input: PinLinkInput): Promise<PinLink> {
    this.authorize(actor, remote);
    const secret = this.options.env.RELEASE_PIN_SECRET;
    if (!secret) throw new ForbiddenException('Pin links are switched off: set RELEASE_PIN_SECRET on the API and the site server (the same value).');
    const row = await findVersion(this.dataSource, remote, input.version);
    if (!row) throw new NotFoundException(`${remote} has no released version ${input.version}.`);
    const expiresAt = Date.now() + (input.hours ?? 24) * 3_600_000;
    const pin = await signReleasePin({ remote, version: input.version, manifestUrl: row.manifest_url, expiresAt }, secret);
    const url = new URL('/', this.options.env.SITE_URL);
    url.searchParams.set(RELEASE_PIN_PARAM, pin);
    return { url: url.href, expiresAt: iso(new Date(expiresAt)) };
  }

  /** Ends `version`'s canary of `remote` for the canary watch; false when it is no longer on canary (another process was first). */
  async autoRollback(remote: string, version: string, reason: string): Promise<boolean> {
    const rolledBack = await this.dataSource.transaction(async (m) => {
      const state = await this.lock(m, remote, undefined);
      if (state.canary_version !== version) return false;
      await this.setState(m, remote, state.live_id, null, 0);
      await this.record(m, remote, 'auto-rollback', version, state.live_version, { admin: true, remote: null, label: 'canary watch' }, reason);
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

  private async readLive(): Promise<LiveReleases> {
    const rows = (await this.dataSource.query(
      `SELECT s.remote, s.canary_percent, l.version AS live_version, l.manifest_url AS live_url, c.version AS canary_version, c.manifest_url AS canary_url
         FROM release_state s
         LEFT JOIN release_version l ON l.id = s.live_version_id
         LEFT JOIN release_version c ON c.id = s.canary_version_id`,
    )) as Array<{
      remote: string;
      canary_percent: number;
      live_version: string | null;
      live_url: string | null;
      canary_version: string | null;
      canary_url: string | null;
    }>;
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

  async status(remote: string): Promise<RemoteReleases> {
    const [state] = (await this.dataSource.query(
      `SELECT s.canary_percent, l.version AS live_version, c.version AS canary_version
         FROM release_state s LEFT JOIN release_version l ON l.id = s.live_version_id LEFT JOIN release_version c ON c.id = s.canary_version_id
        WHERE s.remote = $1`,
      [remote],
    )) as Array<{ canary_percent: number; live_version: string | null; canary_version: string | null }>;
    const versions = (await this.dataSource.query(
      `SELECT version, manifest_url, commit, built_at, contracts_version, shared, integrity, released_at, released_by FROM release_version WHERE remote = $1 ORDER BY id DESC`,
      [remote],
    )) as Array<Record<string, string> & { shared: Record<string, string> | string; built_at: Date; released_at: Date }>;
    const history = (await this.dataSource.query(
      `SELECT id, remote, action, from_version, to_version, actor, reason, created_at FROM release_event WHERE remote = $1 ORDER BY id DESC LIMIT 200`,
      [remote],
    )) as Array<{
      id: number;
      remote: string;
      action: ReleaseEvent['action'];
      from_version: string | null;
      to_version: string | null;
      actor: string;
      reason: string | null;
      created_at: Date;
    }>;
    return {
      remote,
      live: state?.live_version ?? null,
      canary: state?.canary_version && state.canary_percent > 0 ? { version: state.canary_version, percent: state.canary_percent } : null,
      versions: versions.map((v) => ({
        version: v.version!,
        manifestUrl: v.manifest_url!,
        commit: v.commit!,
        builtAt: iso(v.built_at),
        contractsVersion: v.contracts_version!,
        shared: typeof v.shared === 'string' ? (JSON.parse(v.shared) as Record<string, string>) : v.shared,
        integrity: v.integrity!,
        releasedAt: iso(v.released_at),
        releasedBy: v.released_by!,
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
}

interface TokenRow {
  id: number;
  remote: string | null;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
}

const tokenOut = (row: TokenRow): ReleaseToken => ({
  id: row.id,
  remote: row.remote,
  label: row.label,
  createdAt: iso(row.created_at),
  revokedAt: row.revoked_at ? iso(row.revoked_at) : null,
});
