import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Plans paid through Stripe (or the local test-payments service): each account's customer id and subscription
 * (one at a time), the single sessions paid at booking, and every webhook event applied, by its id, so a replayed or
 * doubly delivered event (two replicas, Stripe's retries) changes nothing the second time.
 */
export class Billing1803900000000 implements MigrationInterface {
  name = 'Billing1803900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE billing_customer (
      account_id integer PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
      stripe_customer_id text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_billing_customer_stripe UNIQUE (stripe_customer_id)
    )`);
    await q.query(`CREATE TABLE billing_subscription (
      account_id integer PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
      stripe_subscription_id text NOT NULL,
      plan text NOT NULL CHECK (plan IN ('basic', 'pro', 'premium')),
      -- Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused.
      status text NOT NULL,
      current_period_start timestamptz,
      current_period_end timestamptz,
      cancel_at_period_end boolean NOT NULL DEFAULT false,
      -- Set by a failed renewal: the plan is kept until then, then downgraded (downgraded_at) with an e-mail.
      grace_until timestamptz,
      downgraded_at timestamptz,
      -- The creation time of the last Stripe event applied: an older one delivered late changes nothing.
      last_event_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT uq_billing_subscription_stripe UNIQUE (stripe_subscription_id)
    )`);
    await q.query(`CREATE INDEX ix_billing_subscription_grace ON billing_subscription (grace_until) WHERE grace_until IS NOT NULL AND downgraded_at IS NULL`);
    await q.query(`CREATE TABLE billing_payment (
      id serial PRIMARY KEY,
      account_id integer REFERENCES account(id) ON DELETE SET NULL,
      checkout_session_id text NOT NULL,
      payment_intent_id text,
      -- What was bought: a single consulting session today.
      kind text NOT NULL,
      related_id text,
      amount_cents integer NOT NULL CHECK (amount_cents >= 0),
      currency text NOT NULL,
      paid_at timestamptz NOT NULL DEFAULT now(),
      refunded_at timestamptz,
      CONSTRAINT uq_billing_payment_checkout UNIQUE (checkout_session_id)
    )`);
    await q.query(`CREATE INDEX ix_billing_payment_related ON billing_payment (kind, related_id)`);
    // The event id is the key: the insert and the event's effect share one transaction, so the first delivery to
    // commit wins and any other (a replay, a second replica) finds the row and does nothing.
    await q.query(`CREATE TABLE billing_event (
      id text PRIMARY KEY,
      type text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE billing_event');
    await q.query('DROP TABLE billing_payment');
    await q.query('DROP TABLE billing_subscription');
    await q.query('DROP TABLE billing_customer');
  }
}
