import 'reflect-metadata';
import { pathToFileURL } from 'node:url';
import { DataSource } from 'typeorm';
import { loadEnv } from './config/env.js';
import { dataSourceOptions } from './database/data-source.js';
import { pendingMigrations } from './database/migration-check.js';
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

/**
 * Waits until the database has every migration this code knows (a replica's init container: its pod starts once
 * the migrations Job of its release has run, instead of failing and restarting meanwhile).
 */
export async function waitForMigrations(source: NodeJS.ProcessEnv = process.env, timeoutMs = 15 * 60_000, everyMs = 2_000): Promise<void> {
  const env = loadEnv(source);
  if (!env.DATABASE_URL) throw new Error('DATABASE_URL is required');
  const dataSource = new DataSource(dataSourceOptions(env.DATABASE_URL, false, { ...env, DATABASE_POOL_SIZE: 1 }));
  const deadline = Date.now() + timeoutMs;
  try {
    for (;;) {
      let pending: string[] | string;
      try {
        if (!dataSource.isInitialized) await dataSource.initialize();
        pending = await pendingMigrations(dataSource);
        if (pending.length === 0) return;
      } catch (error) {
        pending = error instanceof Error ? error.message : String(error);
      }
      if (Date.now() > deadline)
        throw new Error(
          `still waiting after ${Math.round(timeoutMs / 1000)} s: ${Array.isArray(pending) ? `${pending.length} migration(s) pending` : pending}`,
        );
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
  }
}

// Run as a program (node dist/migrate.js [--wait]), not when a test imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    if (process.argv.includes('--wait')) {
      await waitForMigrations();
      console.log('[LaunchOps] The database has every migration of this version');
      process.exit(0);
    }
    await migrate();
    console.log('[LaunchOps] Migrations and seed done');
  } catch (error) {
    console.error(`[LaunchOps] Migrations failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
