import type { OutboxAttachment } from '../../common/mail/entities/outbox-email.entity.js';
import { LOCAL_MAIL_PATH } from '../../common/mail/local-mail.js';
import type { OutboxRow } from './dev-mail.repository.js';

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

const iso = (value: Date | string) => new Date(value).toISOString();

export function toLocalMail(row: OutboxRow): LocalMail {
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
