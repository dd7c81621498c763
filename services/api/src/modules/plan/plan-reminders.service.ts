import { randomBytes } from 'node:crypto';
import { HttpException, HttpStatus, Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type PlanRemindersState } from '@launchops/contracts';
import { HtmlPage, isWellFormedLinkToken, linkNotFoundPage } from '../../common/html-page.js';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { MailService } from '../../common/mail/mail.service.js';
import type { Day } from '../../common/calendar-days.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { reminderConfirmationMail, reminderKind, reminderMail } from './plan-reminder-mails.js';
import { type ConfirmedSubscription, PlanRemindersRepository } from './plan-reminders.repository.js';
import { taskPath } from './plan.mapper.js';
import { PlanService, planToday } from './plan.service.js';

/** A pending address gets its confirmation again only after this long (asking twice does not mail twice). */
export const REMINDER_CONFIRMATION_COOLDOWN_MINUTES = 10;
/** Confirmation mails one client address may have sent per cooldown (whatever addresses and browsers it names). */
export const REMINDER_CONFIRMATIONS_PER_CLIENT = 3;

const newToken = () => randomBytes(32).toString('base64url');

/**
 * E-mail reminders of a plan's deadlines, 7 days and 1 day before (double opt-in, one-click unsubscribe).
 * Every API process looks for due reminders now and then; a reminder is sent once because its row in
 * plan_reminder_sent (key: subscription, rule, day, kind) and its outbox mail are written in one
 * transaction, and only the process whose insert wins writes the mail. The outbox then sends each mail once.
 */
@Injectable()
export class PlanRemindersService implements OnApplicationBootstrap {
  private readonly logger = new Logger('PlanReminders');

