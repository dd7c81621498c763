import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The Premium plan's custom roadmap: the advisor's note and order on each task of a founder's plan, one row per
 * account and task; gone with the account.
 */
export class PlanRoadmap1804500000000 implements MigrationInterface {
  name = 'PlanRoadmap1804500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE plan_roadmap_note (
      account_id integer NOT NULL REFERENCES account(id) ON DELETE CASCADE,
      task_slug text NOT NULL,
      note text NOT NULL,
      position integer,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (account_id, task_slug)
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE plan_roadmap_note');
  }
}
