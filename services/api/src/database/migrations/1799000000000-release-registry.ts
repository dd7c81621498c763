import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The release registry: each remote's released builds, which one is live (and which is on canary for a share
 * of visitors), the deploy tokens (hashed), and every change with who made it. `release_state.revision` counts
 * the changes of one remote; every write locks its row, so concurrent deploys queue and none is lost.
 */
export class ReleaseRegistry1799000000000 implements MigrationInterface {
  name = 'ReleaseRegistry1799000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE release_token (
        id serial PRIMARY KEY,
        remote text,
        label text NOT NULL,
        token_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz,
        CONSTRAINT uq_release_token_hash UNIQUE (token_hash)
      )`);
    await q.query(`
      CREATE TABLE release_version (
        id serial PRIMARY KEY,
        remote text NOT NULL,
        version text NOT NULL,
        manifest_url text NOT NULL,
        commit text NOT NULL,
        built_at timestamptz NOT NULL,
        contracts_version text NOT NULL,
        shared jsonb NOT NULL,
        integrity text NOT NULL,
        released_at timestamptz NOT NULL DEFAULT now(),
        released_by text NOT NULL,
        CONSTRAINT uq_release_version UNIQUE (remote, version)
      )`);
    await q.query(`
      CREATE TABLE release_state (
        remote text PRIMARY KEY,
        live_version_id integer REFERENCES release_version(id),
        canary_version_id integer REFERENCES release_version(id),
        canary_percent integer NOT NULL DEFAULT 0 CHECK (canary_percent BETWEEN 0 AND 100),
        revision integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE release_event (
        id serial PRIMARY KEY,
        remote text NOT NULL,
        action text NOT NULL,
        from_version text,
        to_version text,
        actor text NOT NULL,
        reason text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX ix_release_event_remote ON release_event (remote, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE release_event`);
    await q.query(`DROP TABLE release_state`);
    await q.query(`DROP TABLE release_version`);
    await q.query(`DROP TABLE release_token`);
  }
}
