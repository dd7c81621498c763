import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import { createScratchDatabase, freePort } from '@launchops/test-support/local-servers';
import { resolveRoot } from '../workspace.js';
import { bigTableSeqScans, type TableScans, visitorIdSql } from './visitors-sql.js';

/**
 * `npm run bench -- --visitors 1000000`: the per-visitor reads with a million visitors' rows in the database, against
 * the same reads on a small one, and the time of the jobs that touch every visitor's rows. On PostgreSQL
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL; a scratch database of its own, dropped after):
 * 1. the API (its production build) starts on an empty database; one visitor is made through it (ticked tasks, quiz
 *    answers, chat, a booking) and its reads are measured: checklist-progress, plan, chat history, bookings;
 * 2. the visitors' rows are added with set-based INSERT ... SELECT generate_series (progress, quiz answers, chat,
 *    bookings, accounts and their sessions, reminders, newsletter, contact messages, affiliate clicks, sent mail);
 *    one visitor in ten has been quiet for 13 months, so the retention job has work;
 * 3. the same reads again, with the tables' sequential scans counted (pg_stat_user_tables): a read that scans a big
 *    table is named;
 * 4. the retention job, an account's export and its deletion, run by the API's own services, each timed, with the
 *    big tables each scanned.
 * Options: --visitors N (1000000), --duration S per route (10), --connections N (20), --json FILE, --keep-database
 * (left for EXPLAIN; drop it after).
 */

const optionsSchema = z.object({
  visitors: z.coerce.number().int().min(100, '--visitors must be at least 100').max(5_000_000).default(1_000_000),
  duration: z.coerce.number().int().min(1).max(120).default(10),
  connections: z.coerce.number().int().min(1).max(500).default(20),
  json: z.string().optional(),
  keepDatabase: z.boolean().default(false),
});

/** The reads a returning visitor's pages make, each answered from the database on every request. */
const READS = ['/api/checklist-progress', '/api/plan', '/api/chatbot/history', '/api/consultation-bookings'] as const;

interface ReadFigures {
  route: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await run();
  return { ms: Math.round(performance.now() - started), value };
}

function measure(url: string, cookie: string, duration: number, connections: number): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, headers: { cookie, 'accept-encoding': 'gzip, br' } }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

async function measureReads(base: string, cookie: string, options: z.infer<typeof optionsSchema>): Promise<ReadFigures[]> {
  const rows: ReadFigures[] = [];
  for (const route of READS) {
    await measure(`${base}${route}`, cookie, 2, options.connections); // warm-up, not counted
    const result = await measure(`${base}${route}`, cookie, options.duration, options.connections);
    rows.push({
      route,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      non2xx: result.non2xx + result.errors,
    });
    process.stderr.write(`  measured ${route}\n`);
  }
  return rows;
}

