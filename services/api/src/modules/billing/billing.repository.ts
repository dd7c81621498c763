import { Injectable } from '@nestjs/common';
import type { PaidPlanId } from '@launchops/contracts';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

/** A subscription as a webhook event states it, ready for billing_subscription. */
export interface SubscriptionState {
  accountId: number;
  subscriptionId: string;
  plan: PaidPlanId;
  status: string;
  periodStart: Date | null;
  periodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  eventAt: Date;
}

/** A single session's payment as Checkout reports it. */
export interface SessionPayment {
  accountId: number | null;
  checkoutSessionId: string;
  paymentIntentId: string | null;
  relatedId: string | null;
  amountCents: number;
  currency: string;
}

export interface GraceRow {
  account_id: number;
  plan: PaidPlanId;
  email: string;
}

export type DowngradedRow = GraceRow & { stripe_subscription_id: string };

/** The account's one open Checkout page for a plan (none yet: plan and session null). */
export interface CheckoutRow {
  generation: number;
  plan: PaidPlanId | null;
  checkout_session_id: string | null;
  url: string | null;
  expires_at: Date | null;
}

/** The account's subscription as recorded before an event changes it. */
export interface RecordedSubscription {
  stripe_subscription_id: string;
  plan: PaidPlanId;
  status: string;
  cancel_at_period_end: boolean;
  current_period_start: Date | null;
  current_period_end: Date | null;
  grace_until: Date | null;
  downgraded_at: Date | null;
}

/** Payments' records: Stripe customers, session payments, webhook events, subscriptions, and ends queued for Stripe. */
@Injectable()
export class BillingRepository extends SqlRepository {
  /* ---------- customers ---------- */

  async customerOf(accountId: number): Promise<string | undefined> {
    const row = await this.one<{ stripe_customer_id: string }>('SELECT stripe_customer_id FROM billing_customer WHERE account_id = $1', [accountId]);
    return row?.stripe_customer_id;
  }

  /** Records the account's customer unless it has one (on either key when `anyConflict`, as a webhook does). */
  async insertCustomer(accountId: number, customerId: string, tx?: Tx, anyConflict = false): Promise<void> {
    await this.query(
      `INSERT INTO billing_customer (account_id, stripe_customer_id) VALUES ($1, $2) ON CONFLICT ${anyConflict ? '' : '(account_id) '}DO NOTHING`,
      [accountId, customerId],
      tx,
    );
  }

  async accountExists(accountId: number, tx: Tx): Promise<boolean> {
    return (await this.one('SELECT id FROM account WHERE id = $1', [accountId], tx)) !== undefined;
  }

  async accountOfCustomer(customerId: string, tx: Tx): Promise<number | undefined> {
    return (await this.one<{ account_id: number }>('SELECT account_id FROM billing_customer WHERE stripe_customer_id = $1', [customerId], tx))?.account_id;
  }

  /* ---------- payments and events ---------- */

  /** The payment intent of the unrefunded session paid for `relatedId`. */
  async sessionPaymentIntent(relatedId: string, tx?: Tx): Promise<string | undefined> {
    const row = await this.one<{ payment_intent_id: string }>(
      `SELECT payment_intent_id FROM billing_payment WHERE kind = 'session' AND related_id = $1 AND refunded_at IS NULL AND payment_intent_id IS NOT NULL`,
      [relatedId],
      tx,
    );
    return row?.payment_intent_id;
  }

  /** Records the event id; false when it was recorded before (the event is then not applied again). */
  async insertEvent(id: string, type: string, tx: Tx): Promise<boolean> {
    const inserted = await this.query('INSERT INTO billing_event (id, type) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING RETURNING id', [id, type], tx);
    return inserted.length > 0;
  }

  /** Records a session's payment; false when this Checkout session was recorded before. */
  async insertSessionPayment(payment: SessionPayment, tx: Tx): Promise<boolean> {
    const recorded = await this.query(
      `INSERT INTO billing_payment (account_id, checkout_session_id, payment_intent_id, kind, related_id, amount_cents, currency)
       VALUES ($1, $2, $3, 'session', $4, $5, $6) ON CONFLICT (checkout_session_id) DO NOTHING RETURNING id`,
      [payment.accountId, payment.checkoutSessionId, payment.paymentIntentId, payment.relatedId, payment.amountCents, payment.currency],
      tx,
    );
    return recorded.length > 0;
  }

