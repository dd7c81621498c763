import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { createScratchDatabase } from '@launchops/test-support/local-servers';
import { freePorts, type Stack, startStack } from '../stack.js';
import { resolveRoot } from '../workspace.js';

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

interface Sample {
  route: string;
  ms: number;
  status: number;
  at: number;
}

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
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

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

/** One anonymous visitor of the site: its own cookie and address. */
class Visitor {
  private cookie = '';
  readonly ip: string;

  constructor(
    private readonly siteUrl: string,
    private readonly record: (sample: Sample) => void,
    index: number,
  ) {
    this.ip = `198.51.100.${10 + index}`;
  }

  async call(route: string, method: string, url: string, body?: unknown): Promise<any> {
    const headers: Record<string, string> = { origin: this.siteUrl, 'x-forwarded-for': this.ip };
    if (this.cookie) headers.cookie = this.cookie;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const started = performance.now();
    let status = 0;
    try {
      const response = await fetch(`${this.siteUrl}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      status = response.status;
      const visitor = response.headers.getSetCookie().find((c) => c.startsWith('lo_visitor='));
      if (visitor) this.cookie = visitor.split(';')[0]!;
      const text = await response.text();
      try {
        return JSON.parse(text);
      } catch {
        return undefined;
      }
    } finally {
      this.record({ route, ms: performance.now() - started, status, at: Date.now() });
    }
  }
}

interface Catalogue {
  taskIds: number[];
  slugs: string[];
  productIds: string[];
  consultantId: number;
}

const QUESTIONS = [
  'How do I get an EIN?',
  'When is the 83(b) deadline?',
  'Do I need a registered agent?',
  'Which bank should a startup use?',
  'What is a 1099?',
];

/** One step of a visitor's use of the site, picked at random with the weights of a real visit. */
async function step(visitor: Visitor, catalogue: Catalogue, day: (offset: number) => string): Promise<void> {
  const roll = Math.random();
  if (roll < 0.15) await visitor.call('GET /api/checklist', 'GET', '/api/checklist');
  else if (roll < 0.3) await visitor.call('GET /api/checklist-progress', 'GET', '/api/checklist-progress');
  else if (roll < 0.4)
    await visitor.call('PATCH /api/checklist-items/:id', 'PATCH', `/api/checklist-items/${pick(catalogue.taskIds)}`, { completed: Math.random() < 0.7 });
  else if (roll < 0.5) await visitor.call('GET /api/plan', 'GET', '/api/plan');
  else if (roll < 0.55)
    await visitor.call('PUT /api/plan/answers', 'PUT', '/api/plan/answers', {
      answers: { entity: pick(['c-corp', 'llc']), formationState: pick(['DE', 'CA', 'NY']) },
    });
  else if (roll < 0.63)
    await visitor.call(
      'GET /api/catalogue, /api/products',
      'GET',
      pick([`/api/catalogue/${pick(['software', 'tools'])}`, `/api/products/${pick(catalogue.productIds)}`]),
    );
  else if (roll < 0.71) await visitor.call('GET /api/blog-posts', 'GET', pick(['/api/blog-posts', `/api/blog-posts/${pick(catalogue.slugs)}`]));
  else if (roll < 0.79)
    await visitor.call('GET availability', 'GET', `/api/consultants/${catalogue.consultantId}/availability?date=${day(2 + Math.floor(Math.random() * 40))}`);
  else if (roll < 0.85) await visitor.call('GET /api/consultation-bookings', 'GET', '/api/consultation-bookings');
  else if (roll < 0.9) await visitor.call('GET /api/chatbot/history', 'GET', '/api/chatbot/history');
  else if (roll < 0.95) await visitor.call('POST /api/chatbot/message', 'POST', '/api/chatbot/message', { content: pick(QUESTIONS) });
  else if (roll < 0.97) await book(visitor, catalogue, day);
  else await visitor.call('GET /api/health', 'GET', '/api/health');
}

async function book(visitor: Visitor, catalogue: Catalogue, day: (offset: number) => string): Promise<void> {
  const date = day(3 + Math.floor(Math.random() * 50));
  const availability = await visitor.call('GET availability', 'GET', `/api/consultants/${catalogue.consultantId}/availability?date=${date}`);
  const slot = (availability?.slots as Array<{ time: string; available: boolean }> | undefined)?.find((s) => s.available);
  if (!slot) return;
  await visitor.call('POST /api/consultation-bookings', 'POST', '/api/consultation-bookings', {
    firstName: 'Soak',
    lastName: 'Visitor',
    email: `soak-${visitor.ip.replaceAll('.', '-')}@example.com`,
    consultantId: catalogue.consultantId,
    date,
    time: slot.time,
    topic: 'Banking & Finance Systems',
    notes: 'Booked by the soak bench.',
  });
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
    const record = (sample: Sample) => samples.push(sample);
    const probe = new Visitor(stack.siteUrl, () => undefined, 250);
    const read = async <T>(url: string, schema: z.ZodType<T>): Promise<T> => {
      const body: unknown = await probe.call('', 'GET', url);
      const parsed = schema.safeParse(body);
      if (!parsed.success) throw new Error(`${url} answered ${JSON.stringify(body)?.slice(0, 300)}`);
      return parsed.data;
    };
    const idList = z.array(z.object({ id: z.number() }));
    const catalogue: Catalogue = {
      taskIds: (await read('/api/checklist', z.object({ tasks: idList }))).tasks.map((t) => t.id),
      slugs: (
        await read(
          '/api/blog-posts',
          z
            .union([z.array(z.object({ slug: z.string() })), z.object({ posts: z.array(z.object({ slug: z.string() })) })])
            .transform((b) => ('posts' in b ? b.posts : b)),
        )
      ).map((p) => p.slug),
      productIds: (await read('/api/catalogue/software', z.object({ products: z.array(z.object({ id: z.string() })) }))).products.map((p) => p.id),
      consultantId: (await read('/api/consultants', idList))[0]!.id,
    };
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

    const started = Date.now();
    const endsAt = started + options.minutes * 60_000;
    const rssMbStart = await rssMb(stack.replicas[0]!.pid());
    // A quiet stretch (longer than the pool's idle close) twice per slice.
    const gapEveryMs = Math.max(60_000, (options.sliceMinutes * 60_000) / 2);
    let idleGaps = 0;
    let quietUntil = 0;
    const gaps = setInterval(() => {
      if (options.idleSeconds === 0) return;
      quietUntil = Date.now() + options.idleSeconds * 1000;
      idleGaps += 1;
    }, gapEveryMs);
    const visitors = Array.from({ length: options.visitors }, (_, i) => new Visitor(stack!.siteUrl, record, i));
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
    const rssMbEnd = await rssMb(stack.replicas[0]!.pid());

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
