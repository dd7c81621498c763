import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/database/embedded-postgres.js';
import { startTestApi, type TestApi, type TestVisitor } from './support/test-api.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the embedded wire server: each connection starts from a clean session', () => {
  let dir: string;
  let db: EmbeddedPostgres;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lo-wire-'));
    db = await startEmbeddedPostgres(path.join(dir, 'pg'));
  });
  afterAll(async () => {
    await db?.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('lets a replaced connection prepare the same named statement again', async () => {
    const pool = new pg.Pool({ connectionString: db.url, max: 1, idleTimeoutMillis: 100 });
    try {
      const statement = { name: 'lo_reconnect_probe', text: 'SELECT $1::int + 1 AS n', values: [1] };
      expect((await pool.query(statement)).rows).toEqual([{ n: 2 }]);
      await sleep(400); // the pool closes its idle connection; the next query opens another
      expect((await pool.query(statement)).rows).toEqual([{ n: 2 }]);
    } finally {
      await pool.end();
    }
  });

  it('rolls back what a dropped connection left open, and serves the next one', async () => {
    const client = new pg.Client({ connectionString: db.url });
    client.on('error', () => undefined);
    await client.connect();
    await client.query('BEGIN');
    await client.query('CREATE TABLE left_open (x int)');
    db.dropConnections();
    await expect(client.query('SELECT 1')).rejects.toThrow();

    const next = new pg.Client({ connectionString: db.url });
    await next.connect();
    try {
      expect((await next.query(`SELECT to_regclass('left_open') AS t`)).rows).toEqual([{ t: null }]);
    } finally {
      await next.end();
    }
  });

  it('holds a connection that arrives while another is open until that one ends', async () => {
    const first = new pg.Client({ connectionString: db.url });
    await first.connect();
    const second = new pg.Client({ connectionString: db.url });
    const connected = second.connect();
    await sleep(200);
    await first.end();
    await connected;
    try {
      expect((await second.query('SELECT 7 AS n')).rows).toEqual([{ n: 7 }]);
    } finally {
      await second.end();
    }
  });
});

describe('the API after idle time and a dropped database connection', () => {
  let api: TestApi;
  let founder: TestVisitor;
  const ip = '203.0.113.77';
  const ask = (url: string) => founder.get(url, { 'x-forwarded-for': ip });

  beforeAll(async () => {
    // The pool closes an idle connection after 300 ms here (30 s by default).
    api = await startTestApi({ DATABASE_IDLE_TIMEOUT_MS: '300' });
    founder = api.visitor();
  });
  afterAll(async () => api?.close());

  const perVisitorRoutes = ['/api/checklist-progress', '/api/plan', '/api/consultation-bookings', '/api/chatbot/history', '/api/plan/reminders'];

  async function everyRouteAnswers(): Promise<void> {
    for (const url of perVisitorRoutes) {
      const response = await ask(url);
      expect(response.status, `${url}: ${response.text.slice(0, 200)}`).toBe(200);
    }
    const health = await ask('/api/health');
    expect(health.status).toBe(200);
    expect(health.body.database.state).toBe('up');
  }

  it('answers every per-visitor route after the pool replaced its idle connection', async () => {
    await everyRouteAnswers();
    const item = (await ask('/api/checklist')).body.categories?.[0]?.items?.[0] ?? (await ask('/api/checklist-items')).body[0];
    expect((await founder.request('PATCH', `/api/checklist-items/${item.id}`, { completed: true }, { headers: { 'x-forwarded-for': ip } })).status).toBe(200);
    await sleep(1_500);
    await everyRouteAnswers();
    const progress = await ask('/api/checklist-progress');
    expect(JSON.stringify(progress.body)).toContain(String(item.id));
  });

  it('answers every per-visitor route after the database connection was dropped from the server side', async () => {
    await everyRouteAnswers();
    await api.dropDatabaseConnections();
    await sleep(200);
    await everyRouteAnswers();
    // Twice, and after the pool also replaced an idle connection.
    await api.dropDatabaseConnections();
    await sleep(1_000);
    await everyRouteAnswers();
  });
});
