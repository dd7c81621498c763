import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What abuse limits count per client address, kept as a hash of the address (never the address): the client that
 * asked for each deadline-reminder confirmation (a cooldown per client), the client of each question counted against
 * the assistant's daily allowance (a cap per address), and each wrong sign-in code with the client that typed it (the
 * pause after too many applies to that client, not to the address's owner).
 */
export class ClientCounts1804850000000 implements MigrationInterface {
  name = 'ClientCounts1804850000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE plan_reminder_subscription ADD COLUMN client_hash text`);
    await q.query(
      `CREATE INDEX ix_plan_reminder_subscription_client ON plan_reminder_subscription (client_hash, confirmation_sent_at) WHERE client_hash IS NOT NULL`,
    );
    await q.query(`ALTER TABLE chat_message ADD COLUMN client_hash text`);
    await q.query(`CREATE INDEX ix_chat_message_client ON chat_message (client_hash, created_at) WHERE client_hash IS NOT NULL`);
    await q.query(`CREATE TABLE sign_in_failure (
      id bigserial PRIMARY KEY,
      email text NOT NULL,
      client_hash text NOT NULL,
      failed_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX ix_sign_in_failure_email_client ON sign_in_failure (email, client_hash, failed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sign_in_failure`);
    await q.query(`DROP INDEX ix_chat_message_client`);
    await q.query(`ALTER TABLE chat_message DROP COLUMN client_hash`);
    await q.query(`DROP INDEX ix_plan_reminder_subscription_client`);
    await q.query(`ALTER TABLE plan_reminder_subscription DROP COLUMN client_hash`);
  }
}
