import { Logger } from '@nestjs/common';
import { loadContent } from '@launchops/content';
import pg from 'pg';
import { type DataSource, MigrationExecutor } from 'typeorm';
import { seedContent } from './seed/seed.js';

/** The advisory lock that API processes take turns on while they migrate and seed one database. */
export const PREPARE_LOCK_KEY = 7_346_110_201;

const logger = new Logger('Database');

/**
 * How long one statement of the preparation may take. A request's statements keep DATABASE_STATEMENT_TIMEOUT_MS,
 * which is set for visitors (a tight value would otherwise stop the start on a busy machine, or on a migration that
 * rewrites a large table).
 */
export const PREPARE_STATEMENT_TIMEOUT = '10min';

/**
 * Migrations, then the idempotent content seed from the content folder (contentDir: CONTENT_DIR, else the one in
 * @launchops/content). On a shared PostgreSQL this runs under a session advisory
 * lock held on a connection of its own, so replicas started together on an empty database take turns
 * (the second finds the work done). The embedded database serves one process only and has one
 * connection, so it takes no lock.
 */
export async function prepareDatabase(dataSource: DataSource, lock: { url: string } | null, contentDir?: string): Promise<void> {
  // Read and validated before the lock is taken: a broken file stops the start, naming the file and the field.
  const content = await loadContent(contentDir);
  let lockClient: pg.Client | undefined;
  if (lock) {
    lockClient = new pg.Client({ connectionString: lock.url, application_name: 'launchops-api-migrations' });
    await lockClient.connect();
    const waited = Date.now();
    await lockClient.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    if (Date.now() - waited > 100) logger.log(`Waited ${Date.now() - waited} ms for another API process to prepare the database`);
  }
  // One connection of the pool, given the preparation's timeout for its session and the pool's own back after.
  const runner = dataSource.createQueryRunner();
  try {
    await runner.query(`SET statement_timeout = '${PREPARE_STATEMENT_TIMEOUT}'`);
    const executor = new MigrationExecutor(dataSource, runner);
    executor.transaction = 'each';
    const migrations = await executor.executePendingMigrations();
    if (migrations.length) logger.log(`Ran ${migrations.length} migration(s): ${migrations.map((m) => m.name).join(', ')}`);
    const started = Date.now();
    await runner.manager.transaction((manager) => seedContent(manager, content));
    logger.log(`Content seeded in ${Date.now() - started} ms`);
    // Back to the value the connection was opened with (DATABASE_STATEMENT_TIMEOUT_MS) before it serves requests.
    await runner.query('RESET statement_timeout');
  } finally {
    // After a failure the start stops and its caller destroys the pool, this connection with it.
    await runner.release();
    if (lockClient) {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
      await lockClient.end().catch(() => undefined);
    }
  }
}