  async markRefunded(paymentIntentId: string, at: Date, tx: Tx): Promise<void> {
    await this.query('UPDATE billing_payment SET refunded_at = COALESCE(refunded_at, $2) WHERE payment_intent_id = $1', [paymentIntentId, at], tx);
  }

  /* ---------- subscriptions ---------- */

  /** The account's subscription row, locked until `tx` ends (an event's change is decided on it). */
  recordedSubscription(accountId: number, tx: Tx): Promise<RecordedSubscription | undefined> {
    return this.one<RecordedSubscription>(
      `SELECT stripe_subscription_id, plan, status, cancel_at_period_end, current_period_start, current_period_end, grace_until, downgraded_at
         FROM billing_subscription WHERE account_id = $1 FOR UPDATE`,
      [accountId],
      tx,
    );
  }

  accountContact(accountId: number, tx: Tx): Promise<{ email: string; visitor_id: string } | undefined> {
    return this.one<{ email: string; visitor_id: string }>('SELECT email, visitor_id FROM account WHERE id = $1', [accountId], tx);
  }

  /** Writes the subscription unless an event newer than this one was applied (Stripe does not promise order); true when written. */
  async upsertSubscription(state: SubscriptionState, tx: Tx): Promise<boolean> {
    const written = await this.query(
      `INSERT INTO billing_subscription (account_id, stripe_subscription_id, plan, status, current_period_start, current_period_end, cancel_at_period_end, last_event_at, plan_since)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
       ON CONFLICT (account_id) DO UPDATE SET
         -- A new subscription or another plan starts the plan anew; a renewal or a cancellation keeps its start.
         plan_since = CASE WHEN billing_subscription.plan <> EXCLUDED.plan OR billing_subscription.stripe_subscription_id <> EXCLUDED.stripe_subscription_id
                           OR billing_subscription.plan_since IS NULL THEN EXCLUDED.last_event_at ELSE billing_subscription.plan_since END,
         stripe_subscription_id = EXCLUDED.stripe_subscription_id, plan = EXCLUDED.plan, status = EXCLUDED.status,
         current_period_start = EXCLUDED.current_period_start, current_period_end = EXCLUDED.current_period_end,
         cancel_at_period_end = EXCLUDED.cancel_at_period_end, last_event_at = EXCLUDED.last_event_at, updated_at = now(),
         grace_until = CASE WHEN EXCLUDED.status IN ('active', 'trialing') OR billing_subscription.stripe_subscription_id <> EXCLUDED.stripe_subscription_id THEN NULL ELSE billing_subscription.grace_until END,
         downgraded_at = CASE WHEN billing_subscription.stripe_subscription_id <> EXCLUDED.stripe_subscription_id THEN NULL ELSE billing_subscription.downgraded_at END
       WHERE billing_subscription.last_event_at <= EXCLUDED.last_event_at
         -- The end of a subscription the account has since replaced (a new checkout) leaves the new one alone.
         AND (billing_subscription.stripe_subscription_id = EXCLUDED.stripe_subscription_id OR EXCLUDED.status NOT IN ('canceled', 'incomplete_expired'))
       RETURNING account_id`,
      [state.accountId, state.subscriptionId, state.plan, state.status, state.periodStart, state.periodEnd, state.cancelAtPeriodEnd, state.eventAt],
      tx,
    );
    return written.length > 0;
  }

  /** Starts the grace period of a subscription not already in one; the rows it started it for. */
  startGrace(subscriptionId: string, graceUntil: Date, tx: Tx): Promise<GraceRow[]> {
    return this.query<GraceRow>(
      `UPDATE billing_subscription s SET grace_until = $2, updated_at = now()
         FROM account a
        WHERE s.stripe_subscription_id = $1 AND s.grace_until IS NULL AND s.downgraded_at IS NULL AND a.id = s.account_id
        RETURNING s.account_id, s.plan, a.email`,
      [subscriptionId, graceUntil],
      tx,
    );
  }

  async endGrace(subscriptionId: string, tx: Tx): Promise<void> {
    await this.query(
      'UPDATE billing_subscription SET grace_until = NULL, updated_at = now() WHERE stripe_subscription_id = $1 AND downgraded_at IS NULL AND grace_until IS NOT NULL',
      [subscriptionId],
      tx,
    );
  }

