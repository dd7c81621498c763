import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createScratchDatabase } from '@launchops/test-support/local-servers';
import { freePorts, type Stack, startStack } from '../stack.js';
import { resolveRoot } from '../workspace.js';
import { type Catalogue, readCatalogue, type Sample, step, Visitor } from './soak-visitor.js';

/**
 * `npm run bench -- --soak`: the site as it is used over a long stretch. Visitors browse, tick tasks, save the
 * quiz, book sessions and ask the assistant through the site, with think times, and every few minutes all of
 * them go quiet for longer than the database pool's idle close (30 s). It runs on the embedded database and on
 * PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL) at the same time, and reports per database: the 5xx
 * answers (must be 0), each route's p99 in every slice of the run (it must not grow), and the API's memory
 * (RSS) at start and end. Options: --minutes N (30), --slice-minutes N (5), --visitors N (6), --idle-seconds N (40),
 * --database embedded|postgres|both, --json FILE.
 */

const optionsSchema = z.object({
  minutes: z.coerce.number().min(0.5).max(600).default(30),
  sliceMinutes: z.coerce.number().min(0.25).max(60).default(5),
  visitors: z.coerce.number().int().min(1).max(50).default(6),
  idleSeconds: z.coerce.number().int().min(0).max(600).default(40),
  database: z.enum(['embedded', 'postgres', 'both']).default('both'),
  json: z.string().optional(),
  check: z.boolean().default(false),
});
export type SoakOptions = z.infer<typeof optionsSchema>;

/** A route's p99 in the last slice may exceed the median of the earlier slices by this factor (plus the floor below). */
const P99_GROWTH_MAX = 2;
const P99_GROWTH_FLOOR_MS = 25;

export interface SoakReport {
  database: 'embedded' | 'postgres';
  minutes: number;
  requests: number;
  errors5xx: number;
  /** Requests that got no answer at all (connection refused or reset). */
  networkErrors: number;
  statuses: Record<string, number>;
  rssMbStart: number;
  rssMbEnd: number;
  /** p99 in ms per route, one entry per slice (null: too few answers in that slice). */
  p99BySlice: Record<string, Array<number | null>>;
  idleGaps: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A slice with fewer answers than this for a route gives no p99 for it (its highest answer would stand for it). */
const MIN_SAMPLES_PER_SLICE = 20;

function p99(values: number[]): number | null {
  if (values.length < MIN_SAMPLES_PER_SLICE) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)]! * 10) / 10;
}

async function rssMb(pid: number | undefined): Promise<number> {
  if (!pid) return 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 102.4) / 10;
}

/** The visitors at work until the run's end, all quiet for a stretch (longer than the pool's idle close) twice per slice; the gaps made. */
async function drive(siteUrl: string, catalogue: Catalogue, options: SoakOptions, record: (sample: Sample) => void): Promise<number> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const endsAt = Date.now() + options.minutes * 60_000;
  const gapEveryMs = Math.max(60_000, (options.sliceMinutes * 60_000) / 2);
  let idleGaps = 0;
  let quietUntil = 0;
  const gaps = setInterval(() => {
    if (options.idleSeconds === 0) return;
    quietUntil = Date.now() + options.idleSeconds * 1000;
    idleGaps += 1;
  }, gapEveryMs);
  const visitors = Array.from({ length: options.visitors }, (_, i) => new Visitor(siteUrl, record, i));
  await Promise.all(
    visitors.map(async (visitor) => {
      while (Date.now() < endsAt) {
        if (Date.now() < quietUntil) {
          await sleep(Math.min(quietUntil, endsAt) - Date.now());
          continue;
        }
        await step(visitor, catalogue, day).catch(() => undefined);
        await sleep(150 + Math.random() * 600);
      }
    }),
  );
  clearInterval(gaps);
  return idleGaps;
}

/** Each route's p99 per slice of the run, and the count of each status. */
function summarise(samples: readonly Sample[], started: number, options: SoakOptions): Pick<SoakReport, 'p99BySlice' | 'statuses'> {
  const sliceMs = options.sliceMinutes * 60_000;
  const slices = Math.max(1, Math.ceil((options.minutes * 60_000) / sliceMs));
  const routes = [...new Set(samples.map((s) => s.route))].sort();
  const p99BySlice = Object.fromEntries(
    routes.map((route) => [
      route,
      Array.from({ length: slices }, (_, i) =>
        p99(samples.filter((s) => s.route === route && s.at - started >= i * sliceMs && s.at - started < (i + 1) * sliceMs).map((s) => s.ms)),
      ),
    ]),
  );
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[String(s.status)] = (statuses[String(s.status)] ?? 0) + 1;
  return { p99BySlice, statuses };
}

