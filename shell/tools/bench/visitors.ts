import { type ChildProcess, spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { z } from 'zod';
import { createScratchDatabase, freePort } from '@launchops/test-support/local-servers';
import { resolveRoot } from '../workspace.js';
import { fillStatements, scanCounts } from './visitors-database.js';
import { type JobFigures, runJobs } from './visitors-jobs.js';
import { bigTableSeqScans } from './visitors-sql.js';

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

type VisitorsOptions = z.infer<typeof optionsSchema>;

async function measureReads(base: string, cookie: string, options: VisitorsOptions): Promise<ReadFigures[]> {
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

function parseOptions(argv: readonly string[]): VisitorsOptions {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return optionsSchema.parse({
    visitors: value('--visitors'),
    duration: value('--duration'),
    connections: value('--connections'),
    json: value('--json'),
    keepDatabase: argv.includes('--keep-database'),
  });
}

/** The API that answers the reads, in a process of its own as in production, once its health answers. */
async function startApi(apiEnv: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; base: string }> {
  const port = await freePort();
  const server = spawn(process.execPath, ['dist/main.js'], {
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
  return { server, base };
}

async function stopApi(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  await exited;
}

/** The visitors' rows added table by table, then VACUUM ANALYZE: the time of each, and the database's size. */
async function fillDatabase(client: pg.Client, visitors: number) {
  const fill: Array<{ table: string; rows: number; ms: number }> = [];
  for (const statement of fillStatements(visitors)) {
    const { ms, value } = await timed(() => client.query(statement.sql));
    fill.push({ table: statement.table, rows: value.rowCount ?? 0, ms });
    process.stderr.write(`  ${statement.table}: ${(value.rowCount ?? 0).toLocaleString('en')} rows in ${seconds(ms)} s\n`);
  }
  const analyse = await timed(() => client.query('VACUUM ANALYZE'));
  const databaseSize = (await client.query<{ size: string }>('SELECT pg_size_pretty(pg_database_size(current_database())) AS size')).rows[0]!.size;
  return { fill, analyseMs: analyse.ms, databaseSize };
}

interface VisitorsFigures {
  options: VisitorsOptions;
  databaseSize: string;
  small: ReadFigures[];
  large: ReadFigures[];
  readScans: ReturnType<typeof bigTableSeqScans>;
  fill: Array<{ table: string; rows: number; ms: number }>;
  analyseMs: number;
  jobs: JobFigures[];
}

function printReport({ options, databaseSize, small, large, readScans, fill, analyseMs, jobs }: VisitorsFigures): void {
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
    `\nFill: ${fill.map((f) => `${f.table} ${f.rows.toLocaleString('en')}`).join(', ')}; ${seconds(fill.reduce((a, f) => a + f.ms, 0))} s, VACUUM ANALYZE ${seconds(analyseMs)} s`,
  );
  console.log('\n| job | ms | big tables scanned sequentially | result |');
  console.log('|---|---|---|---|');
  for (const j of jobs)
    console.log(
      `| ${j.job} | ${j.ms} | ${j.seqScans.map((s) => `${s.table} (${s.rows.toLocaleString('en')} rows)`).join(', ') || 'none'} | ${JSON.stringify(j.result)} |`,
    );
}

/** Writes the figures as JSON and says what failed (nothing: the bench passes). */
async function writeAndJudge({ options, databaseSize, small, large, readScans, fill, jobs }: VisitorsFigures): Promise<boolean> {
  const out = options.json ?? resolveRoot('.bench', 'visitors.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify({ when: new Date().toISOString(), options, databaseSize, small, large, readScans, fill, jobs }, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
  const failures = [...small, ...large].filter((r) => r.non2xx > 0).map((r) => `${r.route}: ${r.non2xx} answers were not 2xx`);
  for (const j of jobs) if (j.result && typeof j.result === 'object' && 'failed' in j.result) failures.push(`the ${j.job} failed`);
  if (readScans.length > 0) failures.push(`the per-visitor reads scanned ${readScans.map((s) => s.table).join(', ')} sequentially`);
  if (failures.length > 0) console.log(`Visitors bench failed:\n- ${failures.join('\n- ')}`);
  return failures.length === 0;
}

export async function runVisitorsBench(argv: readonly string[]): Promise<boolean> {
  const options = parseOptions(argv);
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error('The visitors bench needs PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test');

  const scratch = await createScratchDatabase(adminUrl, 'launchops_visitors');
  let server: ChildProcess | undefined;
  const client = new pg.Client({ connectionString: scratch.url, application_name: 'launchops-visitors-bench' });
  try {
    const apiEnv = { NODE_ENV: 'production', LOG_LEVEL: 'error', API_HOST: '127.0.0.1', RATE_LIMIT_FACTOR: '1000000', DATABASE_URL: scratch.url };
    const api = await startApi(apiEnv);
    server = api.server;
    await client.connect();
    // The API's retention check runs 5 s after its start and claims the day (on the empty database): the run timed
    // below is the only one on the visitors' rows.
    await sleep(6_000);

    console.log(`Visitors bench: ${options.visitors.toLocaleString('en')} visitors, ${options.connections} connections, ${options.duration} s per read`);
    const cookie = await makeVisitor(api.base);
    console.log('Reads on the small database...');
    const small = await measureReads(api.base, cookie, options);

    console.log(`Adding ${options.visitors.toLocaleString('en')} visitors' rows...`);
    const { fill, analyseMs, databaseSize } = await fillDatabase(client, options.visitors);

    console.log('Reads on the large database...');
    const before = await scanCounts(client);
    const large = await measureReads(api.base, cookie, options);
    const readScans = bigTableSeqScans(before, await scanCounts(client));

    // An account with a visitor's worth of rows in every table an account's data lives in.
    const [target] = (await client.query<{ id: number; email: string }>(`SELECT id, email FROM account WHERE email = 'visitor-1000@example.com'`)).rows;
    if (!target) throw new Error('The bench found no account to export (too few visitors?)');
    console.log('Jobs...');
    const jobs = await runJobs(client, { ...process.env, ...apiEnv }, target);

    const figures = { options, databaseSize, small, large, readScans, fill, analyseMs, jobs };
    printReport(figures);
    return await writeAndJudge(figures);
  } finally {
    await client.end().catch(() => undefined);
    await stopApi(server);
    if (options.keepDatabase) console.log(`The database is kept for a look at its plans: ${scratch.url} (drop it after)`);
    else await scratch.drop().catch((error: unknown) => console.error(`could not drop ${scratch.url}: ${String(error)}`));
  }
}
