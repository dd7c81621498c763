import type { SendMailOptions } from 'nodemailer';
import type { OutboxAttachment } from './entities/outbox-email.entity.js';
import type { ClaimedMail, OutboxInsert } from './mail-outbox.repository.js';

export interface OutgoingMail {
  /** booking-confirmation, booking-rescheduled, newsletter-confirm, ... */
  kind: string;
  to: string;
  subject: string;
  text: string;
  attachments?: OutboxAttachment[];
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for a one-click unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /** What the mail is about (a booking id, a subscription id), for support and tests. */
  relatedId?: string | number;
  /** Delete the outbox row once sent, instead of keeping it (mails to somebody whose account is being deleted). */
  eraseAfterSend?: boolean;
}

/** The outbox row a queued mail is stored as. */
export function toOutboxInsert(mail: OutgoingMail): OutboxInsert {
  return {
    kind: mail.kind,
    recipient: mail.to,
    subject: mail.subject,
    bodyText: mail.text,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
    relatedId: mail.relatedId === undefined ? null : String(mail.relatedId),
    eraseAfterSend: mail.eraseAfterSend ?? false,
  };
}

/** A claimed outbox row as the SMTP transport sends it. */
export function toSmtpMessage(row: ClaimedMail, from: string): SendMailOptions {
  return {
    from,
    to: row.recipient,
    subject: row.subject,
    text: row.body_text,
    headers: row.headers,
    attachments: row.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
  };
}
