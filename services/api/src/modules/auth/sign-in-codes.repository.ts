import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
}

/** sign_in_code: the hashed one-time codes and their tries; sign_in_failure: each wrong code and the client that typed it. */
@Injectable()
export class SignInCodesRepository extends SqlRepository {
  /** Serialises sign-in work on one address until the transaction ends. */
  async lockAddress(email: string, tx: Tx): Promise<void> {
    await this.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`sign-in:${email}`], tx);
  }

  /**
   * Wrong codes typed for the address from one client (its address's hash) in the last day, across the address's
   * codes, and the latest one's time plus `pauseMinutes`.
   */
  async failures(email: string, clientHash: string, pauseMinutes: number, tx: Tx): Promise<{ count: number; pausedUntil: Date | null }> {
    const row = await this.one<{ count: number; paused_until: Date | null }>(
      `SELECT count(*)::int AS count, max(failed_at) + make_interval(mins => $3) AS paused_until
         FROM sign_in_failure WHERE email = $1 AND client_hash = $2 AND failed_at > now() - interval '1 day'`,
      [email, clientHash, pauseMinutes],
      tx,
    );
    return { count: row?.count ?? 0, pausedUntil: row?.paused_until ?? null };
  }

  async countLastHour(email: string, tx: Tx): Promise<number> {
    const row = await this.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM sign_in_code WHERE email = $1 AND created_at > now() - interval '1 hour'`,
      [email],
      tx,
    );
    return row!.count;
  }

  /** Stores a code's hash, valid for `minutes`; returns its id. */
  async insert(email: string, codeHash: string, minutes: number, tx: Tx): Promise<number> {
    const row = await this.one<{ id: number }>(
      `INSERT INTO sign_in_code (email, code_hash, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
      [email, codeHash, minutes],
      tx,
    );
    return row!.id;
  }

  /** The address's newest code still usable (unused, unexpired, under `maxAttempts` tries), locked for this check. */
  live(email: string, maxAttempts: number, tx: Tx): Promise<CodeRow | undefined> {
    return this.one<CodeRow>(
      `SELECT id, code_hash, attempts FROM sign_in_code
          WHERE email = $1 AND used_at IS NULL AND expires_at > now() AND attempts < $2
          ORDER BY id DESC LIMIT 1 FOR UPDATE`,
      [email, maxAttempts],
      tx,
    );
  }

  /** A wrong code for the address's code `id`, typed from the client `clientHash`; the address's failures older than a day go. */
  async noteWrongTry(id: number, email: string, clientHash: string, tx: Tx): Promise<void> {
    await this.query(`UPDATE sign_in_code SET attempts = attempts + 1, last_failed_at = now() WHERE id = $1`, [id], tx);
    await this.query(`DELETE FROM sign_in_failure WHERE email = $1 AND failed_at <= now() - interval '1 day'`, [email], tx);
    await this.query(`INSERT INTO sign_in_failure (email, client_hash) VALUES ($1, $2)`, [email, clientHash], tx);
  }

  async markUsed(id: number, tx: Tx): Promise<void> {
    await this.query(`UPDATE sign_in_code SET used_at = now() WHERE id = $1`, [id], tx);
  }

  /** Whether the address was told of a pause in the last day (the outbox keeps the mail). */
  async pauseToldToday(email: string, tx: Tx): Promise<boolean> {
    const told = await this.one(
      `SELECT 1 FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-paused' AND created_at > now() - interval '1 day'`,
      [email],
      tx,
    );
    return told !== undefined;
  }
}
