import { BadRequestException, Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import type Stripe from 'stripe';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { downgradedMail, paymentFailedMail, sessionReceiptMail } from './billing-mails.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService, PAYMENTS_CLIENT } from './billing.service.js';
import type { PaymentsClient } from './payments-client.js';
import { PlansCatalogueService } from './plans-catalogue.service.js';
import { SubscriptionEndsService } from './subscription-ends.service.js';
import { idOf, SubscriptionEventsService } from './subscription-events.service.js';

/**
 * What a paid single session means to the module that sold it (consulting registers these): called inside the
 * webhook's transaction, so the payment and its effect are recorded together, once.
 */
export interface SessionPaymentHooks {
  /** The session `relatedId` is paid. `mailed`: it queued a mail; `afterCommit`: work to do once committed (a refund). */
  paid(tx: Tx, payment: { relatedId: string; paymentIntentId: string | null }): Promise<{ mailed: boolean; afterCommit?: () => Promise<void> }>;
  /** The Checkout page of `relatedId` expired unpaid. */
  expired(tx: Tx, relatedId: string): Promise<void>;
  /** What `relatedId` costs (a payment of any other amount or currency confirms nothing and is refunded); undefined: unknown. */
  price(tx: Tx, relatedId: string): Promise<{ amountCents: number; currency: string } | undefined>;
  /**
   * A plan change made outside the site took `count` of this period's session credits away: that many upcoming
   * sessions of `visitorId` booked on credits since `since` are released. Returns how many were.
   */
  creditsWithdrawn(tx: Tx, visitorId: string, since: Date, count: number): Promise<number>;
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
    @Inject(BillingRepository) private readonly repository: BillingRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(PAYMENTS_CLIENT) private readonly payments: PaymentsClient,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
    @Inject(SubscriptionEventsService) private readonly subscriptions: SubscriptionEventsService,
    @Inject(SubscriptionEndsService) private readonly ends: SubscriptionEndsService,
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
    const applied = await this.transactions.run(async (tx) => {
      if (!(await this.repository.insertEvent(event.id, event.type, tx))) return false;
      mailed = await this.effect(tx, event, afterCommit);
      return true;
    });
    if (mailed) this.mail.flushInBackground();
    for (const work of afterCommit) {
      await work().catch((error: unknown) => this.logger.warn(`after event ${event.id}: ${error instanceof Error ? error.message : String(error)}`));
    }
    return { received: true, duplicate: !applied };
  }

  /** The event's change, inside its transaction; true when it queued a mail. */
  private async effect(tx: Tx, event: Stripe.Event, afterCommit: Array<() => Promise<void>>): Promise<boolean> {
    const created = new Date(event.created * 1000);
    switch (event.type) {
      case 'checkout.session.completed':
        return this.checkoutCompleted(tx, event.data.object, afterCommit);
      case 'checkout.session.expired': {
        const session = event.data.object;
        if (session.mode === 'subscription') await this.repository.checkoutEnded(session.id, tx);
        if (session.mode === 'payment' && session.metadata?.kind === 'session' && session.metadata.relatedId && this.sessionHooks) {
          await this.sessionHooks.expired(tx, session.metadata.relatedId);
        }
        return false;
      }
      case 'customer.subscription.created':
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
      case 'customer.subscription.paused':
      case 'customer.subscription.resumed':
        return this.subscriptions.changed(
          tx,
          event.data.object,
          { created, deleted: event.type === 'customer.subscription.deleted' },
          afterCommit,
          this.sessionHooks,
        );
      case 'invoice.payment_failed':
        return this.paymentFailed(tx, event.data.object, created);
      case 'invoice.paid':
      case 'invoice.payment_succeeded':
        await this.invoicePaid(tx, event.data.object);
        return false;
      case 'charge.refunded': {
        const paymentIntent = idOf(event.data.object.payment_intent);
        if (paymentIntent) await this.repository.markRefunded(paymentIntent, created, tx);
        return false;
      }
      default:
        // Recorded (so a replay is still a no-op) and otherwise ignored.
        return false;
    }
  }

  private async checkoutCompleted(tx: Tx, session: Stripe.Checkout.Session, afterCommit: Array<() => Promise<void>>): Promise<boolean> {
    const accountId = await this.subscriptions.accountOfCustomer(tx, idOf(session.customer), session.client_reference_id ?? session.metadata?.accountId);
    const customer = idOf(session.customer);
    if (accountId && customer) await this.repository.insertCustomer(accountId, customer, tx, true);
    if (session.mode === 'subscription') await this.repository.checkoutEnded(session.id, tx);
    if (session.mode === 'payment' && session.metadata?.kind === 'session' && session.payment_status === 'paid') {
      const relatedId = session.metadata.relatedId ?? null;
      const paymentIntentId = idOf(session.payment_intent) ?? null;
      const payment = { amountCents: session.amount_total ?? 0, currency: session.currency ?? 'usd' };
      const recorded = await this.repository.insertSessionPayment(
        { accountId: accountId ?? null, checkoutSessionId: session.id, paymentIntentId, relatedId, ...payment },
        tx,
      );
      // Only the first record of this payment confirms what it paid for (another event id for the same session changes nothing).
      if (!recorded || !relatedId || !this.sessionHooks) return false;
      const price = await this.sessionHooks.price(tx, relatedId);
      if (!price || price.amountCents !== payment.amountCents || price.currency !== payment.currency) {
        // A Checkout page not made by this site (its amount or currency is not the price): it confirms nothing and is given back.
        this.logger.warn(`payment ${session.id} for ${relatedId}: ${payment.amountCents} ${payment.currency} is not its price; refunded`);
        if (paymentIntentId) afterCommit.push(() => this.ends.refundPayment(paymentIntentId));
        return false;
      }
      const outcome = await this.sessionHooks.paid(tx, { relatedId, paymentIntentId });
      if (outcome.afterCommit) {
        afterCommit.push(outcome.afterCommit);
        return outcome.mailed;
      }
      const payer = session.customer_details?.email ?? session.customer_email;
      if (payer) {
        const what = session.metadata.description || 'Consulting session';
        await this.mail.enqueue(tx, sessionReceiptMail(payer, what, payment.amountCents, paymentIntentId ?? session.id, new Date()));
      }
      return true;
    }
    return false;
  }

  private subscriptionOfInvoice(invoice: Stripe.Invoice): string | undefined {
    const legacy = invoice as unknown as { subscription?: string | { id: string } | null };
    return idOf(invoice.parent?.subscription_details?.subscription) ?? idOf(legacy.subscription);
  }

  /** A failed renewal starts the grace period (once: later failures keep its end) and tells the founder. */
  private async paymentFailed(tx: Tx, invoice: Stripe.Invoice, created: Date): Promise<boolean> {
    const subscription = this.subscriptionOfInvoice(invoice);
    if (!subscription) return false;
    const graceUntil = new Date(created.getTime() + this.options.env.BILLING_GRACE_DAYS * 86_400_000);
    const rows = await this.repository.startGrace(subscription, graceUntil, tx);
    for (const row of rows) {
      await this.mail.enqueue(tx, paymentFailedMail(row.email, this.catalogue.plan(row.plan).name, graceUntil, this.options.env.SITE_URL, row.account_id));
    }
    return rows.length > 0;
  }

  private async invoicePaid(tx: Tx, invoice: Stripe.Invoice): Promise<void> {
    const subscription = this.subscriptionOfInvoice(invoice);
    if (subscription) await this.repository.endGrace(subscription, tx);
  }

  /**
   * Plans whose grace period ended unpaid move to free, each once across replicas (the row's update is the claim),
   * with an e-mail in the same transaction; the subscription is then ended at Stripe so no later charge is taken.
   */
  async downgradeExpired(now = new Date()): Promise<number> {
    const rows = await this.transactions.run(async (tx) => {
      const downgraded = await this.repository.downgradeExpired(now, tx);
      for (const row of downgraded) {
        await this.mail.enqueue(tx, downgradedMail(row.email, this.catalogue.plan(row.plan).name, this.options.env.SITE_URL, row.account_id));
      }
      return downgraded;
    });
    if (rows.length > 0) this.mail.flushInBackground();
    for (const row of rows) await this.billing.cancelNow(row.stripe_subscription_id);
    return rows.length;
  }

  /**
   * Ends at Stripe what the queues hold: the subscriptions of deleted accounts and every subscription and open page of
   * their customers (queued by the tables' triggers), and second subscriptions refused (refunded), so none is charged again.
   */
  cancelOrphaned(): Promise<number> {
    return this.ends.runQueues();
  }
}
