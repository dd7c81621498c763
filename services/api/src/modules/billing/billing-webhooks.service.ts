import { BadRequestException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import type { PaidPlanId } from '@launchops/contracts';
import type Stripe from 'stripe';
import { DataSource, type EntityManager } from 'typeorm';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { MailService } from '../../common/mail/mail.service.js';
import { updateReturning } from '../../common/update-returning.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { downgradedMail, paymentFailedMail } from './billing-mails.js';
import { BillingService, PAYMENTS_CLIENT } from './billing.service.js';
import type { PaymentsClient } from './payments-client.js';
import { PlansCatalogueService, planOfLookupKey } from './plans-catalogue.service.js';

const idOf = (value: string | { id: string } | null | undefined): string | undefined => (typeof value === 'string' ? value : (value?.id ?? undefined));
const at = (seconds: number | null | undefined): Date | null => (typeof seconds === 'number' ? new Date(seconds * 1000) : null);

/**
 * What a paid single session means to the module that sold it (consulting registers these): called inside the
 * webhook's transaction, so the payment and its effect are recorded together, once.
 */
export interface SessionPaymentHooks {
  /** The session `relatedId` is paid. `mailed`: it queued a mail; `afterCommit`: work to do once committed (a refund). */
  paid(manager: EntityManager, payment: { relatedId: string; paymentIntentId: string | null }): Promise<{ mailed: boolean; afterCommit?: () => Promise<void> }>;
  /** The Checkout page of `relatedId` expired unpaid. */
  expired(manager: EntityManager, relatedId: string): Promise<void>;
}

export interface WebhookResult {
  received: true;
  /** True when this event id had been applied before: nothing was changed. */
  duplicate: boolean;
}

/**
 * Stripe's webhooks, verified with the endpoint's signing secret and applied exactly once: the event id goes into
 * billing_event in the same transaction as its effect, so a replay, a retry or the same event reaching two replicas
 * at once finds the id taken (the second insert waits for the first transaction, then does nothing).
 */
@Injectable()
export class BillingWebhooksService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BillingWebhooks');
  private sessionHooks: SessionPaymentHooks | undefined;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(PAYMENTS_CLIENT) private readonly payments: PaymentsClient,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
  ) {}

  /** Set by the module that sells single sessions (consulting) at start. */
  setSessionPaymentHooks(hooks: SessionPaymentHooks): void {
    this.sessionHooks = hooks;
  }

  onApplicationBootstrap(): void {
    if (this.payments.mode === 'off') return;
    const every = this.options.env.BILLING_GRACE_CHECK_MS;
    this.jobs.schedule({
      name: 'billing-grace-downgrades',
      periodMs: every,
      checkEveryMs: every,
      firstCheckAfterMs: Math.min(every, 5_000),
      run: async () => {
        await this.downgradeExpired();
        await this.cancelOrphaned();
      },
    });
  }

  /** Verifies the signature (400 when it fails: Stripe then retries), then applies the event once. */
  async receive(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookResult> {
    if (!this.payments.stripe || !this.payments.webhookSecret) throw new NotFoundException('Payments are not set up on this server.');
    if (!rawBody || !signature) throw new BadRequestException('A webhook needs its JSON body and a Stripe-Signature header.');
    let event: Stripe.Event;
    try {
      event = this.payments.stripe.webhooks.constructEvent(rawBody, signature, this.payments.webhookSecret);
    } catch {
      throw new BadRequestException('The webhook signature could not be verified.');
    }
    return this.apply(event);
  }

  /** Applies a verified event, once per event id. */
  async apply(event: Stripe.Event): Promise<WebhookResult> {
    let mailed = false;
    const afterCommit: Array<() => Promise<void>> = [];
    const applied = await this.dataSource.transaction(async (manager) => {
      const inserted = (await manager.query('INSERT INTO billing_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [
        event.id,
        event.type,
      ])) as unknown[];
      if (inserted.length === 0) return false;
      mailed = await this.effect(manager, event, afterCommit);
      return true;
    });
    if (mailed) this.mail.flushInBackground();
    for (const work of afterCommit) {
      await work().catch((error: unknown) => this.logger.warn(`after event ${event.id}: ${error instanceof Error ? error.message : String(error)}`));
    }
    return { received: true, duplicate: !applied };
  }

  /** The event's change, inside its transaction; true when it queued a mail. */
  private async effect(manager: EntityManager, event: Stripe.Event, afterCommit: Array<() => Promise<void>>): Promise<boolean> {
    const created = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(manager, event.data.object, afterCommit);
      case 'checkout.session.expired': {
        const session = event.data.object;
        if (session.mode === 'payment' && session.metadata?.kind === 'session' && session.metadata.relatedId && this.sessionHooks) {
          await this.sessionHooks.expired(manager, session.metadata.relatedId);
        }
        return false;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        await this.subscriptionChanged(manager, event.data.object, created, event.type === 'customer.subscription.deleted');
        return false;
      case 'invoice.payment_failed':
        return this.paymentFailed(manager, event.data.object, created);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await this.invoicePaid(manager, event.data.object);
        return false;
      case 'charge.refunded': {
        const paymentIntent = idOf(event.data.object.payment_intent);
        if (paymentIntent)
          await manager.query('UPDATE billing_payment SET refunded_at = COALESCE(refunded_at, $2) WHERE payment_intent_id = $1', [paymentIntent, created]);
        return false;
      }
      default:
        // Recorded (so a replay is still a no-op) and otherwise ignored.
        return false;
    }
  }

  private async accountOfCustomer(manager: EntityManager, customer: string | undefined, metadataAccountId: string | undefined): Promise<number | undefined> {
    const fromMetadata = Number(metadataAccountId);
    if (Number.isSafeInteger(fromMetadata) && fromMetadata > 0) {
      const [row] = (await manager.query('SELECT id FROM account WHERE id = $1', [fromMetadata])) as Array<{ id: number }>;
      if (row) return row.id;
    }
    if (!customer) return undefined;
    const [row] = (await manager.query('SELECT account_id FROM billing_customer WHERE stripe_customer_id = $1', [customer])) as Array<{ account_id: number }>;
    return row?.account_id;
  }

  private async checkoutCompleted(manager: EntityManager, session: Stripe.Checkout.Session, afterCommit: Array<() => Promise<void>>): Promise<boolean> {
    const accountId = await this.accountOfCustomer(manager, idOf(session.customer), session.client_reference_id ?? session.metadata?.accountId);
    const customer = idOf(session.customer);
    if (accountId && customer) {
      await manager.query('INSERT INTO billing_customer (account_id, stripe_customer_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [accountId, customer]);
    }
    if (session.mode === 'payment' && session.metadata?.kind === 'session' && session.payment_status === 'paid') {
      const recorded = (await manager.query(
        `INSERT INTO billing_payment (account_id, checkout_session_id, payment_intent_id, kind, related_id, amount_cents, currency)
         VALUES ($1, $2, $3, 'session', $4, $5, $6) ON CONFLICT (checkout_session_id) DO NOTHING RETURNING id`,
        [
          accountId ?? null,
          session.id,
          idOf(session.payment_intent) ?? null,
          session.metadata.relatedId ?? null,
          session.amount_total ?? 0,
          session.currency ?? 'usd',
        ],
      )) as unknown[];
      // Only the first record of this payment confirms what it paid for (another event id for the same session changes nothing).
      if (recorded.length > 0 && session.metadata.relatedId && this.sessionHooks) {
        const outcome = await this.sessionHooks.paid(manager, { relatedId: session.metadata.relatedId, paymentIntentId: idOf(session.payment_intent) ?? null });
        if (outcome.afterCommit) afterCommit.push(outcome.afterCommit);
        return outcome.mailed;
      }
    }
    return false;
  }

  private async subscriptionChanged(manager: EntityManager, subscription: Stripe.Subscription, created: Date, deleted: boolean): Promise<void> {
    const accountId = await this.accountOfCustomer(manager, idOf(subscription.customer), subscription.metadata?.accountId);
    if (!accountId) {
      this.logger.warn(`subscription ${subscription.id}: no account for customer ${idOf(subscription.customer)}`);
      return;
    }
    const item = subscription.items?.data?.[0];
    const plan: PaidPlanId | undefined = planOfLookupKey(item?.price?.lookup_key) ?? planOfLookupKey(`launchops_${subscription.metadata?.plan}_monthly_usd`);
    if (!plan) {
      this.logger.warn(`subscription ${subscription.id}: its price is none of the plans'`);
      return;
    }
    const legacy = subscription as unknown as { current_period_start?: number; current_period_end?: number };
    const status = deleted ? 'canceled' : subscription.status;
    // An event older than the one last applied (Stripe does not promise order) changes nothing.
    await manager.query(
      `INSERT INTO billing_subscription (account_id, stripe_subscription_id, plan, status, current_period_start, current_period_end, cancel_at_period_end, last_event_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
       ON CONFLICT (account_id) DO UPDATE SET
         stripe_subscription_id = EXCLUDED.stripe_subscription_id, plan = EXCLUDED.plan, status = EXCLUDED.status,
         current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         cancel_at_period_end = EXCLUDED.cancel_at_period_end, last_event_at = EXCLUDED.last_event_at, updated_at = now(),
         grace_until = CASE WHEN EXCLUDED.status IN ('active', 'trialing') OR billing_subscription.stripe_subscription_id <> EXCLUDED.stripe_subscription_id THEN NULL ELSE billing_subscription.grace_until END,
         downgraded_at = CASE WHEN billing_subscription.stripe_subscription_id <> EXCLUDED.stripe_subscription_id THEN NULL ELSE billing_subscription.downgraded_at END
       WHERE billing_subscription.last_event_at <= EXCLUDED.last_event_at
         -- The end of a subscription the account has since replaced (a new checkout) leaves the new one alone.
         AND (billing_subscription.stripe_subscription_id = EXCLUDED.stripe_subscription_id OR EXCLUDED.status NOT IN ('canceled', 'incomplete_expired'))`,
      [
        accountId,
        subscription.id,
        plan,
        status,
        at(item?.current_period_start ?? legacy.current_period_start),
        at(item?.current_period_end ?? legacy.current_period_end),
        subscription.cancel_at_period_end ?? false,
        created,
      ],
    );
  }

  private subscriptionOfInvoice(invoice: Stripe.Invoice): string | undefined {
    const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
    return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
  }

  /** A failed renewal starts the grace period (once: later failures keep its end) and tells the founder. */
  private async paymentFailed(manager: EntityManager, invoice: Stripe.Invoice, created: Date): Promise<boolean> {
    const subscription = this.subscriptionOfInvoice(invoice);
    if (!subscription) return false;
    const graceUntil = new Date(created.getTime() + this.options.env.BILLING_GRACE_DAYS * 86_400_000);
    const rows = await updateReturning<{ account_id: number; plan: PaidPlanId; email: string }>(
      manager,
      `UPDATE billing_subscription s SET grace_until = $2, updated_at = now()
         FROM account a
        WHERE s.stripe_subscription_id = $1 AND s.grace_until IS NULL AND s.downgraded_at IS NULL AND a.id = s.account_id
        RETURNING s.account_id, s.plan, a.email`,
      [subscription, graceUntil],
    );
    for (const row of rows) {
      await this.mail.enqueue(manager, paymentFailedMail(row.email, this.catalogue.plan(row.plan).name, graceUntil, this.options.env.SITE_URL, row.account_id));
    }
    return rows.length > 0;
  }

  private async invoicePaid(manager: EntityManager, invoice: Stripe.Invoice): Promise<void> {
    const subscription = this.subscriptionOfInvoice(invoice);
    if (!subscription) return;
    await manager.query(
      'UPDATE billing_subscription SET grace_until = NULL, updated_at = now() WHERE stripe_subscription_id = $1 AND downgraded_at IS NULL AND grace_until IS NOT NULL',
      [subscription],
    );
  }

  /**
   * Plans whose grace period ended unpaid move to free, each once across replicas (the row's update is the claim),
   * with an e-mail in the same transaction; the subscription is then ended at Stripe so no later charge is taken.
   */
  async downgradeExpired(now = new Date()): Promise<number> {
    const rows = await this.dataSource.transaction(async (manager) => {
      const downgraded = await updateReturning<{ account_id: number; plan: PaidPlanId; stripe_subscription_id: string; email: string }>(
        manager,
        `UPDATE billing_subscription s SET downgraded_at = $1, updated_at = now()
           FROM account a
          WHERE s.grace_until IS NOT NULL AND s.grace_until <= $1 AND s.downgraded_at IS NULL AND a.id = s.account_id
          RETURNING s.account_id, s.plan, s.stripe_subscription_id, a.email`,
        [now],
      );
      for (const row of downgraded) {
        await this.mail.enqueue(manager, downgradedMail(row.email, this.catalogue.plan(row.plan).name, this.options.env.SITE_URL, row.account_id));
      }
      return downgraded;
    });
    if (rows.length > 0) this.mail.flushInBackground();
    for (const row of rows) await this.billing.cancelNow(row.stripe_subscription_id);
    return rows.length;
  }

  /** Ends at Stripe the subscriptions of deleted accounts (queued by the table's trigger), so none is charged again. */
  async cancelOrphaned(): Promise<number> {
    const queued = (await this.dataSource.query('SELECT stripe_subscription_id FROM billing_cancellation ORDER BY queued_at LIMIT 100')) as Array<{
      stripe_subscription_id: string;
    }>;
    let ended = 0;
    for (const { stripe_subscription_id: id } of queued) {
      if (await this.billing.cancelNow(id)) {
        await this.dataSource.query('DELETE FROM billing_cancellation WHERE stripe_subscription_id = $1', [id]);
        ended += 1;
      } else {
        await this.dataSource.query('UPDATE billing_cancellation SET attempts = attempts + 1 WHERE stripe_subscription_id = $1', [id]);
      }
    }
    return ended;
  }
}
