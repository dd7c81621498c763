import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables the API holds in memory, whose changes every API process must hear of (ContentChangesService). */
export const CONTENT_TABLES = ['checklist_category', 'checklist_item', 'software', 'author', 'blog_post', 'consultant', 'knowledge_document'] as const;

/**
 * A change to a content table, however it is made (the seed, an editor's SQL, a future admin route), notifies
 * the channel `launchops_content` with the table's name once per statement; each API process listens and drops
 * its cached copy.
 */
export class ContentChangeNotices1801000000000 implements MigrationInterface {
  name = 'ContentChangeNotices1801000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION launchops_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('launchops_content', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of CONTENT_TABLES) {
      await q.query(
        `CREATE TRIGGER ${table}_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION launchops_content_changed()`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of CONTENT_TABLES) await q.query(`DROP TRIGGER ${table}_changed ON ${table}`);
    await q.query(`DROP FUNCTION launchops_content_changed()`);
  }
}
