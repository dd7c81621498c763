import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When the last confirmation e-mail was queued for a subscription, so a pending address is mailed
 * again only after a cooldown (NewsletterService). Existing pending rows count from their creation.
 */
export class NewsletterConfirmationSentAt1795000000000 implements MigrationInterface {
  name = 'NewsletterConfirmationSentAt1795000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_subscription ADD COLUMN confirmation_sent_at timestamptz`);
    await q.query(`UPDATE newsletter_subscription SET confirmation_sent_at = created_at WHERE status = 'pending'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE newsletter_subscription DROP COLUMN confirmation_sent_at`);
  }
}
