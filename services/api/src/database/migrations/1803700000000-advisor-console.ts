import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The advisor's console: an account's role (founder, or advisor: the console's only users), how a booking is paid
 * (today every session is invoiced after it; billing adds credits and charges) and what became of the session once
 * it was held (done or no-show, marked by the advisor).
 */
export class AdvisorConsole1803700000000 implements MigrationInterface {
  name = 'AdvisorConsole1803700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account ADD COLUMN role text NOT NULL DEFAULT 'founder' CONSTRAINT ck_account_role CHECK (role IN ('founder', 'advisor'))`);
    await q.query(`ALTER TABLE consultation_booking
      ADD COLUMN paid_with text NOT NULL DEFAULT 'invoice-after-session',
      ADD COLUMN outcome text CONSTRAINT ck_consultation_booking_outcome CHECK (outcome IN ('done', 'no-show')),
      ADD COLUMN outcome_at timestamptz`);
    // The console's list: confirmed sessions by start.
    await q.query(`CREATE INDEX ix_consultation_booking_confirmed_start ON consultation_booking (starts_at) WHERE status = 'confirmed'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX ix_consultation_booking_confirmed_start`);
    await q.query(`ALTER TABLE consultation_booking DROP COLUMN outcome_at, DROP COLUMN outcome, DROP COLUMN paid_with`);
    await q.query(`ALTER TABLE account DROP COLUMN role`);
  }
}
