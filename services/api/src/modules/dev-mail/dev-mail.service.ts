import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { OutboxAttachment } from '../../common/mail/entities/outbox-email.entity.js';
import { LOCAL_MAIL_PATH } from '../../common/mail/local-mail.js';

/** One outbox mail as the viewer shows it: what is stored, nothing added. */
export interface LocalMail {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  headers: Record<string, string>;
  attachments: OutboxAttachment[];
  createdAt: string;
  sentAt: string | null;
  lastError: string | null;
  /** The viewer's page of this mail. */
  url: string;
}

interface OutboxRow {
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
const iso = (value: Date | string) => new Date(value).toISOString();

function toMail(row: OutboxRow): LocalMail {
  return {
    id: row.id,
    kind: row.kind,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    headers: row.headers ?? {},
    attachments: row.attachments ?? [],
    createdAt: iso(row.created_at),
    sentAt: row.sent_at === null ? null : iso(row.sent_at),
    lastError: row.last_error,
    url: `${LOCAL_MAIL_PATH}/${row.id}`,
  };
}

/** Reads the outbox for the local mail viewer (only registered where no mail leaves the machine). */
@Injectable()
export class DevMailService {
  constructor(@Inject(DataSource) private readonly dataSource: DataSource) {}

  /** The newest `limit` mails, newest first. */
  async list(limit: number): Promise<{ mails: LocalMail[]; total: number }> {
    const rows: OutboxRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM outbox_email ORDER BY id DESC LIMIT $1`, [limit]);
    const [count]: Array<{ n: number }> = await this.dataSource.query('SELECT count(*)::int AS n FROM outbox_email');
    return { mails: rows.map(toMail), total: count?.n ?? rows.length };
  }

  async one(id: number): Promise<LocalMail | undefined> {
    const rows: OutboxRow[] = await this.dataSource.query(`SELECT ${COLUMNS} FROM outbox_email WHERE id = $1`, [id]);
    return rows[0] && toMail(rows[0]);
  }
}
