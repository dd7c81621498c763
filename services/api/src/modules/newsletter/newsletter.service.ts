import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type createSubscriptionInputSchema, type SubscriptionAccepted } from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { MailService } from '../../common/mail/mail.service.js';
import { HtmlPage, isWellFormedLinkToken, linkNotFoundPage } from '../../common/html-page.js';
import { confirmationMail } from './newsletter-mails.js';

export type ValidSubscriptionInput = z.output<typeof createSubscriptionInputSchema>;

/** Same answer whatever the address's state, so the form does not reveal who is subscribed. */
export const SUBSCRIPTION_ACCEPTED: SubscriptionAccepted = {
  message: 'Thanks! Please check your inbox to confirm your subscription.',
};

interface SubscriptionRow {
  id: number;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token: string;
  unsubscribe_token: string;
}

/**
 * A pending address gets its confirmation e-mail again only after this long: asking twice in a row
 * does not double the mail, and the form cannot be used to flood somebody's inbox.
 */
export const CONFIRMATION_RESEND_COOLDOWN_MINUTES = 10;

const newToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class NewsletterService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /**
   * Double opt-in: a new address (or one that unsubscribed) becomes pending and gets a confirmation
   * e-mail; a pending one gets it again once the last one is CONFIRMATION_RESEND_COOLDOWN_MINUTES
   * old; a confirmed one is left alone. The answer is the same in every case. A new subscription remembers the
   * browser it came from, so it becomes that visitor's account's (export, deletion).
   */
  async subscribe(input: ValidSubscriptionInput, visitorId: string | null = null): Promise<SubscriptionAccepted> {
    const mailed = await this.dataSource.transaction(async (manager) => {
      // ON CONFLICT waits for a concurrent insert of the same address and then does nothing, so both requests succeed.
      const inserted = (await manager.query(
        `INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, confirmation_sent_at, visitor_id)
         VALUES ($1, $2, 'pending', $3, $4, now(), $5)
         ON CONFLICT ((lower(email))) DO NOTHING
         RETURNING id, email, status, confirm_token, unsubscribe_token`,
        [input.email, input.source, newToken(), newToken(), visitorId],
      )) as SubscriptionRow[];
      let row = inserted[0];
      if (!row) {
        const [existing] = (await manager.query(
          `SELECT id, email, status, confirm_token, unsubscribe_token FROM newsletter_subscription
           WHERE lower(email) = lower($1) FOR UPDATE`,
          [input.email],
        )) as SubscriptionRow[];
        if (!existing || existing.status === 'confirmed') return false;
        if (existing.status === 'unsubscribed') row = await this.resubscribe(manager, existing, input.source);
        else if (await this.claimResend(manager, existing)) row = existing;
        else return false;
      }
      await this.mail.enqueue(manager, confirmationMail(row, this.options.env.SITE_URL));
      return true;
    });
    if (mailed) this.mail.flushInBackground();
    return SUBSCRIPTION_ACCEPTED;
  }

  /**
   * The page behind the e-mail's confirmation link. Opening it changes nothing: a pending address
   * gets a button that POSTs to confirm(), so a mail scanner that follows links cannot subscribe
   * somebody. A confirmed address sees the confirmed page; an old or unknown link, the same answers
   * as confirm().
   */
  async confirmationPage(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const [row] = (await this.dataSource.query('SELECT status FROM newsletter_subscription WHERE confirm_token = $1', [token])) as Array<{
      status: SubscriptionRow['status'];
    }>;
    if (row?.status === 'pending') {
      return this.page(
        200,
        'Confirm your subscription',
        'One last step: press the button to receive the LaunchOps newsletter every Thursday. Every issue has a one-click unsubscribe link.',
        'Confirm my subscription',
      );
    }
    if (row?.status === 'confirmed') return this.confirmed();
    if (row) return this.expired();
    return this.notFound();
  }

  /** Confirms a pending subscription (the button on confirmationPage); pressing it again shows the same page. */
  async confirm(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const [, updated] = (await this.dataSource.query(
      `UPDATE newsletter_subscription SET status = 'confirmed', confirmed_at = COALESCE(confirmed_at, now())
       WHERE confirm_token = $1 AND status IN ('pending', 'confirmed')`,
      [token],
    )) as [unknown, number];
    if (updated > 0) return this.confirmed();
    const [unsubscribed] = await this.dataSource.query('SELECT 1 FROM newsletter_subscription WHERE confirm_token = $1', [token]);
    // The address unsubscribed after this link was sent: an old link does not sign it up again.
    if (unsubscribed) return this.expired();
    return this.notFound();
  }

  /** One-click unsubscribe (RFC 8058 when POSTed); idempotent. */
  async unsubscribe(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const [, updated] = (await this.dataSource.query(
      `UPDATE newsletter_subscription SET status = 'unsubscribed', unsubscribed_at = COALESCE(unsubscribed_at, now())
       WHERE unsubscribe_token = $1`,
      [token],
    )) as [unknown, number];
    if (updated === 0) return this.notFound();
    return this.page(
      200,
      'You have been unsubscribed',
      'You will not receive the LaunchOps newsletter any more. Changed your mind? You can subscribe again on the site at any time.',
    );
  }

  /** Marks a pending subscription as mailed now, unless its last confirmation is younger than the cooldown. */
  private async claimResend(manager: EntityManager, row: SubscriptionRow): Promise<boolean> {
    const [, updated] = (await manager.query(
      `UPDATE newsletter_subscription SET confirmation_sent_at = now()
       WHERE id = $1 AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= now() - make_interval(mins => $2))`,
      [row.id, CONFIRMATION_RESEND_COOLDOWN_MINUTES],
    )) as [unknown, number];
    return updated === 1;
  }

  private async resubscribe(manager: EntityManager, row: SubscriptionRow, source: string): Promise<SubscriptionRow> {
    // A new confirmation token: links from before the unsubscribe stay dead.
    const confirmToken = newToken();
    await manager.query(
      `UPDATE newsletter_subscription
       SET status = 'pending', source = $2, confirm_token = $3, confirmed_at = NULL, unsubscribed_at = NULL, confirmation_sent_at = now()
       WHERE id = $1`,
      [row.id, source, confirmToken],
    );
    return { ...row, status: 'pending', confirm_token: confirmToken };
  }

  private confirmed(): HtmlPage {
    return this.page(
      200,
      'Subscription confirmed',
      'Thanks for confirming. The LaunchOps newsletter will arrive in your inbox; every issue has a one-click unsubscribe link.',
    );
  }

  private expired(): HtmlPage {
    return this.page(410, 'This link has expired', 'This address was unsubscribed after the link was sent. To subscribe again, use the form on LaunchOps.');
  }

  private notFound(): HtmlPage {
    return linkNotFoundPage(this.options.env.SITE_URL);
  }

  private page(status: number, title: string, message: string, button?: string): HtmlPage {
    return new HtmlPage(status, title, message, this.options.env.SITE_URL, button);
  }
}
