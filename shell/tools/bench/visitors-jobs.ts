import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import type pg from 'pg';
import { resolveRoot } from '../workspace.js';
import { scanCounts } from './visitors-database.js';
import { bigTableSeqScans } from './visitors-sql.js';

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
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('BENCH_RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('BENCH_RESULT '.length)) as { ms: number; result: unknown });
      else reject(new Error(`The ${job} job exited with ${code}: ${out.slice(-2000)}`));
    });
  });
}

export interface JobFigures {
  job: string;
  ms: number;
  result: unknown;
  seqScans: ReturnType<typeof bigTableSeqScans>;
}

/** An account's export and deletion, then the retention job, each timed with the big tables it scanned sequentially. */
export async function runJobs(client: pg.Client, env: NodeJS.ProcessEnv, target: { id: number; email: string }): Promise<JobFigures[]> {
  const jobs: JobFigures[] = [];
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
  await job('account export', () => runJob(env, 'export', target));
  await job('account delete', () => runJob(env, 'delete', target));
  await job('retention job', () => runJob(env, 'retention'));
  return jobs;
}
