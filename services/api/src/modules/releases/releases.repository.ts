import { Injectable } from '@nestjs/common';
import type { ReleaseEvent } from '@launchops/contracts';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

/** A remote's row of release_state with the versions it names, as the registry reads it under its lock. */
export interface StateRow {
  remote: string;
  revision: number;
  live_id: number | null;
  live_version: string | null;
  canary_id: number | null;
  canary_version: string | null;
  canary_percent: number;
}

export interface VersionRow {
  id: number;
  version: string;
  manifest_url: string;
  integrity: string;
}

export interface TokenRow {
  id: number;
  remote: string | null;
  label: string;
  created_at: Date;
  revoked_at: Date | null;
}

export interface LiveRow {
  remote: string;
  canary_percent: number;
  live_version: string | null;
  live_url: string | null;
  canary_version: string | null;
  canary_url: string | null;
}

export interface StatusRow {
  canary_percent: number;
  live_version: string | null;
  canary_version: string | null;
}

export interface VersionDetailRow {
  version: string;
  manifest_url: string;
  commit: string;
  built_at: Date;
  contracts_version: string;
  shared: Record<string, string> | string;
  integrity: string;
  released_at: Date;
  released_by: string;
}

export interface EventRow {
  id: number;
  remote: string;
  action: ReleaseEvent['action'];
  from_version: string | null;
  to_version: string | null;
  actor: string;
  reason: string | null;
  created_at: Date;
}

/** What a newly stored build records (the release checks' findings). */
export interface NewVersion {
  remote: string;
  version: string;
  manifestUrl: string;
  commit: string;
  builtAt: string;
  contractsVersion: string;
  shared: Record<string, string>;
  integrity: string;
  releasedBy: string;
}

/** An entry of release_event: one per change of a remote's live or canary version, or of a token. */
export interface NewEvent {
  remote: string;
  action: ReleaseEvent['action'];
  from: string | null;
  to: string | null;
  actor: string;
  reason: string | null;
}

const TOKEN_COLUMNS = 'id, remote, label, created_at, revoked_at';

/** The release registry's and its tokens' SQL: release_token, release_version, release_state and release_event. */
@Injectable()
export class ReleasesRepository extends SqlRepository {
  /* ---------- tokens ---------- */

  tokenByHash(tokenHash: string): Promise<{ remote: string | null; label: string } | undefined> {
    return this.one(`SELECT remote, label FROM release_token WHERE token_hash = $1 AND revoked_at IS NULL`, [tokenHash]);
  }

  async insertToken(remote: string | null, label: string, tokenHash: string, tx: Tx): Promise<TokenRow> {
    const row = await this.one<TokenRow>(
      `INSERT INTO release_token (remote, label, token_hash) VALUES ($1, $2, $3) RETURNING ${TOKEN_COLUMNS}`,
      [remote, label, tokenHash],
      tx,
    );
    return row!;
  }

  tokens(): Promise<TokenRow[]> {
    return this.query<TokenRow>(`SELECT ${TOKEN_COLUMNS} FROM release_token ORDER BY id`);
  }

  /** Revokes a token (once: a second call keeps the first time); undefined when there is no such token. */
  revokeToken(id: number, tx: Tx): Promise<TokenRow | undefined> {
    return this.one<TokenRow>(`UPDATE release_token SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1 RETURNING ${TOKEN_COLUMNS}`, [id], tx);
  }

  /* ---------- versions and state ---------- */

  /** A released version of a remote, if there is one. */
  findVersion(remote: string, version: string, tx?: Tx): Promise<VersionRow | undefined> {
    return this.one<VersionRow>(`SELECT id, version, manifest_url, integrity FROM release_version WHERE remote = $1 AND version = $2`, [remote, version], tx);
  }

  /** The version of `remote` released just before the one with id `beforeId`. */
  previousVersion(remote: string, beforeId: number, tx: Tx): Promise<VersionRow | undefined> {
    return this.one<VersionRow>(`SELECT id, version FROM release_version WHERE remote = $1 AND id < $2 ORDER BY id DESC LIMIT 1`, [remote, beforeId], tx);
  }

