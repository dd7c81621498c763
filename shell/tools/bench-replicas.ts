import os from 'node:os';
import autocannon from 'autocannon';
import { buildAll } from './build-all.js';
import { freePort, freePorts, startStack } from './stack.js';
import { createScratchDatabase, startRedis } from '@launchops/test-support/local-servers';
import { type ReplicaRow, replicaRatios } from './bench/replica-ratios.js';

/**
 * `npm run bench:replicas`: the same routes through the site (the edge), with one API replica and with several, in
 * one run on one machine, on PostgreSQL (BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL; a scratch database
 * of its own per configuration, dropped after) with a redis-server of its own. Per route and replica count:
 * throughput, p50 and p99; then the ratio of the larger count to one replica.
 * Options: --replicas 3, --duration 10, --connections 50, --warmup 2 (seconds, not counted).
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const replicaCounts = [1, option('--replicas', 3)];
const duration = option('--duration', 10);
const connections = option('--connections', 50);
const warmup = option('--warmup', 2);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:replicas needs a PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

/**
 * What a visitor's page reads: the constant route (the edge and the framework alone), the checklist's content
 * (from the API's memory), the visitor's own progress, plan and bookings (the database on every request) and a
 * catalogue view. The visitor's rows are made first, through the site.
 */
const ROUTES = ['/api/health/live', '/api/checklist', '/api/checklist-progress', '/api/plan', '/api/consultation-bookings', '/api/catalogue/software'];

function load(url: string, seconds: number, headers: Record<string, string>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** A returning visitor with some progress, quiz answers and a booking; its cookie. */
async function makeVisitor(siteUrl: string): Promise<string> {
  const headers = { origin: siteUrl, 'content-type': 'application/json' };
  const content = await fetch(`${siteUrl}/api/checklist`, { headers });
  const tasks = ((await content.json()) as { tasks: Array<{ id: number }> }).tasks;
  const progress = await fetch(`${siteUrl}/api/checklist-progress`, { headers });
  const cookie = progress.headers
    .getSetCookie()
    .find((c) => c.startsWith('lo_visitor='))
    ?.split(';')[0];
  if (!cookie) throw new Error('The site set no visitor cookie');
  for (const task of tasks.slice(0, 8)) {
    const res = await fetch(`${siteUrl}/api/checklist-items/${task.id}`, { method: 'PATCH', headers: { ...headers, cookie }, body: '{"completed":true}' });
    if (!res.ok) throw new Error(`Ticking task ${task.id} answered ${res.status}`);
  }
  await fetch(`${siteUrl}/api/plan/answers`, {
    method: 'PUT',
    headers: { ...headers, cookie },
    body: JSON.stringify({ answers: { entity: 'c-corp', formationState: 'DE' } }),
  });
  let day = new Date(Date.now() + 7 * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
  const booked = await fetch(`${siteUrl}/api/consultation-bookings`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Founder',
      email: 'bench@example.com',
      consultantId: 1,
      date: day.toISOString().slice(0, 10),
      time: '2:00 PM',
      topic: 'General Operational Strategy',
      notes: '',
    }),
  });
  if (booked.status !== 201) throw new Error(`The bench's booking was refused (${booked.status}): ${await booked.text()}`);
  return cookie;
}

await buildAll();
const redis = await startRedis();
const rows: ReplicaRow[] = [];
try {
  for (const count of replicaCounts) {
    const database = await createScratchDatabase(adminUrl, 'launchops_bench');
    try {
      const ports = await freePorts();
      const apiPorts = [ports.api];
      while (apiPorts.length < count) apiPorts.push(await freePort());
      const stack = await startStack({
        ports,
        apiPorts,
        apiEnv: { NODE_ENV: 'production', DATABASE_URL: database.url, REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'error' },
      });
      try {
        const cookie = await makeVisitor(stack.siteUrl);
        const headers = { cookie, origin: stack.siteUrl, 'accept-encoding': 'gzip, deflate, br, zstd' };
        for (const route of ROUTES) {
          await load(`${stack.siteUrl}${route}`, warmup, headers);
          const result = await load(`${stack.siteUrl}${route}`, duration, headers);
          rows.push({
            replicas: count,
            route,
            requestsPerSecond: Math.round(result.requests.average),
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            non2xx: result.non2xx + result.errors,
          });
          process.stderr.write(`${count} replica(s): measured ${route}\n`);
        }
      } finally {
        await stack.close();
      }
    } finally {
      await database.drop();
    }
  }
} finally {
  redis.process.kill('SIGKILL');
}

console.log(`\nThrough the site, PostgreSQL + Redis, ${connections} connections, ${duration} s per route, ${os.cpus().length} cores, one machine:`);
console.log('| replicas | route | req/s | p50 ms | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.replicas} | ${r.route} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.non2xx} |`);
const [one, many] = replicaCounts;
console.log(`\n| route | req/s ${many} : ${one} | p99 ${many} : ${one} |`);
console.log('|---|---|---|');
for (const r of replicaRatios(rows, one!, many!)) console.log(`| ${r.route} | ${r.throughputRatio.toFixed(2)} | ${r.p99Ratio.toFixed(2)} |`);
