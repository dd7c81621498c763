import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { localMailUrl, localMailViewerEnabled } from './local-mail.js';
import type { Tx } from '../../database/sql-repository.js';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { type OutgoingMail, toOutboxInsert, toSmtpMessage } from './mail.mapper.js';

export type { OutgoingMail } from './mail.mapper.js';

const BATCH_SIZE = 20;
const RETRY_INTERVAL_MS = 60_000;
/** How long a claimed batch is this process's: past it (the process died mid-send), another sends the rest. */
const CLAIM_SECONDS = 600;
/** Kinds of mail whose subject carries a one-time code: never written to a log. */
export const ONE_TIME_CODE_MAILS: ReadonlySet<string> = new Set(['sign-in-code']);

/** A kept mail's subject as logged: a one-time code's digits replaced, so a log never holds a code that signs in. */
const loggableSubject = (row: { kind: string; subject: string }) => (ONE_TIME_CODE_MAILS.has(row.kind) ? row.subject.replace(/\d+/g, '[code]') : row.subject);

/**
 * Transactional outbox: mails are written in the caller's transaction (so they exist exactly when
 * the change they describe was committed) and sent afterwards by `flush()`. Several API processes share
 * the outbox: each claims the rows it sends (FOR UPDATE SKIP LOCKED), so each mail goes out once.
 */
@Injectable()
export class MailService implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Mail');
  private transport: Transporter | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  /** Without SMTP each kept mail is logged once: the highest id already logged. */
  private lastLoggedId = 0;
  private retryTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(MailOutboxRepository) private readonly outbox: MailOutboxRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {
    if (options.env.SMTP_URL) {
      // Mails that failed (SMTP down) are retried even when nothing new is queued.
      this.retryTimer = setInterval(() => this.flushInBackground(), RETRY_INTERVAL_MS);
      this.retryTimer.unref();
    }
  }

  /** Writes the mail to the outbox inside the caller's transaction; returns its id. */
  enqueue(tx: Tx, mail: OutgoingMail): Promise<number> {
    return this.outbox.insert(toOutboxInsert(mail), tx);
  }

  /** Starts a flush after a commit without making the request wait for SMTP. */
  flushInBackground(): void {
    this.flush().catch((error: unknown) => {
      this.logger.warn(`Outbox flush failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  }

  /**
   * Sends unsent mails (SMTP_URL set) or logs that they stay in the outbox. One flush runs at a
   * time; a call during a run schedules one more run, so nothing committed meanwhile is missed.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await (this.options.env.SMTP_URL ? this.sendBatch() : this.logKept());
        } while (this.again);
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** Before the database closes: a flush under way finishes first. */
  async beforeApplicationShutdown(): Promise<void> {
    if (this.retryTimer) clearInterval(this.retryTimer);
    await this.running?.catch(() => undefined);
    this.transport?.close();
  }

  private async logKept(): Promise<void> {
    // Newest first, so a backlog from before a restart is mentioned once (its latest 100), not replayed.
    const rows = await this.outbox.unsentAfter(this.lastLoggedId);
    // Locally the line links to the mail in the viewer, so a confirmation or sign-in link can be opened.
    const viewer = localMailViewerEnabled(this.options.env) ? this.options.env.SITE_URL : undefined;
    for (const row of rows.reverse()) {
      // One line per mail whatever a subject holds.
      const line = `e-mail kept in outbox: ${loggableSubject(row)} to ${row.recipient}`.replace(/[\r\n]+/g, ' ');
      this.logger.log(viewer ? `${line}; read it at ${localMailUrl(viewer, row.id)}` : line);
      this.lastLoggedId = Math.max(this.lastLoggedId, row.id);
    }
  }

  private async sendBatch(): Promise<void> {
    this.transport ??= nodemailer.createTransport(this.options.env.SMTP_URL);
    // Sent in id order, as they were queued.
    const rows = (await this.outbox.claim(CLAIM_SECONDS, BATCH_SIZE)).sort((a, b) => a.id - b.id);
    let failed = false;
    for (const [index, row] of rows.entries()) {
      try {
        await this.transport.sendMail(toSmtpMessage(row, this.options.env.MAIL_FROM));
        await this.outbox.markSent(row.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        this.logger.warn(`e-mail ${row.id} not sent (kept for a retry): ${message}`);
        // The server is likely down: give back this one and the rest of the batch for the next flush, here or elsewhere.
        const unsent = rows.slice(index).map((r) => r.id);
        await this.outbox.noteError(row.id, message.slice(0, 1000));
        await this.outbox.release(unsent);
        failed = true;
        break;
      }
    }
    if (!failed && rows.length === BATCH_SIZE) this.again = true;
  }
}
