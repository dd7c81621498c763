import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One live subscription per account. billing_checkout keeps the account's one open Checkout page for a plan (asked
 * again, it is given again; for another plan it is ended first), by a generation that names the Stripe idempotency
 * key, so requests at once get the same page. A subscription paid beside the live one is queued in
 * billing_cancellation with `refund` (ended and its payments refunded). A deleted account's Stripe customer is
 * queued in billing_customer_cancellation, so every subscription and open page of it is ended, not only the one
 * the account knew of.
 */
export class BillingOneSubscription1804900000000 implements MigrationInterface {
  name = 'BillingOneSubscription1804900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE billing_checkout (
      account_id integer PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
      generation integer NOT NULL DEFAULT 1,
      plan text CHECK (plan IN ('basic', 'pro', 'premium')),
      checkout_session_id text,
      url text,
      expires_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query('ALTER TABLE billing_cancellation ADD COLUMN refund boolean NOT NULL DEFAULT false');
    await q.query(`CREATE TABLE billing_customer_cancellation (
      stripe_customer_id text PRIMARY KEY,
      queued_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE FUNCTION launchops_billing_customer_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO billing_customer_cancellation (stripe_customer_id) VALUES (OLD.stripe_customer_id) ON CONFLICT DO NOTHING;
        RETURN OLD;
      END $$`);
    await q.query(
      'CREATE TRIGGER billing_customer_deleted AFTER DELETE ON billing_customer FOR EACH ROW EXECUTE FUNCTION launchops_billing_customer_deleted()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER billing_customer_deleted ON billing_customer');
    await q.query('DROP FUNCTION launchops_billing_customer_deleted()');
    await q.query('DROP TABLE billing_customer_cancellation');
    await q.query('ALTER TABLE billing_cancellation DROP COLUMN refund');
    await q.query('DROP TABLE billing_checkout');
  }
}
