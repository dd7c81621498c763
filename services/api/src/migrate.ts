import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { DataSource } from 'typeorm';
import { loadEnv } from './config/env.js';
import { dataSourceOptions } from './database/data-source.js';
import { prepareDatabase } from './database/prepare-database.js';

/**
 * Migrations and the content seed alone, then exit: the Kubernetes migrations Job runs this before a rollout,
 * and the replicas start with MIGRATIONS=skip. Same lock as a replica's start, so it is safe beside one.
 */
export async function migrate(source: NodeJS.ProcessEnv = process.env): Promise<void> {
  const env = loadEnv(source);
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required: migrations run on the shared PostgreSQL (the embedded database migrates at start)');
  const dataSource = await new DataSource(dataSourceOptions(env.DATABASE_URL, false, env)).initialize();
  try {
    await prepareDatabase(dataSource, { url: env.DATABASE_URL });
  } finally {
    await dataSource.destroy();
  }
}

// Run as a program (node dist/migrate.js), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    await migrate();
    console.log('[LaunchOps] Migrations and seed done');
  } catch (error) {
    console.error(`[LaunchOps] Migrations failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