  constructor(
    @Inject(PlanRemindersRepository) private readonly subscriptions: PlanRemindersRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(PlanService) private readonly plans: PlanService,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  onApplicationBootstrap(): void {
    const every = this.options.env.PLAN_REMINDER_CHECK_MS;
    this.jobs.schedule({ name: 'plan-reminders', periodMs: every, checkEveryMs: every, firstCheckAfterMs: Math.min(every, 5_000), run: () => this.sendDue() });
  }

  async state(visitorId: string): Promise<PlanRemindersState> {
    const row = await this.subscriptions.liveSubscription(visitorId);
    return { reminders: row ? { email: row.email, status: row.status as 'pending' | 'confirmed' } : null };
  }

  /**
   * Double opt-in: a new address becomes pending and gets a confirmation mail (again after the cooldown
   * when asked again); the same confirmed address is left alone; a different address replaces the old one.
   * Against mail bombing, an address gets one confirmation per cooldown whichever browsers ask (the others are
   * kept pending, unmailed, and the answer is the same), and one client address has at most
   * REMINDER_CONFIRMATIONS_PER_CLIENT mailed per cooldown (then a 429, nothing written).
   */
  async subscribe(visitorId: string, email: string, clientHash: string): Promise<PlanRemindersState> {
    const mailed = await this.transactions.run(async (tx) => {
      await this.subscriptions.lockAddressAndClient(email, clientHash, tx);
      const live = await this.subscriptions.liveSubscriptionForUpdate(visitorId, tx);
      if (live && live.email.toLowerCase() === email.toLowerCase()) {
        if (live.status === 'confirmed' || !(await this.mayMail(tx, email, clientHash))) return false;
        if (!(await this.subscriptions.claimResend(live.id, REMINDER_CONFIRMATION_COOLDOWN_MINUTES, clientHash, tx))) return false;
        await this.mail.enqueue(tx, reminderConfirmationMail(live, this.options.env.SITE_URL));
        return true;
      }
      if (live) await this.subscriptions.unsubscribeById(live.id, tx);
      const mail = await this.mayMail(tx, email, clientHash);
      // A concurrent request of the same visitor may insert first: then it mails, and this one does not.
      const row = await this.subscriptions.insertPending(visitorId, email, { confirm: newToken(), unsubscribe: newToken() }, { mailed: mail, clientHash }, tx);
      if (!row || !mail) return false;
      await this.mail.enqueue(tx, reminderConfirmationMail(row, this.options.env.SITE_URL));
      return true;
    });
    if (mailed) this.mail.flushInBackground();
    return this.state(visitorId);
  }

  /**
   * Whether a confirmation may be mailed to `email` now: false while the address got one in the cooldown (from any
   * browser); a 429 when this client already had its share mailed in the cooldown.
   */
  private async mayMail(tx: Tx, email: string, clientHash: string): Promise<boolean> {
    if (await this.subscriptions.addressMailedWithin(email, REMINDER_CONFIRMATION_COOLDOWN_MINUTES, tx)) return false;
    if ((await this.subscriptions.clientMailsWithin(clientHash, REMINDER_CONFIRMATION_COOLDOWN_MINUTES, tx)) >= REMINDER_CONFIRMATIONS_PER_CLIENT) {
      throw new HttpException(
        `Too many reminder confirmations were asked from your network in the last ${REMINDER_CONFIRMATION_COOLDOWN_MINUTES} minutes. Please try again in ${REMINDER_CONFIRMATION_COOLDOWN_MINUTES} minutes.`,
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    return true;
  }

  /** Stops the visitor's reminders (from the plan page). */
  async stop(visitorId: string): Promise<PlanRemindersState> {
    await this.subscriptions.unsubscribeVisitor(visitorId);
    return { reminders: null };
  }

  /** The e-mail's link: a page with a button (opening it changes nothing, so mail scanners confirm nobody). */
  async confirmationPage(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const status = await this.subscriptions.statusByConfirmToken(token);
    if (status === 'pending') {
      return this.page(
        200,
        'Confirm your deadline reminders',
        'One last step: press the button to get an e-mail a week before each deadline in your plan and again the day before. Every reminder has a one-click unsubscribe link.',
        'Confirm my reminders',
      );
    }
    if (status === 'confirmed') return this.confirmed();
    if (status) return this.expired();
    return this.notFound();
  }

  async confirm(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const confirmed = await this.subscriptions.confirm(token);
    if (confirmed !== undefined) {
      // A deadline already within the week gets its reminder now rather than at the next check.
      this.sendDue(planToday(), confirmed).catch((error: unknown) => this.logger.warn(`reminders after confirmation: ${String(error)}`));
      return this.confirmed();
    }
    return (await this.subscriptions.confirmTokenExists(token)) ? this.expired() : this.notFound();
  }

  /** One-click unsubscribe (RFC 8058 when POSTed); idempotent. */
  async unsubscribe(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    if (!(await this.subscriptions.unsubscribeByToken(token))) return this.notFound();
    return this.page(
      200,
      'Reminders stopped',
      'You will not get deadline reminders from LaunchOps any more. Your plan and its calendar feed are unchanged; you can ask for reminders again on your plan page.',
    );
  }

  /**
   * Writes every reminder due `today` that was not written yet, for every confirmed subscription (or one);
   * returns how many this call wrote. Safe to run at once in several processes.
   */
  async sendDue(today: Day = planToday(), subscriptionId?: number): Promise<number> {
    let written = 0;
    for (const subscription of await this.subscriptions.confirmedSubscriptions(subscriptionId)) written += await this.sendDueTo(subscription, today);
    if (written > 0) {
      this.logger.log(`plan reminders written: ${written}`);
      this.mail.flushInBackground();
    }
    return written;
  }

  /** One subscription's due reminders, each in its own transaction: the key's row and its outbox mail together. */
  private async sendDueTo(subscription: ConfirmedSubscription, today: Day): Promise<number> {
    const site = this.options.env.SITE_URL.replace(/\/+$/, '');
    const plan = await this.plans.getPlan(subscription.visitor_id, today);
    let written = 0;
    for (const deadline of plan.deadlines) {
      const kind = reminderKind(deadline.daysLeft);
      if (!kind) continue;
      const task = plan.tasks.find((t) => t.slug === deadline.taskSlug);
      const key = { subscriptionId: subscription.id, ruleId: deadline.ruleId, dueOn: deadline.dueOn, kind };
      const wrote = await this.transactions.run(async (tx) => {
        if (!(await this.subscriptions.claimReminder(key, tx))) return false;
        const reminder = { subscriptionId: subscription.id, email: subscription.email, unsubscribeToken: subscription.unsubscribe_token, deadline, kind };
        const outboxId = await this.mail.enqueue(tx, reminderMail({ ...reminder, guideUrl: task ? `${site}${taskPath(task)}` : null }, site));
        await this.subscriptions.linkOutbox(key, outboxId, tx);
        return true;
      });
      if (wrote) written += 1;
    }
    return written;
  }

  private confirmed(): HtmlPage {
    return this.page(
      200,
      'Reminders confirmed',
      'Thanks. You will get an e-mail a week before each deadline in your plan and again the day before. Every reminder has a one-click unsubscribe link.',
    );
  }

  private expired(): HtmlPage {
    return this.page(
      410,
      'This link has expired',
      'These reminders were stopped or replaced after the link was sent. Ask for reminders again on your plan page.',
    );
  }

  private notFound(): HtmlPage {
    return linkNotFoundPage(this.options.env.SITE_URL);
  }

  private page(status: number, title: string, message: string, button?: string): HtmlPage {
    return new HtmlPage(status, title, message, this.options.env.SITE_URL, button);
  }
}
