import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { type PlanRemindersState } from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { HtmlPage, isWellFormedLinkToken, linkNotFoundPage } from '../../common/html-page.js';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { MailService } from '../../common/mail/mail.service.js';
import type { Day } from '../../common/calendar-days.js';
import { reminderConfirmationMail, reminderKind, reminderMail } from './plan-reminder-mails.js';
import { PlanService, planToday, taskPath } from './plan.service.js';

interface SubscriptionRow {
  id: number;
  visitor_id: string;
  email: string;
  status: 'pending' | 'confirmed' | 'unsubscribed';
  confirm_token: string;
  unsubscribe_token: string;
}

/** A pending address gets its confirmation again only after this long (asking twice does not mail twice). */
export const REMINDER_CONFIRMATION_COOLDOWN_MINUTES = 10;

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
    @Inject(DataSource) private readonly dataSource: DataSource,
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
    const [row] = (await this.dataSource.query(`SELECT email, status FROM plan_reminder_subscription WHERE visitor_id = $1 AND status <> 'unsubscribed'`, [
      visitorId,
    ])) as Array<Pick<SubscriptionRow, 'email' | 'status'>>;
    return { reminders: row ? { email: row.email, status: row.status as 'pending' | 'confirmed' } : null };
  }

  /**
   * Double opt-in: a new address becomes pending and gets a confirmation mail (again after the cooldown
   * when asked again); the same confirmed address is left alone; a different address replaces the old one.
   */
  async subscribe(visitorId: string, email: string): Promise<PlanRemindersState> {
    const mailed = await this.dataSource.transaction(async (manager) => {
      const [live] = (await manager.query(
        `SELECT id, visitor_id, email, status, confirm_token, unsubscribe_token FROM plan_reminder_subscription
         WHERE visitor_id = $1 AND status <> 'unsubscribed' FOR UPDATE`,
        [visitorId],
      )) as SubscriptionRow[];
      if (live && live.email.toLowerCase() === email.toLowerCase()) {
        if (live.status === 'confirmed' || !(await this.claimResend(manager, live.id))) return false;
        await this.mail.enqueue(manager, reminderConfirmationMail(live, this.options.env.SITE_URL));
        return true;
      }
      if (live) await manager.query(`UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = now() WHERE id = $1`, [live.id]);
      // A concurrent request of the same visitor may insert first: then it mails, and this one does not.
      const [row] = (await manager.query(
        `INSERT INTO plan_reminder_subscription (visitor_id, email, status, confirm_token, unsubscribe_token, confirmation_sent_at)
         VALUES ($1, $2, 'pending', $3, $4, now())
         ON CONFLICT (visitor_id) WHERE status <> 'unsubscribed' DO NOTHING
         RETURNING id, visitor_id, email, status, confirm_token, unsubscribe_token`,
        [visitorId, email, newToken(), newToken()],
      )) as SubscriptionRow[];
      if (!row) return false;
      await this.mail.enqueue(manager, reminderConfirmationMail(row, this.options.env.SITE_URL));
      return true;
    });
    if (mailed) this.mail.flushInBackground();
    return this.state(visitorId);
  }

  /** Stops the visitor's reminders (from the plan page). */
  async stop(visitorId: string): Promise<PlanRemindersState> {
    await this.dataSource.query(
      `UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = now() WHERE visitor_id = $1 AND status <> 'unsubscribed'`,
      [visitorId],
    );
    return { reminders: null };
  }

  /** The e-mail's link: a page with a button (opening it changes nothing, so mail scanners confirm nobody). */
  async confirmationPage(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const [row] = (await this.dataSource.query('SELECT status FROM plan_reminder_subscription WHERE confirm_token = $1', [token])) as Array<
      Pick<SubscriptionRow, 'status'>
    >;
    if (row?.status === 'pending') {
      return this.page(
        200,
        'Confirm your deadline reminders',
        'One last step: press the button to get an e-mail a week before each deadline in your plan and again the day before. Every reminder has a one-click unsubscribe link.',
        'Confirm my reminders',
      );
    }
    if (row?.status === 'confirmed') return this.confirmed();
    if (row) return this.expired();
    return this.notFound();
  }

  async confirm(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const [rows] = (await this.dataSource.query(
      `UPDATE plan_reminder_subscription SET status = 'confirmed', confirmed_at = coalesce(confirmed_at, now())
       WHERE confirm_token = $1 AND status IN ('pending', 'confirmed') RETURNING id`,
      [token],
    )) as [Array<{ id: number }>, number];
    const confirmed = rows[0];
    if (confirmed) {
      // A deadline already within the week gets its reminder now rather than at the next check.
      this.sendDue(planToday(), confirmed.id).catch((error: unknown) => this.logger.warn(`reminders after confirmation: ${String(error)}`));
      return this.confirmed();
    }
    const [known] = await this.dataSource.query('SELECT 1 FROM plan_reminder_subscription WHERE confirm_token = $1', [token]);
    return known ? this.expired() : this.notFound();
  }

  /** One-click unsubscribe (RFC 8058 when POSTed); idempotent. */
  async unsubscribe(token: string): Promise<HtmlPage> {
    if (!isWellFormedLinkToken(token)) return this.notFound();
    const [, updated] = (await this.dataSource.query(
      `UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = coalesce(unsubscribed_at, now()) WHERE unsubscribe_token = $1`,
      [token],
    )) as [unknown, number];
    if (updated === 0) return this.notFound();
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
    const subscriptions = (await this.dataSource.query(
      `SELECT id, visitor_id, email, unsubscribe_token FROM plan_reminder_subscription
       WHERE status = 'confirmed' AND ($1::int IS NULL OR id = $1) ORDER BY id`,
      [subscriptionId ?? null],
    )) as Array<Pick<SubscriptionRow, 'id' | 'visitor_id' | 'email' | 'unsubscribe_token'>>;
    const site = this.options.env.SITE_URL.replace(/\/+$/, '');
    let written = 0;
    for (const subscription of subscriptions) {
      const plan = await this.plans.getPlan(subscription.visitor_id, today);
      for (const deadline of plan.deadlines) {
        const kind = reminderKind(deadline.daysLeft);
        if (!kind) continue;
        const task = plan.tasks.find((t) => t.slug === deadline.taskSlug);
        const wrote = await this.dataSource.transaction(async (manager) => {
          // Only while the subscription is still confirmed, and only the first writer of this key.
          const [claimed] = (await manager.query(
            `INSERT INTO plan_reminder_sent (subscription_id, rule_id, due_on, kind)
             SELECT id, $2, $3, $4 FROM plan_reminder_subscription WHERE id = $1 AND status = 'confirmed'
             ON CONFLICT DO NOTHING RETURNING subscription_id`,
            [subscription.id, deadline.ruleId, deadline.dueOn, kind],
          )) as unknown[];
          if (!claimed) return false;
          const outboxId = await this.mail.enqueue(
            manager,
            reminderMail(
              {
                subscriptionId: subscription.id,
                email: subscription.email,
                unsubscribeToken: subscription.unsubscribe_token,
                deadline,
                guideUrl: task ? `${site}${taskPath(task)}` : null,
                kind,
              },
              site,
            ),
          );
          await manager.query('UPDATE plan_reminder_sent SET outbox_id = $5 WHERE subscription_id = $1 AND rule_id = $2 AND due_on = $3 AND kind = $4', [
            subscription.id,
            deadline.ruleId,
            deadline.dueOn,
            kind,
            outboxId,
          ]);
          return true;
        });
        if (wrote) written += 1;
      }
    }
    if (written > 0) {
      this.logger.log(`plan reminders written: ${written}`);
      this.mail.flushInBackground();
    }
    return written;
  }

  private async claimResend(manager: EntityManager, id: number): Promise<boolean> {
    const [, updated] = (await manager.query(
      `UPDATE plan_reminder_subscription SET confirmation_sent_at = now()
       WHERE id = $1 AND (confirmation_sent_at IS NULL OR confirmation_sent_at <= now() - make_interval(mins => $2))`,
      [id, REMINDER_CONFIRMATION_COOLDOWN_MINUTES],
    )) as [unknown, number];
    return updated === 1;
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
