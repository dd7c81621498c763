import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildAll } from './build-all.js';
import { freePort, freePorts, startStack } from './stack.js';
import { createScratchDatabase, startRedis } from './local-servers.js';

/**
 * `npm run bench:replicas`: throughput of reads through the site with one API replica and with several,
 * in one run on one machine (PostgreSQL from BENCH_DATABASE_URL / TEST_DATABASE_URL / DATABASE_URL, a
 * redis-server of its own). Options: --replicas 3, --duration 10, --connections 50.
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const replicaCounts = [1, option('--replicas', 3)];
const duration = option('--duration', 10);
const connections = option('--connections', 50);
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
if (!adminUrl) {
  console.error('bench:replicas needs a PostgreSQL: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), e.g. postgres://postgres@127.0.0.1:5432/test');
  process.exit(2);
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const database = await createScratchDatabase(adminUrl!, 'launchops_bench');
  try {
    return await run(database.url);
  } finally {
    await database.drop();
  }
}

function load(url: string): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

interface Row {
  replicas: number;
  route: string;
  requestsPerSecond: number;
  p99Ms: number;
  non2xx: number;
}

await buildAll();
const redis = await startRedis();
const rows: Row[] = [];
try {
  for (const count of replicaCounts) {
    await withDatabase(async (databaseUrl) => {
      const ports = await freePorts();
      const apiPorts = [ports.api];
      while (apiPorts.length < count) apiPorts.push(await freePort());
      const stack = await startStack({
        ports,
        apiPorts,
        apiEnv: { DATABASE_URL: databaseUrl, REDIS_URL: redis.url, RATE_LIMIT_FACTOR: '1000000', LOG_LEVEL: 'error' },
      });
      try {
        for (const route of ['/api/health/live', '/api/checklist-items']) {
          await load(`${stack.siteUrl}${route}`); // warm-up, not counted
          const result = await load(`${stack.siteUrl}${route}`);
          rows.push({ replicas: count, route, requestsPerSecond: Math.round(result.requests.average), p99Ms: result.latency.p99, non2xx: result.non2xx });
        }
      } finally {
        await stack.close();
      }
    });
  }
} finally {
  redis.process.kill('SIGKILL');
}

console.log(`\nThrough the site, ${connections} connections, ${duration} s each, ${os.cpus().length} cores, one machine:`);
console.log('| replicas | route | req/s | p99 ms | non-2xx |');
console.log('|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.replicas} | ${r.route} | ${r.requestsPerSecond} | ${r.p99Ms} | ${r.non2xx} |`);
