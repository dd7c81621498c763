import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The advisor's days off (holidays and any day they choose), and the price of a session. */
export class AdvisorDaysOffAndPrice1797000000000 implements MigrationInterface {
  name = 'AdvisorDaysOffAndPrice1797000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE advisor_day_off (
        consultant_id integer NOT NULL REFERENCES consultant(id) ON DELETE CASCADE,
        day date NOT NULL,
        reason text NOT NULL,
        CONSTRAINT pk_advisor_day_off PRIMARY KEY (consultant_id, day)
      )`);
    await q.query(`ALTER TABLE consultant ADD COLUMN session_price_cents integer NOT NULL DEFAULT 15000 CHECK (session_price_cents >= 0)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE consultant DROP COLUMN session_price_cents`);
    await q.query(`DROP TABLE advisor_day_off`);
  }
}
