import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Several API processes share the outbox and the daily jobs: an outbox row is claimed (for a while) by the
 * process that sends it, and each scheduled job records when it last started, so one process runs each period.
 */
export class OutboxClaimsAndScheduledJobs1796500000000 implements MigrationInterface {
  name = 'OutboxClaimsAndScheduledJobs1796500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_email ADD COLUMN claimed_by text, ADD COLUMN claimed_until timestamptz`);
    await q.query(`
      CREATE TABLE scheduled_job (
        name text PRIMARY KEY,
        last_started_at timestamptz NOT NULL,
        started_by text NOT NULL,
        last_finished_at timestamptz,
        last_error text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE scheduled_job`);
    await q.query(`ALTER TABLE outbox_email DROP COLUMN claimed_by, DROP COLUMN claimed_until`);
  }
}
