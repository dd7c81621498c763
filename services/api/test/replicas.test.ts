import { randomBytes } from 'node:crypto';
import { createScratchDatabase, type ScratchDatabase, startSmtpSink } from '@launchops/test-support/local-servers';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createApi, type RunningApi } from '../src/app.js';
import { ScheduledJobsService } from '../src/common/jobs/scheduled-jobs.service.js';
import { loadEnv } from '../src/config/env.js';
import { MailService } from '../src/common/mail/mail.service.js';
import { DataSource, type MigrationInterface } from 'typeorm';
import { dataSourceOptions, MIGRATIONS } from '../src/database/data-source.js';
import { prepareDatabase } from '../src/database/prepare-database.js';

/**
 * Several API processes on one PostgreSQL behave as one: they prepare an empty database in turn, send each
 * outbox mail once and run each scheduled job once per period. (Several instances in one test process share
 * nothing but the database, as replicas do.)
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const apis: RunningApi[] = [];
const databases: ScratchDatabase[] = [];

afterAll(async () => {
  for (const api of apis) await api.close().catch(() => undefined);
  for (const database of databases) await database.drop();
});

async function freshDatabase(): Promise<string> {
  const database = await createScratchDatabase(adminUrl!, 'launchops_replicas');
  databases.push(database);
  return database.url;
}

function api(databaseUrl: string, extra: Record<string, string> = {}): Promise<RunningApi> {
  return createApi(loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl, ...extra })).then((running) => {
    apis.push(running);
    return running;
  });
}

/** Asks `seen` every 20 ms until it holds, failing once a second has passed since `since`. */
async function seenWithinASecond(since: number, label: string, seen: () => Promise<boolean>): Promise<void> {
  while (!(await seen())) {
    expect(Date.now() - since, label).toBeLessThan(1_000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A weekday about `days` ahead, as YYYY-MM-DD (the advisor holds no sessions at weekends). */
function weekdayAhead(days: number): string {
  let ahead = days;
  while ([0, 6].includes(new Date(Date.now() + ahead * 86_400_000).getUTCDay())) ahead += 1;
  return new Date(Date.now() + ahead * 86_400_000).toISOString().slice(0, 10);
}
describe.skipIf(!adminUrl)('several API processes on one PostgreSQL', () => {
  it('prepare an empty database in turn when three start at once: each migration once, the seed not doubled', async () => {
    const url = await freshDatabase();
    await Promise.all([api(url), api(url), api(url)]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const migrations = await client.query('SELECT name, count(*)::int AS n FROM migrations GROUP BY name');
      expect(migrations.rows.length).toBeGreaterThanOrEqual(4);
      expect(migrations.rows.every((row) => row.n === 1)).toBe(true);
      expect((await client.query('SELECT count(*)::int AS n FROM checklist_item')).rows[0].n).toBe(56);
    } finally {
      await client.end();
    }
  });

  // Three API processes on one database: past the default 30 s on a busy 2-core machine (CI-C, 2026-12-02).
  it('send each outbox mail once when they all flush at the same time', async () => {
    const url = await freshDatabase();
    const sink = await startSmtpSink();
    try {
      const replicas = await Promise.all([api(url, { SMTP_URL: sink.url }), api(url, { SMTP_URL: sink.url }), api(url, { SMTP_URL: sink.url })]);
      const source = replicas[0].app.get(DataSource);
      await source.query(
        `INSERT INTO outbox_email (kind, recipient, subject, body_text, attachments, created_at)
         SELECT 'test', 'founder-' || n || '@example.com', 'Message ' || n, 'Hello', '[]'::jsonb, now() FROM generate_series(1, 100) n`,
      );
      await Promise.all(replicas.flatMap((replica) => [replica.app.get(MailService).flush(), replica.app.get(MailService).flush()]));
      // Each flush runs until no unclaimed row is left; a little time for a late duplicate to show.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.messages).toHaveLength(100);
      const subjects = sink.messages.map((m) => /^Subject: (.*)$/m.exec(m.raw)?.[1]);
      expect(new Set(subjects).size).toBe(100);
      expect((await source.query('SELECT count(*)::int AS n FROM outbox_email WHERE sent_at IS NULL'))[0].n).toBe(0);
    } finally {
      await sink.close();
    }
  }, 90_000);

  it('run a scheduled job once per period however many ask at once', async () => {
    const url = await freshDatabase();
    const replicas = await Promise.all([api(url), api(url), api(url)]);
    let runs = 0;
    const job = { name: `test-job-${randomBytes(3).toString('hex')}`, periodMs: 60 * 60 * 1000, run: async () => void (runs += 1) };
    const claimed = await Promise.all(
      replicas.flatMap((replica) => [replica.app.get(ScheduledJobsService).runIfDue(job), replica.app.get(ScheduledJobsService).runIfDue(job)]),
    );
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(runs).toBe(1);
    // The next period is claimed again (here: as if an hour had passed).
    await replicas[0].app.get(DataSource).query("UPDATE scheduled_job SET last_started_at = now() - interval '61 minutes' WHERE name = $1", [job.name]);
    expect(await replicas[1].app.get(ScheduledJobsService).runIfDue(job)).toBe(true);
    expect(runs).toBe(2);
  });

  it('cancel a statement that runs past DATABASE_STATEMENT_TIMEOUT_MS, and keep the connection usable', async () => {
    const url = await freshDatabase();
    const running = await api(url, { DATABASE_STATEMENT_TIMEOUT_MS: '300', DATABASE_POOL_SIZE: '1' });
    const source = running.app.get(DataSource);
    await expect(source.query('SELECT pg_sleep(2)')).rejects.toThrow(/statement timeout/);
    expect(await source.query('SELECT 1 AS ok')).toEqual([{ ok: 1 }]);
  });

  it("prepare the database without the requests' statement timeout, and give the connection its timeout back", async () => {
    const url = await freshDatabase();
    // A migration slower than the requests' limit (a table rewrite on a large database, or a busy machine).
    class SlowMigration1899000000000 implements MigrationInterface {
      name = 'SlowMigration1899000000000';
      async up(q: { query(sql: string): Promise<unknown> }): Promise<void> {
        await q.query('SELECT pg_sleep(0.4)');
      }
      async down(): Promise<void> {}
    }
    const env = { DATABASE_POOL_SIZE: 1, DATABASE_STATEMENT_TIMEOUT_MS: 150, DATABASE_IDLE_TIMEOUT_MS: 30_000 };
    const source = await new DataSource({ ...dataSourceOptions(url, false, env), migrations: [...MIGRATIONS, SlowMigration1899000000000] }).initialize();
    try {
      await prepareDatabase(source, { url });
      expect((await source.query('SELECT count(*)::int AS n FROM migrations WHERE name = $1', ['SlowMigration1899000000000']))[0].n).toBe(1);
      // The pool's one connection serves requests with DATABASE_STATEMENT_TIMEOUT_MS again.
      expect(await source.query('SHOW statement_timeout')).toEqual([{ statement_timeout: '150ms' }]);
      await expect(source.query('SELECT pg_sleep(0.4)')).rejects.toThrow(/statement timeout/);
    } finally {
      await source.destroy();
    }
  });
});

describe.skipIf(!adminUrl)('content held in memory by several API processes', () => {
  it('is read afresh by every replica within a second of a change made through one of them, with a new ETag', async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([api(url), api(url)]);
    const get = (replica: RunningApi, path: string, headers: Record<string, string> = {}) =>
      replica.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: path, headers });
    const path = '/api/products/quickbooks-online';
    const before = await get(a, path);
    expect(before.statusCode).toBe(200);
    const etag = String(before.headers.etag);
    expect((await get(b, path)).headers.etag).toBe(etag);
    expect((await get(b, path, { 'if-none-match': etag })).statusCode).toBe(304);
    const itemsBefore = (await get(b, '/api/checklist-items')).json<Array<{ id: number; title: string }>>();

    // A change made through replica A's connection (an editor's SQL would do the same).
    const source = a.app.get(DataSource);
    const changedAt = Date.now();
    await source.query(`UPDATE product SET data = jsonb_set(data, '{name}', to_jsonb((data->>'name') || ' (renamed)')) WHERE id = 'quickbooks-online'`);
    await source.query(`UPDATE checklist_item SET title = title || ' (edited)' WHERE id = $1`, [itemsBefore[0]!.id]);

    for (const replica of [a, b]) {
      for (;;) {
        const now = await get(replica, path);
        if (now.json<{ name: string }>().name.endsWith(' (renamed)')) {
          expect(now.headers.etag).not.toBe(etag);
          // The old version is no longer "not modified"; the new one is.
          expect((await get(replica, path, { 'if-none-match': etag })).statusCode).toBe(200);
          expect((await get(replica, path, { 'if-none-match': String(now.headers.etag) })).statusCode).toBe(304);
          break;
        }
        expect(Date.now() - changedAt, 'the change was not seen within 1 s').toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    // The checklist's change is a second statement with a notice of its own: it may land a moment after the product's.
    const edited = (replica: RunningApi) => async () =>
      (await get(replica, '/api/checklist-items')).json<Array<{ id: number; title: string }>>().find((item) => item.id === itemsBefore[0]!.id)!.title ===
      `${itemsBefore[0]!.title} (edited)`;
    for (const replica of [a, b]) await seenWithinASecond(changedAt, 'the checklist change was not seen within 1 s', edited(replica));
  });

  it("hands the advisor's days off (and so the day's slots), what is live and the checklist's texts to every replica within a second", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([api(url), api(url)]);
    const get = async (replica: RunningApi, path: string) => (await replica.app.getHttpAdapter().getInstance().inject({ method: 'GET', url: path })).json();
    // Read once by both, so both hold them in memory.
    const daysOff = '/api/consultants/1/days-off';
    for (const replica of [a, b]) {
      expect((await get(replica, daysOff)) as Array<{ reason: string }>).not.toContainEqual(expect.objectContaining({ reason: 'Replica offsite' }));
      expect(await get(replica, '/api/releases/live')).toEqual({ remotes: {} });
      await get(replica, '/api/checklist');
    }
    const day = weekdayAhead(40);
    const slots = `/api/consultants/1/availability?date=${day}`;
    for (const replica of [a, b]) expect(((await get(replica, slots)) as { closed: string | null }).closed).toBeNull();
    const source = a.app.get(DataSource);
    const changedAt = Date.now();
    await source.query(`INSERT INTO advisor_day_off (consultant_id, day, reason) VALUES (1, $1, 'Replica offsite')`, [day]);
    await source.transaction(async (m) => {
      const [version] = await m.query<Array<{ id: number }>>(
        `INSERT INTO release_version (remote, version, manifest_url, commit, built_at, contracts_version, shared, integrity, released_by)
         VALUES ('mf_catalog', '9.9.9', 'http://localhost:8082/mf-manifest.json', 'abc1234', now(), '1.0.0', '{}', 'sha384-x', 'test') RETURNING id`,
      );
      await m.query(`INSERT INTO release_state (remote, live_version_id) VALUES ('mf_catalog', $1)`, [version!.id]);
    });
    await source.query(`UPDATE checklist_item SET title = title || ' (edited)' WHERE id = (SELECT min(id) FROM checklist_item)`);

    const seen = async (replica: RunningApi) => {
      const off = (await get(replica, daysOff)) as Array<{ day: string; reason: string }>;
      const live = (await get(replica, '/api/releases/live')) as { remotes: Record<string, { live: { version: string } | null }> };
      const checklist = (await get(replica, '/api/checklist')) as { tasks: Array<{ title: string }> };
      return (
        off.some((d) => d.day === day && d.reason === 'Replica offsite') &&
        (((await get(replica, slots)) as { closed: string | null }).closed ?? '').includes('Replica offsite') &&
        live.remotes.mf_catalog?.live?.version === '9.9.9' &&
        checklist.tasks.some((task) => task.title.endsWith(' (edited)'))
      );
    };
    for (const replica of [b, a]) {
      while (!(await seen(replica))) {
        expect(Date.now() - changedAt, 'the change was not seen within 1 s').toBeLessThan(1_000);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }
  });
});
