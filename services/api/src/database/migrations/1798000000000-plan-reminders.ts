import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * E-mail reminders of a plan's deadlines: a double opt-in subscription per visitor, one row per reminder
 * sent (its key is what makes a reminder go out once, however many API processes look for due ones), and
 * headers on outbox mails (List-Unsubscribe for one-click unsubscribe).
 */
export class PlanReminders1798000000000 implements MigrationInterface {
  name = 'PlanReminders1798000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb`);
    await q.query(`
      CREATE TABLE plan_reminder_subscription (
        id serial PRIMARY KEY,
        visitor_id uuid NOT NULL,
        email text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'confirmed', 'unsubscribed')),
        confirm_token text NOT NULL,
        unsubscribe_token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmation_sent_at timestamptz,
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        CONSTRAINT uq_plan_reminder_confirm_token UNIQUE (confirm_token),
        CONSTRAINT uq_plan_reminder_unsubscribe_token UNIQUE (unsubscribe_token)
      )`);
    // One live subscription per visitor; unsubscribed ones stay so their old links keep answering.
    await q.query(`CREATE UNIQUE INDEX uq_plan_reminder_live ON plan_reminder_subscription (visitor_id) WHERE status <> 'unsubscribed'`);
    await q.query(`
      CREATE TABLE plan_reminder_sent (
        subscription_id integer NOT NULL REFERENCES plan_reminder_subscription(id) ON DELETE CASCADE,
        rule_id text NOT NULL,
        due_on date NOT NULL,
        kind text NOT NULL CHECK (kind IN ('week', 'day')),
        outbox_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_plan_reminder_sent PRIMARY KEY (subscription_id, rule_id, due_on, kind)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE plan_reminder_sent`);
    await q.query(`DROP TABLE plan_reminder_subscription`);
    await q.query(`ALTER TABLE outbox_email DROP COLUMN headers`);
  }
}
