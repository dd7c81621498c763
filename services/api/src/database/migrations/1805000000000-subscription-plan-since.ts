import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the account's subscription took its current plan (its first payment of that plan): a new subscription or a
 * change of plan sets it, a renewal keeps it. The Premium roadmap is promised within a number of business days of it.
 * Existing rows take the start of their current period, the nearest date on record.
 */
export class SubscriptionPlanSince1805000000000 implements MigrationInterface {
  name = 'SubscriptionPlanSince1805000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE billing_subscription ADD COLUMN plan_since timestamptz');
    await q.query('UPDATE billing_subscription SET plan_since = COALESCE(current_period_start, updated_at)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE billing_subscription DROP COLUMN plan_since');
  }
}
