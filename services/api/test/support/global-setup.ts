import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '@launchops/test-support/local-servers';
import type { TestProject } from 'vitest/node';
import { createApi } from '../../src/app.js';
import { loadEnv } from '../../src/config/env.js';

/**
 * Once per run: a database migrated and seeded by the API itself, which each test file's API then copies
 * (test/support/test-api.ts). On TEST_DATABASE_URL's PostgreSQL a template database, else an embedded one's folder.
 * A file that must see an empty database asks startTestApi for `fresh: true`.
 */
export default async function prepareApiTemplate(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const started = Date.now();
  if (adminUrl) {
    const database = await createScratchDatabase(adminUrl, 'launchops_template');
    await migrateAndSeed({ DATABASE_URL: database.url });
    project.provide('apiTemplate', { database: database.name });
    console.log(`API test template: database ${database.name} migrated and seeded in ${Date.now() - started} ms`);
    return () => database.drop();
  }
  const folder = await mkdtemp(path.join(os.tmpdir(), 'lo-api-template-'));
  const dataDir = path.join(folder, 'pg');
  await migrateAndSeed({ DATA_DIR: dataDir });
  project.provide('apiTemplate', { dataDir });
  console.log(`API test template: embedded database migrated and seeded in ${Date.now() - started} ms`);
  return () => rm(folder, { recursive: true, force: true });
}

/** The API started and stopped on the database: its own migrations and content seed, nothing else. */
async function migrateAndSeed(database: { DATABASE_URL: string } | { DATA_DIR: string }): Promise<void> {
  const api = await createApi(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', API_HOST: '127.0.0.1', API_PORT: '0', ...database }));
  await api.close();
}
