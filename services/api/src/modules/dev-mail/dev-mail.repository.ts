import { Injectable } from '@nestjs/common';
import type { OutboxAttachment } from '../../common/mail/entities/outbox-email.entity.js';
import { SqlRepository } from '../../database/sql-repository.js';

export interface OutboxRow {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  headers: Record<string, string> | null;
  attachments: OutboxAttachment[] | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  last_error: string | null;
}

const COLUMNS = 'id, kind, recipient, subject, body_text, headers, attachments, created_at, sent_at, last_error';

/** The outbox as the local mail viewer reads it. */
@Injectable()
export class DevMailRepository extends SqlRepository {
  /** The newest `limit` mails, newest first. */
  newest(limit: number): Promise<OutboxRow[]> {
    return this.query<OutboxRow>(`SELECT ${COLUMNS} FROM outbox_email ORDER BY id DESC LIMIT $1`, [limit]);
  }

  async count(): Promise<number | undefined> {
    return (await this.one<{ n: number }>('SELECT count(*)::int AS n FROM outbox_email'))?.n;
  }

  byId(id: number): Promise<OutboxRow | undefined> {
    return this.one<OutboxRow>(`SELECT ${COLUMNS} FROM outbox_email WHERE id = $1`, [id]);
  }
}