/** A returning founder, made through the API: eight ticked tasks, quiz answers, two questions asked, a session booked. */
async function makeVisitor(base: string): Promise<string> {
  const tasks = ((await (await fetch(`${base}/api/checklist`)).json()) as { tasks: Array<{ id: number }> }).tasks;
  const first = await fetch(`${base}/api/checklist-progress`);
  const cookie = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('lo_visitor='))
    ?.split(';')[0];
  if (!cookie) throw new Error('The API set no visitor cookie');
  const headers = { cookie, 'content-type': 'application/json' };
  const send = async (method: string, url: string, body: unknown, expected: number) => {
    const res = await fetch(`${base}${url}`, { method, headers, body: JSON.stringify(body) });
    if (res.status !== expected) throw new Error(`${method} ${url} answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
  };
  for (const task of tasks.slice(0, 8)) await send('PATCH', `/api/checklist-items/${task.id}`, { completed: true }, 200);
  await send('PUT', '/api/plan/answers', { answers: { entity: 'c-corp', formationState: 'DE' } }, 200);
  for (const content of ['When is the 83(b) deadline?', 'How do I get an EIN?']) await send('POST', '/api/chatbot/message', { content }, 201);
  let day = new Date(Date.now() + 7 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  await send(
    'POST',
    '/api/consultation-bookings',
    {
      firstName: 'Bench',
      lastName: 'Founder',
      email: 'bench@example.com',
      consultantId: 1,
      date: day.toISOString().slice(0, 10),
      time: '2:00 PM',
      topic: 'General Operational Strategy',
      notes: '',
    },
    201,
  );
  return cookie;
}

/** The visitors' rows, table by table (n visitors; i is the visitor's number). */
function fillStatements(n: number): Array<{ table: string; sql: string }> {
  const vid = visitorIdSql('i');
  // One visitor in ten (i % 10 = 1) has been quiet for 13 months; the others were active in the last 300 days.
  const lastActive = `now() - CASE WHEN i % 10 = 1 THEN interval '400 days' ELSE (i % 300) * interval '1 day' END`;
  const series = `generate_series(1, ${n}) AS i`;
  return [
    {
      table: 'checklist_progress',
      sql: `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at)
            SELECT ${vid}, items.ids[1 + ((i + k * 11) % items.n)], k % 4 <> 3, ${lastActive}
              FROM ${series} CROSS JOIN generate_series(0, 4) AS k,
                   (SELECT array_agg(id ORDER BY id) AS ids, count(*)::int AS n FROM checklist_item) AS items`,
    },
    {
      table: 'plan_answers',
      sql: `INSERT INTO plan_answers (visitor_id, answers, completed_at, updated_at)
            SELECT ${vid}, jsonb_build_object('entity', CASE WHEN i % 2 = 0 THEN 'c-corp' ELSE 'llc' END, 'formationState', 'DE'), NULL, ${lastActive}
              FROM ${series} WHERE i % 5 < 3`,
    },
    {
      table: 'chat_message',
      sql: `INSERT INTO chat_message (visitor_id, is_user, content, created_at)
            SELECT ${vid}, k % 2 = 0, CASE WHEN k % 2 = 0 THEN 'When is the 83(b) deadline?' ELSE 'Thirty days from the grant; mail it early.' END, ${lastActive} + k * interval '1 second'
              FROM ${series} CROSS JOIN generate_series(0, 3) AS k WHERE i % 10 < 3`,
    },
    {
      // One visitor in fifty booked; slots are unique among confirmed bookings, so the first 10,220 are confirmed
      // (1,460 past days x 7 times) and the rest cancelled.
      table: 'consultation_booking',
      sql: `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token, created_at)
            SELECT ${vid}, c.id, 'Visitor', 'Number ' || i, 'visitor-' || i || '@example.com', d.day, d.time, d.day + interval '14 hours', 'General Operational Strategy', '',
                   CASE WHEN i / 50 < 10220 THEN 'confirmed' ELSE 'cancelled' END, md5('bench-manage-' || i) || md5('bench-token-' || i), d.day - interval '5 days'
              FROM ${series}, (SELECT min(id) AS id FROM consultant) AS c,
                   LATERAL (SELECT (current_date - 1 - ((i / 50) % 1460))::date AS day,
                                   (ARRAY['9:00 AM','10:00 AM','11:00 AM','1:00 PM','2:00 PM','3:00 PM','4:00 PM'])[1 + ((i / 50) / 1460) % 7] AS time) AS d
             WHERE i % 50 = 0`,
    },
    {
      table: 'affiliate_click',
      sql: `INSERT INTO affiliate_click (visitor_id, tool_id, source, created_at)
            SELECT ${vid}, (ARRAY['stripe-atlas','mercury','gusto','carta'])[1 + (i + k) % 4], 'software', ${lastActive}
              FROM ${series} CROSS JOIN generate_series(0, 1) AS k WHERE i % 4 = 0`,
    },
    {
      // One visitor in twenty has an account (its rows are under the account's id, a version-8 UUID).
      table: 'account',
      sql: `INSERT INTO account (email, visitor_id, created_at) SELECT 'visitor-' || i || '@example.com', ${vid}, now() - (i % 500) * interval '1 day' FROM ${series} WHERE i % 20 = 0`,
    },
    {
      table: 'account_session',
      sql: `INSERT INTO account_session (account_id, token_hash, created_at, last_seen_at)
            SELECT a.id, md5('bench-session-' || a.id), a.created_at, now() - (a.id % 90) * interval '1 day' FROM account a`,
    },
    {
      table: 'plan_reminder_subscription',
      sql: `INSERT INTO plan_reminder_subscription (visitor_id, email, status, confirm_token, unsubscribe_token, created_at, confirmation_sent_at, unsubscribed_at)
            SELECT ${vid}, 'visitor-' || i || '@example.com', 'unsubscribed', md5('bench-confirm-' || i), md5('bench-unsubscribe-' || i), now() - interval '90 days', now() - interval '90 days', now() - (i % 60) * interval '1 day'
              FROM ${series} WHERE i % 20 = 0`,
    },
    {
      table: 'outbox_email',
      sql: `INSERT INTO outbox_email (kind, recipient, subject, body_text, created_at, sent_at)
            SELECT 'booking-confirmation', 'visitor-' || i || '@example.com', 'Your session is booked', 'Your session with the advisor is booked.', now() - (i % 400) * interval '1 day', now() - (i % 400) * interval '1 day'
              FROM ${series} CROSS JOIN generate_series(0, 1) AS k WHERE i % 20 = 0`,
    },
    {
      table: 'newsletter_subscription',
      sql: `INSERT INTO newsletter_subscription (email, source, status, confirm_token, unsubscribe_token, created_at, confirmation_sent_at, visitor_id)
            SELECT 'visitor-' || i || '@example.com', 'footer', 'pending', md5('bench-nl-confirm-' || i), md5('bench-nl-unsubscribe-' || i), now() - (i % 60) * interval '1 day', now() - (i % 60) * interval '1 day', ${vid}
              FROM ${series} WHERE i % 10 = 5`,
    },
    {
      table: 'contact_message',
      sql: `INSERT INTO contact_message (visitor_id, name, email, topic, message, created_at)
            SELECT ${vid}, 'Visitor ' || i, 'visitor-' || i || '@example.com', 'general', 'A question about the checklist.', now() - (i % 1000) * interval '1 day'
              FROM ${series} WHERE i % 100 = 0`,
    },
  ];
}

/** Sequential-scan and index-scan counts per table, as PostgreSQL's statistics hold them now. */
async function scanCounts(client: pg.Client): Promise<TableScans[]> {
  // A backend reports its counts when a transaction ends (at most once a second) or after 10 s idle.
  await sleep(11_000);
  await client.query('SELECT pg_stat_clear_snapshot()');
  const { rows } = await client.query<{ table: string; seq: string; idx: string; live: string }>(
    `SELECT relname AS table, seq_scan AS seq, coalesce(idx_scan, 0) AS idx, n_live_tup AS live FROM pg_stat_user_tables`,
  );
  return rows.map((r) => ({ table: r.table, seqScans: Number(r.seq), indexScans: Number(r.idx), rows: Number(r.live) }));
}

/**
 * Runs one job through the API's own services, in a process of its own made as main.ts makes the API (no port), and
 * returns its time (measured inside, without the start) and result. Plain Node, no TypeScript loader: the API's build
 * is what runs in production.
 */
const JOB_RUNNER = `
const dist = (file) => import(new URL(file, process.env.BENCH_API_DIST).href);
const [{ createApi }, { loadEnv }, { RetentionService }, { AccountService }] = await Promise.all([
  dist('app.js'), dist('config/env.js'), dist('modules/retention/retention.service.js'), dist('modules/auth/account.service.js'),
]);
const api = await createApi(loadEnv(process.env));
const job = process.env.BENCH_JOB;
const id = Number(process.env.BENCH_ACCOUNT_ID);
const started = performance.now();
let result;
if (job === 'retention') result = await api.app.get(RetentionService).run();
else if (job === 'export') {
  const data = await api.app.get(AccountService).export(id);
  result = Object.fromEntries(Object.entries(data.tables).map(([table, rows]) => [table, rows.length]));
} else if (job === 'delete') result = await api.app.get(AccountService).delete(id, process.env.BENCH_ACCOUNT_EMAIL);
else throw new Error('unknown job ' + job);
const ms = Math.round(performance.now() - started);
process.stdout.write('BENCH_RESULT ' + JSON.stringify({ ms, result }) + '\\n');
process.exit(0);
`;

function runJob(
  env: NodeJS.ProcessEnv,
  job: 'retention' | 'export' | 'delete',
  account?: { id: number; email: string },
): Promise<{ ms: number; result: unknown }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', JOB_RUNNER], {
      cwd: resolveRoot('services/api'),
      env: {
        ...env,
        API_PORT: '0',
        BENCH_API_DIST: `${pathToFileURL(resolveRoot('services/api/dist')).href}/`,
        BENCH_JOB: job,
        BENCH_ACCOUNT_ID: String(account?.id ?? ''),
        BENCH_ACCOUNT_EMAIL: account?.email ?? '',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('BENCH_RESULT '.length)) as { ms: number; result: unknown });
      else reject(new Error(`The ${job} job exited with ${code}: ${out.slice(-2000)}`));
    });
  });
}

export async function runVisitorsBench(argv: readonly string[]): Promise<boolean> {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const options = optionsSchema.parse({
    visitors: value('--visitors'),
    duration: value('--duration'),
    connections: value('--connections'),
    json: value('--json'),
    keepDatabase: argv.includes('--keep-database'),
  });
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('The visitors bench needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test');

  const scratch = await createScratchDatabase(adminUrl, 'launchops_visitors');
  let server: ChildProcess | undefined;
  const client = new pg.Client({ connectionString: scratch.url, application_name: 'launchops-visitors-bench' });
  try {
    const apiEnv = { NODE_ENV: 'production', LOG_LEVEL: 'error', API_HOST: '127.0.0.1', RATE_LIMIT_FACTOR: '1000000', DATABASE_URL: scratch.url };
    // The API that answers the reads runs in a process of its own, as in production.
    const port = await freePort();
    server = spawn(process.execPath, ['dist/main.js'], {
      cwd: resolveRoot('services/api'),
      env: { ...process.env, ...apiEnv, API_PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; ; i++) {
      if (server.exitCode !== null || i > 300) throw new Error('The API did not start');
      if (
        await fetch(`${base}/api/health`)
          .then((r) => r.ok)
          .catch(() => false)
      )
        break;
      await sleep(200);
    }
    await client.connect();
    // The API's retention check runs 5 s after its start and claims the day (on the empty database): the run timed
    // below is the only one on the visitors' rows.
    await sleep(6_000);

    console.log(`Visitors bench: ${options.visitors.toLocaleString('en')} visitors, ${options.connections} connections, ${options.duration} s per read`);
    const cookie = await makeVisitor(base);
    console.log('Reads on the small database...');
    const small = await measureReads(base, cookie, options);

    console.log(`Adding ${options.visitors.toLocaleString('en')} visitors' rows...`);
    const fill: Array<{ table: string; rows: number; ms: number }> = [];
    for (const statement of fillStatements(options.visitors)) {
      const { ms, value } = await timed(() => client.query(statement.sql));
      fill.push({ table: statement.table, rows: value.rowCount ?? 0, ms });
      process.stderr.write(`  ${statement.table}: ${(value.rowCount ?? 0).toLocaleString('en')} rows in ${seconds(ms)} s\n`);
    }
    const analyse = await timed(() => client.query('VACUUM ANALYZE'));
    const databaseSize = (await client.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')).rows[0]!.size;

    console.log('Reads on the large database...');
    const before = await scanCounts(client);
    const large = await measureReads(base, cookie, options);
    const readScans = bigTableSeqScans(before, await scanCounts(client));

    // An account with a visitor's worth of rows in every table an account's data lives in.
    const [target] = (await client.query<{ id: number; email: string }>(`SELECT id, email FROM account WHERE email = 'visitor-1000@example.com'`)).rows;
    if (!target) throw new Error('The bench found no account to export (too few visitors?)');
    const jobs: Array<{ job: string; ms: number; result: unknown; seqScans: ReturnType<typeof bigTableSeqScans> }> = [];
    const job = async (name: string, run: () => Promise<{ ms: number; result: unknown }>) => {
      const start = await scanCounts(client);
      const started = performance.now();
      // A job that fails (a statement timeout, say) is a figure too: reported, and the bench fails.
      const { ms, result } = await run().catch((error: unknown) => ({
        ms: Math.round(performance.now() - started),
        result: { failed: String(error instanceof Error ? error.message : error).slice(0, 600) },
      }));
      jobs.push({ job: name, ms, result, seqScans: bigTableSeqScans(start, await scanCounts(client)) });
      process.stderr.write(`  ${name}: ${ms} ms\n`);
    };
    const jobEnv = { ...process.env, ...apiEnv };
    console.log('Jobs...');
    await job('account export', () => runJob(jobEnv, 'export', target));
    await job('account delete', () => runJob(jobEnv, 'delete', target));
    await job('retention job', () => runJob(jobEnv, 'retention'));

    // ---------------------------------------------------------------------
    console.log(
      `\nPer-visitor reads (one returning visitor, ${options.connections} connections, ${options.duration} s each), small database vs ${options.visitors.toLocaleString('en')} visitors (${databaseSize}):`,
    );
    console.log('| route | small req/s | small p50 | small p99 | large req/s | large p50 | large p99 | p99 ratio | non-2xx |');
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (const s of small) {
      const l = large.find((r) => r.route === s.route)!;
      console.log(
        `| ${s.route} | ${s.requestsPerSecond} | ${s.p50Ms} | ${s.p99Ms} | ${l.requestsPerSecond} | ${l.p50Ms} | ${l.p99Ms} | ${(l.p99Ms / Math.max(s.p99Ms, 1)).toFixed(2)} | ${s.non2xx + l.non2xx} |`,
      );
    }
    console.log(
      `sequential scans of tables over 10,000 rows during the large reads: ${readScans.length === 0 ? 'none' : readScans.map((s) => `${s.table} (${s.seqScans})`).join(', ')}`,
    );
    console.log(
      `\nFill: ${fill.map((f) => `${f.table} ${f.rows.toLocaleString('en')}`).join(', ')}; ${seconds(fill.reduce((a, f) => a + f.ms, 0))} s, VACUUM ANALYZE ${seconds(analyse.ms)} s`,
    );
    console.log('\n| job | ms | big tables scanned sequentially | result |');
    console.log('|---|---|---|---|');
    for (const j of jobs)
      console.log(
        `| ${j.job} | ${j.ms} | ${j.seqScans.map((s) => `${s.table} (${s.rows.toLocaleString('en')} rows)`).join(', ') || 'none'} | ${JSON.stringify(j.result)} |`,
      );

    const out = options.json ?? resolveRoot('.bench', 'visitors.json');
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, `${JSON.stringify({ when: new Date().toISOString(), options, databaseSize, small, large, readScans, fill, jobs }, null, 2)}\n`);
    console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
    const failures = [...small, ...large].filter((r) => r.non2xx > 0).map((r) => `${r.route}: ${r.non2xx} answers were not 2xx`);
    for (const j of jobs) if (j.result && typeof j.result === 'object' && 'failed' in j.result) failures.push(`the ${j.job} failed`);
    if (readScans.length > 0) failures.push(`the per-visitor reads scanned ${readScans.map((s) => s.table).join(', ')} sequentially`);
    if (failures.length > 0) console.log(`Visitors bench failed:\n- ${failures.join('\n- ')}`);
    return failures.length === 0;
  } finally {
    await client.end().catch(() => undefined);
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    if (options.keepDatabase) console.log(`The database is kept for a look at its plans: ${scratch.url} (drop it after)`);
    else await scratch.drop().catch((error: unknown) => console.error(`could not drop ${scratch.url}: ${String(error)}`));
  }
}
