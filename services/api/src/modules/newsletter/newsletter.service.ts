import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { type createSubscriptionInputSchema, type SubscriptionAccepted } from '@launchops/contracts';
import type { z } from 'zod';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { MailService } from '../../common/mail/mail.service.js';
import { HtmlPage, isWellFormedLinkToken, linkNotFoundPage } from '../../common/html-page.js';
import { confirmationMail } from './newsletter-mails.js';
import { NewsletterRepository, type SubscriptionRow } from './newsletter.repository.js';

export type ValidSubscriptionInput = z.output<typeof createSubscriptionInputSchema>;

/** Same answer whatever the address's state, so the form does not reveal who is subscribed. */
export const SUBSCRIPTION_ACCEPTED: SubscriptionAccepted = {
  message: 'Thanks! Please check your inbox to confirm your subscription.',
};

/**
 * A pending address gets its confirmation e-mail again only after this long: asking twice in a row
 * does not double the mail, and the form cannot be used to flood somebody's inbox.
 */
export const CONFIRMATION_RESEND_COOLDOWN_MINUTES = 10;

const newToken = () => randomBytes(32).toString('base64url');

@Injectable()
export class NewsletterService {
  constructor(
    @Inject(NewsletterRepository) private readonly repository: NewsletterRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
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
    const mailed = await this.transactions.run(async (tx) => {
      // ON CONFLICT waits for a concurrent insert of the same address and then does nothing, so both requests succeed.
      let row = await this.repository.insertPending(
        { email: input.email, source: input.source, confirmToken: newToken(), unsubscribeToken: newToken(), visitorId },
        tx,
      );
      if (!row) {
        const existing = await this.repository.lockByEmail(input.email, tx);
        if (!existing || existing.status === 'confirmed') return false;
        if (existing.status === 'unsubscribed') row = await this.resubscribe(tx, existing, input.source);
        else if (await this.repository.claimResend(existing.id, CONFIRMATION_RESEND_COOLDOWN_MINUTES, tx)) row = existing;
        else return false;
      }
      await this.mail.enqueue(tx, confirmationMail(row, this.options.env.SITE_URL));
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
    const status = await this.repository.statusByConfirmToken(token);
    if (status === 'pending') {
      return this.page(
        200,
        'Confirm your subscription',
        'One last step: press the button to receive the LaunchOps newsletter every Thursday. Every issue has a one-click unsubscribe link.',
        'Confirm my subscription',
      );
    }
    if (status === 'confirmed') return this.confirmed();
    if (status) return this.expired();
    return this.notFound();
  }

  /** Confirms a pending subscription (the button on confirmationPage); pressing it again shows the same page. */
  async confirm(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    if (await this.repository.confirm(token)) return this.confirmed();
    // The address unsubscribed after this link was sent: an old link does not sign it up again.
    if (await this.repository.statusByConfirmToken(token)) return this.expired();
    return this.notFound();
  }

  /** One-click unsubscribe (RFC 8058 when POSTed); idempotent. */
  async unsubscribe(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    if (!(await this.repository.unsubscribe(token))) return this.notFound();
    return this.page(
      200,
      'You have been unsubscribed',
      'You will not receive the LaunchOps newsletter any more. Changed your mind? You can subscribe again on the site at any time.',
    );
  }

  private async resubscribe(tx: Tx, row: SubscriptionRow, source: string): Promise<SubscriptionRow> {
    // A new confirmation token: links from before the unsubscribe stay dead.
    const confirmToken = newToken();
    await this.repository.resubscribe(row.id, source, confirmToken, tx);
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
