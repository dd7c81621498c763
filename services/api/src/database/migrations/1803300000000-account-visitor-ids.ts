import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account's data is now reached through a session only, never through a visitor cookie: every account's
 * visitor id is replaced by a new one that no browser has seen (its rows moving with it), marked version 8 so
 * the visitor cookie, which takes version-4 ids only, can never carry it. Signed-in browsers keep working: their
 * sessions lead to the new id.
 */
export class AccountVisitorIds1803300000000 implements MigrationInterface {
  name = 'AccountVisitorIds1803300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TEMP TABLE account_visitor_move AS
        SELECT visitor_id AS old_id, overlay(gen_random_uuid()::text PLACING '8' FROM 15 FOR 1)::uuid AS new_id FROM account`);
    const tables = (await q.query(
      `SELECT table_name FROM information_schema.columns
        WHERE column_name = 'visitor_id' AND table_schema = current_schema() AND table_name <> 'account' ORDER BY table_name`,
    )) as Array<{ table_name: string }>;
    for (const { table_name: table } of tables) {
      await q.query(`UPDATE "${table}" t SET visitor_id = m.new_id FROM account_visitor_move m WHERE t.visitor_id = m.old_id`);
    }
    await q.query(`UPDATE account a SET visitor_id = m.new_id FROM account_visitor_move m WHERE a.visitor_id = m.old_id`);
    await q.query(`DROP TABLE account_visitor_move`);
    await q.query(`ALTER TABLE account ADD CONSTRAINT ck_account_visitor_id_v8 CHECK (substr(visitor_id::text, 15, 1) = '8')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE account DROP CONSTRAINT ck_account_visitor_id_v8`);
  }
}
