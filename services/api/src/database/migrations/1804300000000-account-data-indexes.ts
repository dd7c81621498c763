import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Indexes for the reads that looked up one account's or one visitor's rows by scanning a whole table, found with a
 * million visitors' rows (`npm run bench -- --visitors 1000000`, README "Budgets and the bench"):
 * - the account page's list of sessions, and the sessions an account's deletion removes (by cascade), by account;
 * - an account's export and deletion (services/api/src/modules/auth/account-data.ts), which match a table's rows by
 *   visitor id OR address: each side of the OR needs its index, or the whole table is read (affiliate clicks, mail
 *   sent, contact messages, reminders, newsletter, bookings).
 */
export class AccountDataIndexes1804300000000 implements MigrationInterface {
  name = 'AccountDataIndexes1804300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX ix_account_session_account ON account_session (account_id)`);
    await q.query(`CREATE INDEX ix_affiliate_click_visitor ON affiliate_click (visitor_id)`);
    await q.query(`CREATE INDEX ix_outbox_email_recipient ON outbox_email (lower(recipient))`);
    await q.query(`CREATE INDEX ix_contact_message_visitor ON contact_message (visitor_id)`);
    await q.query(`CREATE INDEX ix_contact_message_email ON contact_message (lower(email))`);
    await q.query(`CREATE INDEX ix_plan_reminder_subscription_visitor ON plan_reminder_subscription (visitor_id)`);
    await q.query(`CREATE INDEX ix_plan_reminder_subscription_email ON plan_reminder_subscription (lower(email))`);
    await q.query(`CREATE INDEX ix_newsletter_subscription_visitor ON newsletter_subscription (visitor_id)`);
    await q.query(`CREATE INDEX ix_consultation_booking_email ON consultation_booking (lower(email))`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const index of [
      'ix_consultation_booking_email',
      'ix_newsletter_subscription_visitor',
      'ix_plan_reminder_subscription_email',
      'ix_plan_reminder_subscription_visitor',
      'ix_contact_message_email',
      'ix_contact_message_visitor',
      'ix_outbox_email_recipient',
      'ix_affiliate_click_visitor',
      'ix_account_session_account',
    ]) {
      await q.query(`DROP INDEX ${index}`);
    }
  }
}
