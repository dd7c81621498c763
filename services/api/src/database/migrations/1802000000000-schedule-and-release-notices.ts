import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Read often, the same for everybody: the advisor's days off and the times already booked (the booking page reads
 * them), and which build of each remote is live (each site server reads it). The API now holds them in memory too,
 * so their changes notify `launchops_content` like the content tables' (migration 1801000000000).
 */
export const NOTICE_TABLES = ['advisor_day_off', 'consultation_booking', 'release_state', 'release_version'] as const;

export class ScheduleAndReleaseNotices1802000000000 implements MigrationInterface {
  name = 'ScheduleAndReleaseNotices1802000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const table of NOTICE_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION launchops_content_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of NOTICE_TABLES) await q.query(`DROP TRIGGER ${table}_changed ON ${table}`);
  }
}