  async insertVersion(v: NewVersion, tx: Tx): Promise<VersionRow> {
    const row = await this.one<VersionRow>(
      `INSERT INTO release_version (remote, version, manifest_url, commit, built_at, contracts_version, shared, integrity, released_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id, version, manifest_url, integrity`,
      [v.remote, v.version, v.manifestUrl, v.commit, v.builtAt, v.contractsVersion, JSON.stringify(v.shared), v.integrity, v.releasedBy],
      tx,
    );
    return row!;
  }

  /** Locks the remote's state row (made on first use) for the rest of the transaction, and reads it. */
  async lockState(remote: string, tx: Tx): Promise<StateRow> {
    await this.query(`INSERT INTO release_state (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING`, [remote], tx);
    // The lock first, alone: once it is ours, a new statement sees what the change before this one committed
    // (a locking read that waited re-reads the locked row only, not the version rows it joins).
    await this.query(`SELECT 1 FROM release_state WHERE remote = $1 FOR UPDATE`, [remote], tx);
    const state = await this.one<StateRow>(
      `SELECT s.remote, s.revision, s.canary_percent, s.live_version_id AS live_id, l.version AS live_version, s.canary_version_id AS canary_id, c.version AS canary_version
         FROM release_state s
         LEFT JOIN release_version l ON l.id = s.live_version_id
         LEFT JOIN release_version c ON c.id = s.canary_version_id
        WHERE s.remote = $1`,
      [remote],
      tx,
    );
    return state!;
  }

  async setState(remote: string, live: number | null, canary: number | null, percent: number, tx: Tx): Promise<void> {
    await this.query(
      `UPDATE release_state SET live_version_id = $2, canary_version_id = $3, canary_percent = $4, revision = revision + 1, updated_at = now() WHERE remote = $1`,
      [remote, live, canary, percent],
      tx,
    );
  }

  async recordEvent(e: NewEvent, tx: Tx): Promise<void> {
    await this.query(
      `INSERT INTO release_event (remote, action, from_version, to_version, actor, reason) VALUES ($1, $2, $3, $4, $5, $6)`,
      [e.remote, e.action, e.from, e.to, e.actor, e.reason],
      tx,
    );
  }

  /* ---------- reads ---------- */

  /** Every remote's live and canary builds. */
  live(): Promise<LiveRow[]> {
    return this.query<LiveRow>(
      `SELECT s.remote, s.canary_percent, l.version AS live_version, l.manifest_url AS live_url, c.version AS canary_version, c.manifest_url AS canary_url
         FROM release_state s
         LEFT JOIN release_version l ON l.id = s.live_version_id
         LEFT JOIN release_version c ON c.id = s.canary_version_id`,
    );
  }

  state(remote: string): Promise<StatusRow | undefined> {
    return this.one<StatusRow>(
      `SELECT s.canary_percent, l.version AS live_version, c.version AS canary_version
         FROM release_state s LEFT JOIN release_version l ON l.id = s.live_version_id LEFT JOIN release_version c ON c.id = s.canary_version_id
        WHERE s.remote = $1`,
      [remote],
    );
  }

  /** The remote's released versions, newest first. */
  versions(remote: string): Promise<VersionDetailRow[]> {
    return this.query<VersionDetailRow>(
      `SELECT version, manifest_url, commit, built_at, contracts_version, shared, integrity, released_at, released_by FROM release_version WHERE remote = $1 ORDER BY id DESC`,
      [remote],
    );
  }

  /** The remote's last 200 events, newest first. */
  history(remote: string): Promise<EventRow[]> {
    return this.query<EventRow>(
      `SELECT id, remote, action, from_version, to_version, actor, reason, created_at FROM release_event WHERE remote = $1 ORDER BY id DESC LIMIT 200`,
      [remote],
    );
  }
}
