import { Logger } from '@nestjs/common';
import { loadContent } from '@launchops/content';
import pg from 'pg';
import type { DataSource } from 'typeorm';
import { seedContent } from './seed/seed.js';

/** The advisory lock that API processes take turns on while they migrate and seed one database. */
export const PREPARE_LOCK_KEY = 7_346_110_201;

const logger = new Logger('Database');

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
  try {
    const migrations = await dataSource.runMigrations({ transaction: 'each' });
    if (migrations.length) logger.log(`Ran ${migrations.length} migration(s): ${migrations.map((m) => m.name).join(', ')}`);
    const started = Date.now();
    await dataSource.transaction((manager) => seedContent(manager, content));
    logger.log(`Content seeded in ${Date.now() - started} ms`);
  } finally {
    if (lockClient) {
      await lockClient.query('SELECT pg_advisory_unlock($1)', [PREPARE_LOCK_KEY]).catch(() => undefined);
      await lockClient.end().catch(() => undefined);
    }
  }
}
