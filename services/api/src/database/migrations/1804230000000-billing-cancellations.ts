import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A subscription row deleted while still paying (its account was deleted) leaves its Stripe id in
 * billing_cancellation, in the same transaction; a job then ends the subscription at Stripe, so a deleted account
 * is never charged again. The account deletion itself needs to know nothing about billing.
 */
export class BillingCancellations1804230000000 implements MigrationInterface {
  name = 'BillingCancellations1804230000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE billing_cancellation (
      stripe_subscription_id text PRIMARY KEY,
      queued_at timestamptz NOT NULL DEFAULT now(),
      attempts integer NOT NULL DEFAULT 0
    )`);
    await q.query(`CREATE FUNCTION launchops_billing_subscription_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF OLD.downgraded_at IS NULL AND OLD.status NOT IN ('canceled', 'incomplete_expired') THEN
          INSERT INTO billing_cancellation (stripe_subscription_id) VALUES (OLD.stripe_subscription_id) ON CONFLICT DO NOTHING;
        END IF;
        RETURN OLD;
      END $$`);
    await q.query(
      'CREATE TRIGGER billing_subscription_deleted AFTER DELETE ON billing_subscription FOR EACH ROW EXECUTE FUNCTION launchops_billing_subscription_deleted()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TRIGGER billing_subscription_deleted ON billing_subscription');
    await q.query('DROP FUNCTION launchops_billing_subscription_deleted()');
    await q.query('DROP TABLE billing_cancellation');
  }
}
