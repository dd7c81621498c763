import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What browsers report of each remote's versions, summed per minute: loads, failures and a histogram of load
 * times (LOAD_TIME_BUCKETS_MS). No visitor, address or page is stored. Kept a week (retention).
 */
export class ReleaseSignals1799500000000 implements MigrationInterface {
  name = 'ReleaseSignals1799500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE release_signal (
        remote text NOT NULL,
        version text NOT NULL,
        minute timestamptz NOT NULL,
        loads integer NOT NULL DEFAULT 0,
        load_errors integer NOT NULL DEFAULT 0,
        render_errors integer NOT NULL DEFAULT 0,
        load_ms integer[] NOT NULL,
        CONSTRAINT pk_release_signal PRIMARY KEY (remote, version, minute)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE release_signal`);
  }
}
