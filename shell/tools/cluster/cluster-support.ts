import type { ChildProcess } from 'node:child_process';
import { createScratchDatabase, redisBinary, type ScratchDatabase, startRedis, startSmtpSink, type SmtpSink } from '@launchops/test-support/local-servers';
import pg from 'pg';
import { expect } from 'vitest';
import { freePort, freePorts, type Stack, startStack } from '../stack.js';

/**
 * Three API replicas on one PostgreSQL and one Redis behind the site, as `npm run start:cluster` runs them. Needs
 * TEST_DATABASE_URL and a Redis (TEST_REDIS_URL, or Debian's redis-server, which is started on a free port).
 */

export const REPLICAS = 3;
const adminUrl = process.env.TEST_DATABASE_URL;
export const skipReason = !adminUrl
  ? 'needs TEST_DATABASE_URL (a real PostgreSQL)'
  : !process.env.TEST_REDIS_URL && !redisBinary
    ? 'needs TEST_REDIS_URL or redis-server'
    : undefined;
if (skipReason) console.warn(`multi-replica tests skipped: ${skipReason}`);

/** The running cluster, as the tests reach it (filled in by setUpCluster). */
export const cluster = {
  stack: undefined as unknown as Stack,
  sink: undefined as unknown as SmtpSink,
  sql: undefined as unknown as pg.Pool,
};
let database: ScratchDatabase | undefined;
let redis: ChildProcess | undefined;

/** A Redis of the test's own (empty, on a free port) when the binary is there; else TEST_REDIS_URL. */
async function ownRedis(): Promise<string> {
  if (!redisBinary) return process.env.TEST_REDIS_URL!;
  const started = await startRedis();
  redis = started.process;
  return started.url;
}

export async function setUpCluster(): Promise<void> {
  if (skipReason) return;
  database = await createScratchDatabase(adminUrl!, 'launchops_cluster');
  cluster.sql = new pg.Pool({ connectionString: database.url, max: 2 });

  const redisUrl = await ownRedis();
  cluster.sink = await startSmtpSink();
  const ports = await freePorts();
  const apiPorts = [ports.api];
  while (apiPorts.length < REPLICAS) {
    const port = await freePort();
    if (!apiPorts.includes(port) && port !== ports.site && !Object.values(ports.remotes).includes(port)) apiPorts.push(port);
  }
  cluster.stack = await startStack({
    ports,
    apiPorts,
    apiEnv: {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SMTP_URL: cluster.sink.url,
      LOG_LEVEL: 'warn',
      // Every replica looks for due deadline reminders several times a second, so their checks overlap.
      PLAN_REMINDER_CHECK_MS: '300',
    },
    // This test plays the load balancer in front of the site: each simulated founder gets an address.
    trustedProxies: ['127.0.0.1', '::1'],
  });
}

export async function tearDownCluster(): Promise<void> {
  await cluster.stack?.close();
  await cluster.sink?.close();
  await cluster.sql?.end();
  redis?.kill('SIGKILL');
  await database?.drop();
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  cookie?: string;
}

/** A request as founder `client` (an address) would make it, with its own cookie when it has one. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { client: string; body?: unknown; cookie?: string },
): Promise<Answer<T>> {
  const headers: Record<string, string> = { 'x-forwarded-for': options.client };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = options.cookie;
  const response = await fetch(`${base}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON
  }
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('lo_visitor='))
    ?.split(';')[0];
  return { status: response.status, body: body as T, cookie: cookie ?? options.cookie };
}

export const clientAddress = (group: number, n: number) => `198.51.${group}.${n}`;

/** The first consultant's id, as the site lists them. */
export async function firstConsultantId(): Promise<number> {
  const consultants = await call<Array<{ id: number }>>(cluster.stack.siteUrl, 'GET', '/api/consultants', { client: '192.0.2.1' });
  return consultants.body[0]!.id;
}

/** Free (date, time) slots of the consultant, from the API's own availability, soonest first. */
export async function freeSlots(consultantId: number, wanted: number): Promise<Array<{ date: string; time: string }>> {
  const slots: Array<{ date: string; time: string }> = [];
  for (let day = 2; day < 120 && slots.length < wanted; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const answer = await call<{ slots: Array<{ time: string; available: boolean }> }>(
      cluster.stack.siteUrl,
      'GET',
      `/api/consultants/${consultantId}/availability?date=${date}`,
      { client: '192.0.2.1' },
    );
    expect(answer.status).toBe(200);
    for (const slot of answer.body.slots) if (slot.available) slots.push({ date, time: slot.time });
  }
  return slots.slice(0, wanted);
}

export const booking = (consultantId: number, slot: { date: string; time: string }, n: number) => ({
  firstName: 'Avery',
  lastName: `Founder${String.fromCharCode(97 + (n % 26))}`,
  email: `founder-${n}@cluster.example.org`,
  consultantId,
  date: slot.date,
  time: slot.time,
  topic: 'Legal Formation & Entity Setup',
  notes: '',
});
