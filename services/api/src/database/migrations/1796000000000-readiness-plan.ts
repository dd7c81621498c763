import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The readiness quiz's answers per visitor, and the private calendar feeds of their plans. */
export class ReadinessPlan1796000000000 implements MigrationInterface {
  name = 'ReadinessPlan1796000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE plan_answers (
        visitor_id uuid PRIMARY KEY,
        answers jsonb NOT NULL,
        completed_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE plan_calendar_feed (
        id serial PRIMARY KEY,
        visitor_id uuid NOT NULL,
        token text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT uq_plan_calendar_feed_token UNIQUE (token)
      )`);
    // One live address per visitor; revoked ones stay (404) so an old subscription never finds another plan.
    await q.query(`CREATE UNIQUE INDEX uq_plan_calendar_feed_live ON plan_calendar_feed (visitor_id) WHERE revoked_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE plan_calendar_feed`);
    await q.query(`DROP TABLE plan_answers`);
  }
}