async function soakOne(database: 'embedded' | 'postgres', options: SoakOptions, adminUrl: string | undefined): Promise<SoakReport> {
  const work = await mkdtemp(path.join(os.tmpdir(), `lo-soak-${database}-`));
  const scratch = database === 'postgres' ? await createScratchDatabase(adminUrl!, 'launchops_soak') : undefined;
  let stack: Stack | undefined;
  try {
    stack = await startStack({
      ports: await freePorts(),
      apiEnv: {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_FACTOR: '1000',
        ...(scratch ? { DATABASE_URL: scratch.url } : { DATA_DIR: path.join(work, 'pg'), DATABASE_URL: '' }),
      },
    });
    const samples: Sample[] = [];
    const catalogue = await readCatalogue(stack.siteUrl);
    const started = Date.now();
    const rssMbStart = await rssMb(stack.replicas[0]!.pid());
    const idleGaps = await drive(stack.siteUrl, catalogue, options, (sample) => samples.push(sample));
    const rssMbEnd = await rssMb(stack.replicas[0]!.pid());
    const { p99BySlice, statuses } = summarise(samples, started, options);
    const errors = samples.filter((s) => s.status >= 500);
    if (errors.length > 0) console.error(`[${database}] 5xx answers:\n${stack.apiLog().slice(-4000)}`);
    return {
      database,
      minutes: options.minutes,
      requests: samples.length,
      errors5xx: errors.length,
      networkErrors: samples.filter((s) => s.status === 0).length,
      statuses,
      rssMbStart,
      rssMbEnd,
      p99BySlice,
      idleGaps,
    };
  } finally {
    await stack?.close();
    await scratch?.drop().catch(() => undefined);
    await rm(work, { recursive: true, force: true });
  }
}

/** The median of a route's p99 over the slices before the last measured one, and the last one. */
function firstAndLast(slices: ReadonlyArray<number | null>): { before: number; last: number } | undefined {
  const measured = slices.filter((v): v is number => v !== null);
  if (measured.length < 2) return undefined;
  const earlier = measured.slice(0, -1).sort((a, b) => a - b);
  return { before: earlier[Math.floor((earlier.length - 1) / 2)]!, last: measured.at(-1)! };
}

/** Whether a route's p99 grew over the run beyond what noise explains (the last slice against the earlier ones). */
export function p99Grew(slices: ReadonlyArray<number | null>): boolean {
  const figures = firstAndLast(slices);
  return !!figures && figures.last > figures.before * P99_GROWTH_MAX + P99_GROWTH_FLOOR_MS;
}

export function printSoak(report: SoakReport): string {
  const lines = [
    `Soak on the ${report.database} database: ${report.minutes} min, ${report.requests} requests, ${report.idleGaps} idle gaps, ` +
      `5xx ${report.errors5xx}, no answer ${report.networkErrors}, statuses ${JSON.stringify(report.statuses)}, RSS ${report.rssMbStart} -> ${report.rssMbEnd} MB`,
    `  p99 ms per slice:`,
  ];
  for (const [route, values] of Object.entries(report.p99BySlice))
    lines.push(`  ${route.padEnd(36)} ${values.map((v) => String(v ?? '-').padStart(7)).join('')}${p99Grew(values) ? '  GREW' : ''}`);
  return lines.join('\n');
}

export async function runSoak(argv: readonly string[]): Promise<boolean> {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const options = optionsSchema.parse({
    minutes: value('--minutes'),
    sliceMinutes: value('--slice-minutes'),
    visitors: value('--visitors'),
    idleSeconds: value('--idle-seconds'),
    database: value('--database'),
    json: value('--json'),
    check: argv.includes('--check'),
  });
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  const databases: Array<'embedded' | 'postgres'> = options.database === 'both' ? ['embedded', 'postgres'] : [options.database];
  if (databases.includes('postgres') && !adminUrl) {
    if (options.database === 'postgres' || options.check)
      throw new Error('The soak on PostgreSQL needs BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test');
    databases.splice(databases.indexOf('postgres'), 1);
    console.log('No BENCH_DATABASE_URL: the soak runs on the embedded database only.');
  }
  console.log(
    `Soak: ${options.minutes} min on ${databases.join(' and ')} (at the same time), ${options.visitors} visitors each, idle ${options.idleSeconds} s twice per ${options.sliceMinutes}-min slice...`,
  );
  // Settled, not all: one database's failure must not leave the other's stack running.
  const settled = await Promise.allSettled(databases.map((database) => soakOne(database, options, adminUrl)));
  const broken = settled.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (broken.length > 0) throw broken[0]!.reason;
  const reports = settled.map((r) => (r as PromiseFulfilledResult<SoakReport>).value);
  for (const report of reports) console.log(printSoak(report));
  const out = options.json ?? resolveRoot('.bench', 'soak.json');
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify({ when: new Date().toISOString(), reports }, null, 2)}\n`);
  const failures = reports.flatMap((r) => [
    ...(r.errors5xx > 0 ? [`${r.database}: ${r.errors5xx} answers were 5xx`] : []),
    ...(r.networkErrors > 0 ? [`${r.database}: ${r.networkErrors} requests got no answer`] : []),
    ...Object.entries(r.p99BySlice)
      .filter(([, values]) => p99Grew(values))
      .map(
        ([route, values]) =>
          `${r.database}: ${route} p99 grew from ${firstAndLast(values)!.before} ms (median of the earlier slices) to ${firstAndLast(values)!.last} ms`,
      ),
  ]);
  if (failures.length > 0) console.log(`Soak failed:\n- ${failures.join('\n- ')}`);
  else console.log('Soak: no 5xx, no p99 growth.');
  return failures.length === 0;
}
