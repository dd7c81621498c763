import { ConflictException, HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import type { BillingRedirect, PaidPlanId } from '@launchops/contracts';
import { PAID_PLAN_IDS } from '@launchops/contracts';
import type Stripe from 'stripe';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import type { Tx } from '../../database/sql-repository.js';
import { BillingRepository } from './billing.repository.js';
import { effectivePlan, EntitlementsService, type SubscriptionRow } from './entitlements.service.js';
import { type PaymentsClient, paymentsClientFromEnv } from './payments-client.js';
import { PlansCatalogueService, priceLookupKey } from './plans-catalogue.service.js';

export const PAYMENTS_CLIENT = Symbol('PAYMENTS_CLIENT');

/** What a single (paid) consulting session checkout needs. */
export interface SessionCheckoutInput {
  /** What is bought, shown on the payment page. */
  description: string;
  amountCents: number;
  /** The booking (or other thing) it pays for; stored with the payment. */
  relatedId: string;
  successUrl: string;
  cancelUrl: string;
  /** Who pays when the visitor has no account (a booking made without signing in): Checkout asks them. */
  email?: string;
  /** When the Checkout page stops taking the payment (Stripe: 30 minutes to 24 hours ahead). */
  expiresAt?: Date;
}

/**
 * Checkout (subscriptions and single sessions), the Customer Portal, plan changes with proration and cancellation
 * at period end, all through the official Stripe SDK: against Stripe, or the local test-payments service that speaks
 * the same API. What they lead to is recorded only from webhooks (BillingWebhooksService).
 */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');
  private prices: Promise<Map<PaidPlanId, string>> | undefined;

  constructor(
    @Inject(BillingRepository) private readonly repository: BillingRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(PAYMENTS_CLIENT) private readonly payments: PaymentsClient,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
  ) {}

  get mode(): PaymentsClient['mode'] {
    return this.payments.mode;
  }

  private stripe(): Stripe {
    if (!this.payments.stripe) throw new ServiceUnavailableException('Payments are not set up on this server (no STRIPE_SECRET_KEY or TEST_PAYMENTS_URL).');
    return this.payments.stripe;
  }

  /**
   * The monthly price of each paid plan, found by its lookup key and made when missing or when plans.yaml changed
   * its amount (the key then moves to the new price; subscribers keep theirs until they change plan).
   */
  pricesByPlan(): Promise<Map<PaidPlanId, string>> {
    this.prices ??= this.loadPrices().catch((error: unknown) => {
      this.prices = undefined;
      throw error;
    });
    return this.prices;
  }

  private async loadPrices(): Promise<Map<PaidPlanId, string>> {
    const stripe = this.stripe();
    const existing = await stripe.prices.list({ lookup_keys: PAID_PLAN_IDS.map(priceLookupKey), active: true, limit: 10 });
    const found = new Map<PaidPlanId, string>();
    for (const planId of PAID_PLAN_IDS) {
      const plan = this.catalogue.plan(planId);
      const cents = plan.monthlyPriceUsd * 100;
      const current = existing.data.find((price) => price.lookup_key === priceLookupKey(planId));
      if (current && current.unit_amount === cents && current.currency === 'usd' && current.recurring?.interval === 'month') {
        found.set(planId, current.id);
        continue;
      }
      const product = await stripe.products.create({ name: `LaunchOps ${plan.name}`, description: plan.tagline, metadata: { plan: planId } });
      const price = await stripe.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: cents,
        recurring: { interval: 'month' },
        lookup_key: priceLookupKey(planId),
        transfer_lookup_key: true,
      });
      found.set(planId, price.id);
    }
    return found;
  }

  private async account(visitorId: string): Promise<SubscriptionRow> {
    const row = await this.entitlements.subscriptionOf(visitorId);
    if (!row) throw new UnauthorizedException('Sign in first: a plan belongs to an account.');
    return row;
  }

  /** This account's Stripe customer, made on first use (once, whatever the concurrency: an idempotency key and a unique row). */
  private async customerOf(account: SubscriptionRow): Promise<string> {
    const known = await this.repository.customerOf(account.account_id);
    if (known) return known;
    const customer = await this.stripe().customers.create(
      { email: account.email, metadata: { accountId: String(account.account_id) } },
      { idempotencyKey: `launchops-customer-${account.account_id}` },
    );
    await this.repository.insertCustomer(account.account_id, customer.id);
    return (await this.repository.customerOf(account.account_id))!;
  }

  private siteUrl(path: string): string {
    return new URL(path, this.options.env.SITE_URL).toString();
  }

  /**
   * The account's Checkout page for a plan: one open page at a time. Asked again (ten requests at once included),
   * the same page is given: requests of one generation share Stripe's idempotency key. A page for another plan, or
   * one about to expire, is ended at Stripe first, so two payable pages never coexist for long; a payment that
   * slips through anyway is refunded by the webhook (one live subscription per account).
   */
  async checkout(visitorId: string, plan: PaidPlanId): Promise<BillingRedirect> {
    const account = await this.account(visitorId);
    if (effectivePlan(account) !== 'free') {
      throw new ConflictException(`You already have the ${this.catalogue.plan(effectivePlan(account)).name} plan: change or cancel it from your billing page.`);
    }
    const customer = await this.customerOf(account);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const open = await this.repository.checkoutOf(account.account_id);
      if (open.checkout_session_id && open.url && open.plan === plan && (open.expires_at?.getTime() ?? 0) > Date.now() + 10 * 60_000) return { url: open.url };
      if (open.checkout_session_id) {
        await this.expireCheckout(open.checkout_session_id, open.plan);
        await this.repository.nextCheckout(account.account_id, open.generation);
        continue;
      }
      const session = await this.newPlanCheckout(account.account_id, customer, plan, open.generation);
      if (await this.repository.keepCheckout(account.account_id, open.generation, session)) return { url: session.url };
      // Another request kept a page (for another plan) first: this one is ended, and the loop decides again.
      await this.expireCheckout(session.sessionId, plan);
    }
    throw new ConflictException('Several payment pages were asked for at once. Please try again.');
  }

  private async newPlanCheckout(accountId: number, customer: string, plan: PaidPlanId, generation: number) {
    const session = await this.stripe().checkout.sessions.create(
      {
        mode: 'subscription',
        customer,
        client_reference_id: String(accountId),
        line_items: [{ price: (await this.pricesByPlan()).get(plan)!, quantity: 1 }],
        metadata: { accountId: String(accountId), kind: 'subscription', plan },
        subscription_data: { metadata: { accountId: String(accountId), plan } },
        success_url: this.siteUrl(`/account?billing=success&plan=${plan}`),
        cancel_url: this.siteUrl(`/account?billing=cancelled&plan=${plan}`),
      },
      { idempotencyKey: `launchops-checkout-${accountId}-${generation}-${plan}` },
    );
    if (!session.url) throw new HttpException('The payment page could not be opened. Please try again.', HttpStatus.BAD_GATEWAY);
    return { plan, sessionId: session.id, url: session.url, expiresAt: session.expires_at ? new Date(session.expires_at * 1000) : null };
  }

  /** Ends an open Checkout page; one already paid cannot be, and the founder is told the payment is on its way. */
  private async expireCheckout(sessionId: string, plan: PaidPlanId | null): Promise<void> {
    const stripe = this.stripe();
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    if (session.status === 'open') await stripe.checkout.sessions.expire(sessionId);
    else if (session.status === 'complete') {
      throw new ConflictException(
        `Your payment for the ${plan ? this.catalogue.plan(plan).name : 'chosen'} plan is being confirmed: reload this page in a moment.`,
      );
    }
  }

  /**
   * A single paid session (mode payment), recorded by the checkout.session.completed webhook. A visitor without an
   * account pays as a guest (`input.email`); an account pays as its Stripe customer.
   */
  async sessionCheckout(visitorId: string, input: SessionCheckoutInput): Promise<BillingRedirect> {
    const account = await this.entitlements.subscriptionOf(visitorId);
    if (!account && !input.email) throw new UnauthorizedException('Sign in first: a plan belongs to an account.');
    const payer = account
      ? { customer: await this.customerOf(account), client_reference_id: String(account.account_id) }
      : { customer_email: input.email!, customer_creation: 'if_required' as const };
    const session = await this.stripe().checkout.sessions.create({
      mode: 'payment',
      ...payer,
      ...(input.expiresAt ? { expires_at: Math.floor(input.expiresAt.getTime() / 1000) } : {}),
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: input.amountCents, product_data: { name: input.description } } }],
      metadata: {
        ...(account ? { accountId: String(account.account_id) } : {}),
        kind: 'session',
        relatedId: input.relatedId,
        description: input.description.slice(0, 450),
      },
      // The payment service mails its own receipt to the payer as well as the site's confirmation.
      payment_intent_data: { metadata: { kind: 'session', relatedId: input.relatedId }, receipt_email: input.email ?? account!.email },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    });
    if (!session.url) throw new HttpException('The payment page could not be opened. Please try again.', HttpStatus.BAD_GATEWAY);
    return { url: session.url };
  }

  /**
   * Refunds the single session paid for `relatedId` (the refund is recorded by the charge.refunded webhook). Inside a
   * transaction, pass it (a pool of one would wait for ever otherwise).
   */
  async refundSession(relatedId: string, tx?: Tx): Promise<boolean> {
    const paymentIntent = await this.repository.sessionPaymentIntent(relatedId, tx);
    if (!paymentIntent) return false;
    await this.stripe().refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `launchops-refund-${relatedId}` });
    return true;
  }

  /** The Customer Portal: card, invoices, plan changes and cancellation. */
  async portal(visitorId: string): Promise<BillingRedirect> {
    const account = await this.account(visitorId);
    const customer = await this.customerOf(account);
    const session = await this.stripe().billingPortal.sessions.create({ customer, return_url: this.siteUrl('/account') });
    return { url: session.url };
  }

  private async currentSubscription(visitorId: string): Promise<{ account: SubscriptionRow; id: string }> {
    const account = await this.account(visitorId);
    if (effectivePlan(account) === 'free' || !account.stripe_subscription_id)
      throw new ConflictException('You have no paid plan to change: choose one on the home page.');
    return { account, id: account.stripe_subscription_id };
  }

  /**
   * Moves a paying account to another plan now (policies.yaml, "refunds"). A bigger plan starts a new monthly period
   * at once (billing_cycle_anchor now): Stripe invoices its full price now, less a credit for the unused part of the
   * old plan, and applies the change only once that payment succeeds (a pending update, which takes
   * billing_cycle_anchor: Stripe's pending updates reference). Its session credits belong to that new period, paid in
   * full; sessions booked before count in the old period only (the new start reaches billing_subscription by the
   * subscription's webhook). When sessions were booked on the old plan's credits this period, nothing of it is given
   * back (proration none: the new price in full), or its unused days would pay for a period whose sessions were used.
   * A smaller plan credits the unused part of the period, unless this period's sessions booked on credits are more
   * than the smaller plan gives: then the bigger plan's payment is what paid for them, and nothing is given back.
   */
  async changePlan(visitorId: string, plan: PaidPlanId): Promise<void> {
    const { account, id } = await this.currentSubscription(visitorId);
    if (account.plan === plan) throw new ConflictException(`You already have the ${this.catalogue.plan(plan).name} plan.`);
    const stripe = this.stripe();
    const subscription = await stripe.subscriptions.retrieve(id);
    const item = subscription.items.data[0];
    if (!item) throw new HttpException('Your subscription could not be read. Please try again.', HttpStatus.BAD_GATEWAY);
    const items = [{ id: item.id, price: (await this.pricesByPlan()).get(plan)! }];
    if (subscription.cancel_at_period_end) await stripe.subscriptions.update(id, { cancel_at_period_end: false });
    const { used } = await this.entitlements.sessionCredits(visitorId);
    if (this.catalogue.plan(plan).monthlyPriceUsd > this.catalogue.plan(account.plan!).monthlyPriceUsd) {
      // Since API version 2026-09-30.endive (the SDK pins a later one) the anchor is an object, `{ type: 'now' }`, not
      // the string 'now'. A pending update takes no metadata: the price's lookup key says the plan.
      await stripe.subscriptions.update(id, {
        items,
        billing_cycle_anchor: { type: 'now' },
        proration_behavior: used > 0 ? 'none' : 'always_invoice',
        payment_behavior: 'pending_if_incomplete',
      });
      return;
    }
    const keepsPayment = used > (this.catalogue.numbers(plan).sessionsPerMonth ?? 0);
    await stripe.subscriptions.update(id, {
      items,
      proration_behavior: keepsPayment ? 'none' : 'create_prorations',
      // Says the change came from the site (which settled the credits above), not from the portal or the dashboard.
      metadata: { accountId: String(account.account_id), plan, siteChangeAt: String(Date.now()) },
    });
  }

  /** Cancels at the end of the paid period (the plan is kept until then), or undoes that. */
  async cancelAtPeriodEnd(visitorId: string, cancel: boolean): Promise<void> {
    const { id } = await this.currentSubscription(visitorId);
    await this.stripe().subscriptions.update(id, { cancel_at_period_end: cancel });
  }

  /**
   * Ends a subscription at once (a downgrade after the grace period, a deleted account). True when it is ended or
   * Stripe says there is nothing to end (4xx: unknown or already cancelled); false when Stripe could not be reached.
   */
  async cancelNow(subscriptionId: string): Promise<boolean> {
    try {
      await this.stripe().subscriptions.cancel(subscriptionId);
      return true;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      this.logger.warn(`cancelling subscription ${subscriptionId} failed: ${error instanceof Error ? error.message : String(error)}`);
      return typeof status === 'number' && status >= 400 && status < 500;
    }
  }
}

export const paymentsClientProvider = {
  provide: PAYMENTS_CLIENT,
  inject: [APP_OPTIONS],
  useFactory: (options: AppOptions) => paymentsClientFromEnv(options.env),
};