  /** Marks downgraded every subscription whose grace period ended by `now` (the update is each row's claim). */
  downgradeExpired(now: Date, tx: Tx): Promise<DowngradedRow[]> {
    return this.query<DowngradedRow>(
      `UPDATE billing_subscription s SET downgraded_at = $1, updated_at = now()
         FROM account a
        WHERE s.grace_until IS NOT NULL AND s.grace_until <= $1 AND s.downgraded_at IS NULL AND a.id = s.account_id
        RETURNING s.account_id, s.plan, s.stripe_subscription_id, a.email`,
      [now],
      tx,
    );
  }

  /* ---------- the account's one open Checkout page ---------- */

  /** The account's checkout row, made (generation 1, no page) when it has none. */
  async checkoutOf(accountId: number): Promise<CheckoutRow> {
    await this.query('INSERT INTO billing_checkout (account_id) VALUES ($1) ON CONFLICT (account_id) DO NOTHING', [accountId]);
    return (await this.one<CheckoutRow>('SELECT generation, plan, checkout_session_id, url, expires_at FROM billing_checkout WHERE account_id = $1', [
      accountId,
    ]))!;
  }

  /** Keeps the page made for `generation`; false when another page was kept for it first. */
  async keepCheckout(
    accountId: number,
    generation: number,
    page: { plan: PaidPlanId; sessionId: string; url: string; expiresAt: Date | null },
  ): Promise<boolean> {
    const kept = await this.query(
      `UPDATE billing_checkout SET plan = $3, checkout_session_id = $4, url = $5, expires_at = $6, updated_at = now()
        WHERE account_id = $1 AND generation = $2 AND (checkout_session_id IS NULL OR checkout_session_id = $4) RETURNING account_id`,
      [accountId, generation, page.plan, page.sessionId, page.url, page.expiresAt],
    );
    return kept.length > 0;
  }

  /** Forgets the page of `generation` (it was ended): the next checkout makes a new one under a new key. */
  async nextCheckout(accountId: number, generation: number): Promise<void> {
    await this.query(
      `UPDATE billing_checkout SET generation = generation + 1, plan = NULL, checkout_session_id = NULL, url = NULL, expires_at = NULL, updated_at = now()
        WHERE account_id = $1 AND generation = $2`,
      [accountId, generation],
    );
  }

  /** A page paid or expired at Stripe is forgotten (a plan ended later starts from a new page). */
  async checkoutEnded(sessionId: string, tx: Tx): Promise<void> {
    await this.query(
      `UPDATE billing_checkout SET generation = generation + 1, plan = NULL, checkout_session_id = NULL, url = NULL, expires_at = NULL, updated_at = now()
        WHERE checkout_session_id = $1`,
      [sessionId],
      tx,
    );
  }

  /* ---------- subscriptions to end at Stripe: of deleted accounts, or paid beside the live one (refunded) ---------- */

  async queueCancellation(subscriptionId: string, refund: boolean, tx: Tx): Promise<void> {
    await this.query(
      'INSERT INTO billing_cancellation (stripe_subscription_id, refund) VALUES ($1, $2) ON CONFLICT (stripe_subscription_id) DO UPDATE SET refund = billing_cancellation.refund OR EXCLUDED.refund',
      [subscriptionId, refund],
      tx,
    );
  }

  async queuedCancellations(): Promise<Array<{ id: string; refund: boolean }>> {
    return this.query<{ id: string; refund: boolean }>('SELECT stripe_subscription_id AS id, refund FROM billing_cancellation ORDER BY queued_at LIMIT 100');
  }

  async queuedCustomers(): Promise<string[]> {
    const rows = await this.query<{ id: string }>('SELECT stripe_customer_id AS id FROM billing_customer_cancellation ORDER BY queued_at LIMIT 100');
    return rows.map((row) => row.id);
  }

  async deleteCustomerCancellation(customerId: string, ended: boolean): Promise<void> {
    await this.query(
      ended
        ? 'DELETE FROM billing_customer_cancellation WHERE stripe_customer_id = $1'
        : 'UPDATE billing_customer_cancellation SET attempts = attempts + 1 WHERE stripe_customer_id = $1',
      [customerId],
    );
  }

  async deleteCancellation(subscriptionId: string): Promise<void> {
    await this.query('DELETE FROM billing_cancellation WHERE stripe_subscription_id = $1', [subscriptionId]);
  }

  async countCancellationAttempt(subscriptionId: string): Promise<void> {
    await this.query('UPDATE billing_cancellation SET attempts = attempts + 1 WHERE stripe_subscription_id = $1', [subscriptionId]);
  }
}
