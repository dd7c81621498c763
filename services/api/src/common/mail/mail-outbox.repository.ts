import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';
import { PROCESS_ID } from '../process-id.js';
import { OutboxEmailEntity, type OutboxAttachment } from './entities/outbox-email.entity.js';

/** One outbox row as the outbox writes it. */
export interface OutboxInsert {
  kind: string;
  recipient: string;
  subject: string;
  bodyText: string;
  attachments: OutboxAttachment[];
  headers: Record<string, string>;
  relatedId: string | null;
  eraseAfterSend: boolean;
}

export interface ClaimedMail {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
  attachments: OutboxAttachment[];
  headers: Record<string, string>;
}

/** The transactional outbox's table: queueing, claiming for this process, and the outcome of each send. */
@Injectable()
export class MailOutboxRepository extends SqlRepository {
  async insert(row: OutboxInsert, tx: Tx): Promise<number> {
    const result = await this.db(tx).createQueryBuilder().insert().into(OutboxEmailEntity).values(row).returning(['id']).execute();
    return (result.raw as Array<{ id: number }>)[0]!.id;
  }

  /** Unsent mails after `afterId`, newest first, at most 100. */
  unsentAfter(afterId: number): Promise<Array<{ id: number; kind: string; subject: string; recipient: string }>> {
    return this.query('SELECT id, kind, subject, recipient FROM outbox_email WHERE sent_at IS NULL AND id > $1 ORDER BY id DESC LIMIT 100', [afterId]);
  }

  /** Claims up to `limit` unsent mails no other process holds, for `seconds`; rows another process is claiming are skipped. */
  claim(seconds: number, limit: number): Promise<ClaimedMail[]> {
    return this.query<ClaimedMail>(
      `UPDATE outbox_email SET claimed_by = $1, claimed_until = now() + make_interval(secs => $2)
       WHERE id IN (
         SELECT id FROM outbox_email
         WHERE sent_at IS NULL AND (claimed_until IS NULL OR claimed_until < now())
         ORDER BY id LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING id, recipient, subject, body_text, attachments, headers`,
      [PROCESS_ID, seconds, limit],
    );
  }

  /** Marks a claimed mail sent, and deletes it when it was to be erased once sent. */
  /** Mails not yet sent and the age in seconds of the oldest (one indexed count, read at each metrics scrape). */
  async backlog(): Promise<{ backlog: number; oldest: number }> {
    const row = await this.one<{ backlog: number; oldest: number }>(
      `SELECT count(*)::int AS backlog, coalesce(extract(epoch FROM now() - min(created_at)), 0)::float8 AS oldest
         FROM outbox_email WHERE sent_at IS NULL`,
    );
    return { backlog: row?.backlog ?? 0, oldest: Number(row?.oldest ?? 0) };
  }

  async markSent(id: number): Promise<void> {
    await this.query('UPDATE outbox_email SET sent_at = now(), last_error = NULL, claimed_until = NULL WHERE id = $1 AND claimed_by = $2', [id, PROCESS_ID]);
    await this.query('DELETE FROM outbox_email WHERE id = $1 AND erase_after_send', [id]);
  }

  async noteError(id: number, message: string): Promise<void> {
    await this.query('UPDATE outbox_email SET last_error = $2 WHERE id = $1', [id, message]);
  }

  /** Gives back this process's claim on mails still unsent, for the next flush here or elsewhere. */
  async release(ids: number[]): Promise<void> {
    await this.query('UPDATE outbox_email SET claimed_until = NULL WHERE id = ANY($1) AND claimed_by = $2 AND sent_at IS NULL', [ids, PROCESS_ID]);
  }
}
