import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The one catalogue of products (services/content/products.yaml): one row per product holding its whole validated
 * entry, so a new field in the file needs no new column. The seed fills it on the next start. The old `software`
 * table is no longer written; it stays for this release so that an API of the previous release still running beside
 * this one (a rolling update) keeps reading it, and a later migration drops it.
 */
export class ProductCatalogue1803600000000 implements MigrationInterface {
  name = 'ProductCatalogue1803600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE product (
      id text PRIMARY KEY,
      sort_order integer NOT NULL,
      data jsonb NOT NULL CHECK (jsonb_typeof(data) = 'object' AND data->>'id' = id)
    )`);
    // Every API process drops its cached catalogue when the table changes (1801000000000-content-change-notices).
    await q.query(
      'CREATE TRIGGER product_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product FOR EACH STATEMENT EXECUTE FUNCTION launchops_content_changed()',
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE product');
  }
}
