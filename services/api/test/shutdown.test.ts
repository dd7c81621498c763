import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from '@launchops/test-support/local-servers';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, type RunningApi } from '../src/app.js';
import { loadEnv } from '../src/config/env.js';
import { migrate, waitForMigrations } from '../src/migrate.js';

/**
 * SIGTERM drains a replica (main.ts calls close()): health answers 503 at once, requests in flight finish, new
 * connections are refused, and no write a client was told succeeded is lost. And MIGRATIONS=skip: a replica that
 * never migrates (Kubernetes: the migrations Job, `node dist/migrate.js`, does).
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const databases: ScratchDatabase[] = [];
const dataDirs: string[] = [];
const running: RunningApi[] = [];

afterAll(async () => {
  for (const api of running) await api.close().catch(() => undefined);
  for (const database of databases) await database.drop();
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** The API on a free port, on a scratch database of TEST_DATABASE_URL's PostgreSQL or an embedded one. */
async function startApi(extra: Record<string, string>, database: { url?: string; dataDir?: string }): Promise<{ api: RunningApi; base: string }> {
  const api = await createApi(
    loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', ...(database.url ? { DATABASE_URL: database.url } : { DATA_DIR: database.dataDir }), ...extra }),
  );
  running.push(api);
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const address = api.app.getHttpServer().address();
  return { api, base: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/** One write's outcome as a client saw it: a status, or the connection's error code. */
type Outcome = { visitor?: string; itemId: number; status: number; startedAt: number } | { itemId: number; error: string; startedAt: number };

const errorCode = (error: unknown) => {
  const { cause } = error as { cause?: { code?: string } };
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
};

/** A scratch database of TEST_DATABASE_URL's PostgreSQL, or the data folder of an embedded one. */
/**
 * A new database of the test's own (a scratch one on PostgreSQL, a new folder for the embedded one), migrated and seeded
 * by the API it starts: on the embedded database, beside the rest of `npm test`, that took most of a minute (2026-12-02),
 * so these tests have 180 s.
 */
async function drainDatabase(): Promise<{ url?: string; dataDir?: string }> {
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'launchops_drain') : undefined;
  if (scratch) databases.push(scratch);
  const dataDir = scratch ? undefined : path.join(await mkdtemp(path.join(os.tmpdir(), 'lo-drain-')), 'pg');
  if (dataDir) dataDirs.push(path.dirname(dataDir));
  return { url: scratch?.url, dataDir };
}

type HealthCheck = { at: number; end: number; status: number | string };

/** Writes and health checks against the API from before its drain begins (600 ms in) to after it has closed. */
async function writeThroughClose(
  api: RunningApi,
  base: string,
  items: number[],
): Promise<{ outcomes: Outcome[]; health: HealthCheck[]; drainStartedAt: number; closedAt: number }> {
  const outcomes: Outcome[] = [];
  const health: HealthCheck[] = [];
  let closedAt = 0;
  // Ten clients writing without pause, each write from a new visitor (its own row), until well after the close.
  const writer = async (w: number) => {
    for (let n = 0; !closedAt || Date.now() < closedAt + 300; n += 1) {
      const itemId = items[(w * 7 + n) % items.length]!;
      const startedAt = Date.now();
      try {
        const response = await fetch(`${base}/api/checklist-items/${itemId}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ completed: true }),
        });
        await response.text();
        const visitor = response.headers
          .getSetCookie()
          .find((c) => c.startsWith('lo_visitor='))
          ?.split(';')[0]
          ?.slice('lo_visitor='.length);
        outcomes.push({ visitor, itemId, status: response.status, startedAt });
      } catch (error) {
        outcomes.push({ itemId, error: errorCode(error), startedAt });
        // Refused: the replica is gone; a real client would go to another one.
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  };
  const healthWatch = async () => {
    while (!closedAt) {
      const at = Date.now();
      try {
        const { status } = await fetch(`${base}/api/health`);
        health.push({ at, end: Date.now(), status });
      } catch (error) {
        health.push({ at, end: Date.now(), status: errorCode(error) });
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const writers = Array.from({ length: 10 }, (_, w) => writer(w));
  const watching = healthWatch();
  // Traffic first: at least 600 ms and 30 answered writes (a busy machine answers fewer in a fixed time), at most 20 s.
  const trafficStarted = Date.now();
  while (Date.now() - trafficStarted < 600 || (outcomes.length < 30 && Date.now() - trafficStarted < 20_000)) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const drainStartedAt = Date.now();
  const closing = api.close().then(() => (closedAt = Date.now()));
  await closing;
  await Promise.all([...writers, watching]);
  return { outcomes, health, drainStartedAt, closedAt };
}

type ProgressRow = { visitor_id: string; item_id: number; completed: boolean };

/** The progress rows stored; the embedded database (single-process) is read through a new API on it. */
async function storedProgress(database: { url?: string; dataDir?: string }): Promise<ProgressRow[]> {
  const query = 'SELECT visitor_id, item_id, completed FROM checklist_progress';
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const { rows } = await client.query<ProgressRow>(query);
    await client.end();
    return rows;
  }
  const reopened = await startApi({}, database);
  return reopened.api.app.get(DataSource).query<ProgressRow[]>(query);
}

describe('a replica drained by SIGTERM', () => {
  it('answers every write it accepted, keeps them all, says 503 on health while draining, then refuses connections', async () => {
    const database = await drainDatabase();
    const { api, base } = await startApi({ SHUTDOWN_DELAY_MS: '1500', SHUTDOWN_GRACE_MS: '5000', RATE_LIMIT_FACTOR: '1000' }, database);
    const items = ((await (await fetch(`${base}/api/checklist-items`)).json()) as Array<{ id: number }>).map((item) => item.id);
    const { outcomes, health, drainStartedAt, closedAt } = await writeThroughClose(api, base, items);

    const accepted = outcomes.filter((o): o is Extract<Outcome, { status: number }> => 'status' in o && o.status >= 200 && o.status < 300);
    const acceptedWhileDraining = accepted.filter((o) => o.startedAt >= drainStartedAt);
    const refused = outcomes.filter((o) => 'error' in o || o.status === 503);
    const other = outcomes.filter((o) => 'status' in o && (o.status < 200 || o.status >= 300) && o.status !== 503);
    console.log(
      `drain under writes: ${outcomes.length} sent, ${accepted.length} accepted (${acceptedWhileDraining.length} after the drain began), ${refused.length} refused cleanly, ${other.length} other`,
    );
    expect(accepted.length).toBeGreaterThan(20);
    // The drain's first phase still serves (the load balancer has not noticed yet): writes go on being accepted.
    expect(acceptedWhileDraining.length).toBeGreaterThan(0);
    // Nothing else than an answer, a 503 or a connection that never took the request.
    expect(other.map((o) => ('status' in o ? o.status : o.error))).toEqual([]);
    for (const o of refused) if ('error' in o) expect(['ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET']).toContain(o.error);
    // After the close, the replica takes no connection at all.
    expect(outcomes.filter((o) => o.startedAt > closedAt + 50).every((o) => 'error' in o && o.error === 'ECONNREFUSED')).toBe(true);
    // Health said "not ready" from the start of the drain, while the replica still answered.
    const duringDrain = health.filter((h) => h.at > drainStartedAt + 50 && typeof h.status === 'number');
    expect(duringDrain.length).toBeGreaterThan(0);
    expect(duringDrain.map((h) => h.status)).toEqual(duringDrain.map(() => 503));
    const beforeDrain = health.filter((h) => h.end < drainStartedAt);
    expect(beforeDrain.map((h) => h.status)).toEqual(beforeDrain.map(() => 200));

    // Every accepted write is in the database.
    const rows = await storedProgress(database);
    const stored = new Set(rows.map((row) => `${row.visitor_id}/${row.item_id}/${row.completed}`));
    const missing = accepted.filter((o) => !stored.has(`${o.visitor}/${o.itemId}/true`));
    expect(missing).toEqual([]);
  }, 180_000);
});

describe.skipIf(!adminUrl)('MIGRATIONS=skip (replicas in Kubernetes)', () => {
  it('refuses to start on a database its migrations have not reached, and starts without migrating once migrate.js ran (migrate.js --wait waits for it)', async () => {
    const database = await createScratchDatabase(adminUrl!, 'launchops_migrate');
    databases.push(database);
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url, MIGRATIONS: 'skip' } as const;
    await expect(createApi(loadEnv(env))).rejects.toThrow(/migration\(s\) not run yet .*MIGRATIONS=skip/);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // It looked, and wrote nothing.
      expect((await client.query("SELECT to_regclass('migrations') IS NULL AS absent")).rows[0].absent).toBe(true);
      // A replica's init container waits (migrate.js --wait) until the Job has run the migrations.
      let waited = false;
      const waiting = waitForMigrations({ DATABASE_URL: database.url }, 60_000, 100).then(() => (waited = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(waited).toBe(false);
      await migrate({ DATABASE_URL: database.url, LOG_LEVEL: 'silent' });
      await waiting;
      expect((await client.query('SELECT count(*)::int AS n FROM checklist_item')).rows[0].n).toBeGreaterThan(0);
      const replica = await createApi(loadEnv(env));
      try {
        expect((await replica.app.inject({ method: 'GET', url: '/api/checklist-items' })).statusCode).toBe(200);
      } finally {
        await replica.close();
      }
    } finally {
      await client.end();
    }
  }, 180_000);
});

describe('MIGRATIONS', () => {
  it('names MIGRATIONS values it does not know', () => {
    expect(() => loadEnv({ MIGRATIONS: 'only' })).toThrow(/MIGRATIONS must be run or skip/);
  });
});
