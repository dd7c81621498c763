import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface SessionAccountRow {
  id: number;
  account_id: number;
  email: string;
  created_at: Date;
}

export interface SessionRow {
  id: number;
  created_at: Date;
  last_seen_at: Date;
}

/** account_session: a browser's sign-in, found by its token's hash, live until revoked or unused for a while. */
@Injectable()
export class SessionsRepository extends SqlRepository {
  async insert(accountId: number, tokenHash: string, tx: Tx): Promise<void> {
    await this.query(`INSERT INTO account_session (account_id, token_hash) VALUES ($1, $2)`, [accountId, tokenHash], tx);
  }

  /** Ends a session (its first end time kept). */
  async revoke(sessionId: number, tx?: Tx): Promise<void> {
    await this.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE id = $1`, [sessionId], tx);
  }

  async revokeAll(accountId: number, tx: Tx): Promise<void> {
    await this.query(`UPDATE account_session SET revoked_at = coalesce(revoked_at, now()) WHERE account_id = $1`, [accountId], tx);
  }

  /** Ends one live session of the account; false when it has no such session. */
  async revokeLive(accountId: number, sessionId: number): Promise<boolean> {
    const touched = await this.execute(`UPDATE account_session SET revoked_at = now() WHERE id = $1 AND account_id = $2 AND revoked_at IS NULL`, [
      sessionId,
      accountId,
    ]);
    return touched > 0;
  }

  /** The live session (used within `days`) whose token hashes to `tokenHash`, with its account; its last use is noted. */
  touch(tokenHash: string, days: number): Promise<SessionAccountRow | undefined> {
    return this.one<SessionAccountRow>(
      `UPDATE account_session s SET last_seen_at = now()
         FROM account a
        WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.last_seen_at > now() - make_interval(days => $2) AND a.id = s.account_id
        RETURNING s.id, a.id AS account_id, a.email, a.created_at`,
      [tokenHash, days],
    );
  }

  /** The account's live sessions, last used first. */
  live(accountId: number, days: number): Promise<SessionRow[]> {
    return this.query<SessionRow>(
      `SELECT id, created_at, last_seen_at FROM account_session
        WHERE account_id = $1 AND revoked_at IS NULL AND last_seen_at > now() - make_interval(days => $2) ORDER BY last_seen_at DESC`,
      [accountId, days],
    );
  }
}
