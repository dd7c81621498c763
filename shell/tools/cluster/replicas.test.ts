import type { ChildProcess } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@launchops/kit/e2e';
import { createScratchDatabase, redisBinary, type ScratchDatabase, startRedis, startSmtpSink, type SmtpSink } from '@launchops/test-support/local-servers';
import { freePort, freePorts, type Stack, startStack } from '../stack.js';

/**
 * Three API replicas on one PostgreSQL and one Redis behind the site, as `npm run start:cluster` runs them:
 * nothing is booked twice, no mail goes out twice, a rate limit holds on every replica, and a replica
 * killed under load loses no acknowledged write. Needs TEST_DATABASE_URL and a Redis (TEST_REDIS_URL, or
 * Debian's redis-server, which the test starts on a free port).
 */

const REPLICAS = 3;
const adminUrl = process.env.TEST_DATABASE_URL;
const skipReason = !adminUrl
  ? 'needs TEST_DATABASE_URL (a real PostgreSQL)'
  : !process.env.TEST_REDIS_URL && !redisBinary
    ? 'needs TEST_REDIS_URL or redis-server'
    : undefined;
if (skipReason) console.warn(`multi-replica tests skipped: ${skipReason}`);

let stack: Stack;
let sink: SmtpSink;
let database: ScratchDatabase | undefined;
let databaseUrl: string;
let redis: ChildProcess | undefined;
let sql: pg.Pool;

/** A Redis of the test's own (empty, on a free port) when the binary is there; else TEST_REDIS_URL. */
async function ownRedis(): Promise<string> {
  if (!redisBinary) return process.env.TEST_REDIS_URL!;
  const started = await startRedis();
  redis = started.process;
  return started.url;
}

beforeAll(async () => {
  if (skipReason) return;
  database = await createScratchDatabase(adminUrl!, 'launchops_cluster');
  databaseUrl = database.url;
  sql = new pg.Pool({ connectionString: databaseUrl, max: 2 });

  const redisUrl = await ownRedis();
  sink = await startSmtpSink();
  const ports = await freePorts();
  const apiPorts = [ports.api];
  while (apiPorts.length < REPLICAS) {
    const port = await freePort();
    if (!apiPorts.includes(port) && port !== ports.site && !Object.values(ports.remotes).includes(port)) apiPorts.push(port);
  }
  stack = await startStack({
    ports,
    apiPorts,
    apiEnv: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SMTP_URL: sink.url,
      LOG_LEVEL: 'warn',
      // Every replica looks for due deadline reminders several times a second, so their checks overlap.
      PLAN_REMINDER_CHECK_MS: '300',
    },
    // This test plays the load balancer in front of the site: each simulated founder gets an address.
    trustedProxies: ['127.0.0.1', '::1'],
  });
}, 240_000);

afterAll(async () => {
  await stack?.close();
  await sink?.close();
  await sql?.end();
  redis?.kill('SIGKILL');
  await database?.drop();
});

interface Answer<T = any> {
  status: number;
  body: T;
  cookie?: string;
}

/** A request as founder `client` (an address) would make it, with its own cookie when it has one. */
async function call<T = any>(base: string, method: string, path: string, options: { client: string; body?: unknown; cookie?: string }): Promise<Answer<T>> {
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

const clientAddress = (group: number, n: number) => `198.51.${group}.${n}`;

/** Free (date, time) slots of the consultant, from the API's own availability, soonest first. */
async function freeSlots(consultantId: number, wanted: number): Promise<Array<{ date: string; time: string }>> {
  const slots: Array<{ date: string; time: string }> = [];
  for (let day = 2; day < 120 && slots.length < wanted; day += 1) {
    const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
    const answer = await call<{ slots: Array<{ time: string; available: boolean }> }>(
      stack.siteUrl,
      'GET',
      `/api/consultants/${consultantId}/availability?date=${date}`,
      { client: '192.0.2.1' },
    );
    expect(answer.status).toBe(200);
    for (const slot of answer.body.slots) if (slot.available) slots.push({ date, time: slot.time });
  }
  return slots.slice(0, wanted);
}

const booking = (consultantId: number, slot: { date: string; time: string }, n: number) => ({
  firstName: 'Avery',
  lastName: `Founder${String.fromCharCode(97 + (n % 26))}`,
  email: `founder-${n}@cluster.example.org`,
  consultantId,
  date: slot.date,
  time: slot.time,
  topic: 'Legal Formation & Entity Setup',
  notes: '',
});

describe.skipIf(!!skipReason)('three API replicas on one PostgreSQL and one Redis', () => {
  let consultantId: number;

  beforeAll(async () => {
    const consultants = await call<Array<{ id: number }>>(stack.siteUrl, 'GET', '/api/consultants', { client: '192.0.2.1' });
    consultantId = consultants.body[0]!.id;
  });

  it('books one slot once when 30 founders ask for it at the same moment on different replicas', async () => {
    const [slot] = await freeSlots(consultantId, 1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(stack.replicas[i % REPLICAS]!.url, 'POST', '/api/consultation-bookings', {
          client: clientAddress(1, i + 1),
          body: booking(consultantId, slot!, i),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const rows = await sql.query(
      "SELECT count(*)::int AS n FROM consultation_booking WHERE status = 'confirmed' AND consultant_id = $1 AND date = $2 AND time = $3",
      [consultantId, slot!.date, slot!.time],
    );
    expect(rows.rows[0].n).toBe(1);
    // Its confirmation is out before the next test counts mails.
    const winner = (answers.find((a) => a.status === 201)!.body as { email: string }).email;
    await eventually(() => sink.messages.some((m) => m.to.includes(winner)), 30_000).toBe(true);
  });

  it('sends each of 100 mails (newsletter confirmations and bookings) exactly once', async () => {
    const before = sink.messages.length;
    const slots = await freeSlots(consultantId, 50);
    expect(slots).toHaveLength(50);
    const subscriptions = Array.from({ length: 50 }, (_, i) =>
      call(stack.siteUrl, 'POST', '/api/newsletter-subscriptions', {
        client: clientAddress(2, i + 1),
        body: { email: `reader-${i}@cluster.example.org`, source: 'footer' },
      }),
    );
    const bookings = slots.map((slot, i) =>
      call(stack.siteUrl, 'POST', '/api/consultation-bookings', { client: clientAddress(3, i + 1), body: booking(consultantId, slot, 100 + i) }),
    );
    const answers = await Promise.all([...subscriptions, ...bookings]);
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);

    await eventually(() => sink.messages.length - before, 60_000).toBeGreaterThanOrEqual(100);
    // Time for a late duplicate to arrive, had any replica sent one again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = sink.messages.slice(before).map((m) => `${m.to.join(',')} ${/^Subject: (.*)$/m.exec(m.raw)?.[1] ?? ''}`);
    expect(received).toHaveLength(100);
    expect(new Set(received).size).toBe(100);
    const unsent = await sql.query('SELECT count(*)::int AS n FROM outbox_email WHERE sent_at IS NULL');
    expect(unsent.rows[0].n).toBe(0);
  });

  it('sends each deadline reminder exactly once while every replica looks for due ones', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    const daysAgo = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
    const founders = Array.from({ length: 12 }, (_, i) => ({
      email: `planner-${i}@cluster.example.org`,
      client: clientAddress(5, i + 1),
      cookie: undefined as string | undefined,
    }));
    for (const [i, founder] of founders.entries()) {
      // Stock granted 26 or 29 days ago: the 83(b) election is due within the week (a weekend may move it a little).
      const grantedOn = daysAgo(i % 2 ? 29 : 26);
      const answers = {
        entity: 'c-corp',
        formationState: 'DE',
        formedOn: daysAgo(30),
        founderStockGranted: true,
        founderStockGrantedOn: grantedOn,
        hiresEmployees: false,
        paysContractors: false,
        fundraising: 'none',
      };
      const saved = await call(stack.replicas[i % REPLICAS]!.url, 'PUT', '/api/plan/answers', { client: founder.client, body: { answers, complete: true } });
      expect(saved.status).toBe(200);
      founder.cookie = saved.cookie;
      const asked = await call(stack.siteUrl, 'POST', '/api/plan/reminders', {
        client: founder.client,
        cookie: founder.cookie,
        body: { email: founder.email },
      });
      expect(asked.status).toBe(202);
    }
    // Every confirmation at once, spread over the replicas: each also looks for that founder's due reminders at once.
    const confirmations = await Promise.all(
      founders.map(async (founder, i) => {
        const rows = await sql.query('SELECT confirm_token FROM plan_reminder_subscription WHERE email = $1', [founder.email]);
        return call(stack.replicas[i % REPLICAS]!.url, 'POST', `/api/plan/reminders/confirm/${rows.rows[0].confirm_token}`, { client: founder.client });
      }),
    );
    expect(confirmations.map((c) => c.status)).toEqual(founders.map(() => 200));

    const reminders = () => sink.messages.filter((m) => m.to.some((to) => to.startsWith('planner-')) && /^Subject: .*83\(b\)/m.test(m.raw));
    await eventually(() => new Set(reminders().map((m) => m.to.join())).size, 30_000).toBe(founders.length);
    // Time for a late duplicate: the replicas have looked again many times by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = sink.messages
      .filter((m) => m.to.some((to) => to.startsWith('planner-')))
      .map((m) => `${m.to.join()} ${/^Subject: (.*)$/m.exec(m.raw)?.[1]}`);
    expect(reminders()).toHaveLength(founders.length);
    expect(new Set(received).size).toBe(received.length);
    expect(reminders()[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const written = await sql.query("SELECT count(*)::int AS n FROM plan_reminder_sent WHERE rule_id = '83b-election'");
    expect(written.rows[0].n).toBe(founders.length);
  });

  it('refuses a founder over the chat limit on every replica', async () => {
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push(
        (await call(stack.replicas[i % REPLICAS]!.url, 'POST', '/api/chatbot/message', { client, body: { content: `How do I get an EIN? (${i})` } })).status,
      );
    }
    expect(statuses.every((s) => s < 300)).toBe(true);
    for (const replica of stack.replicas) {
      expect((await call(replica.url, 'POST', '/api/chatbot/message', { client, body: { content: 'One more question' } })).status).toBe(429);
    }
    // Another founder is not affected.
    expect(
      (await call(stack.replicas[0]!.url, 'POST', '/api/chatbot/message', { client: '203.0.113.51', body: { content: 'How do I get an EIN?' } })).status,
    ).toBeLessThan(300);
  });

  it('loses no acknowledged write when a replica is killed under load, and the site keeps answering', async () => {
    const items = await call<Array<{ id: number }>>(stack.siteUrl, 'GET', '/api/checklist-items', { client: '192.0.2.1' });
    const itemIds = items.body.map((item) => item.id);
    const acknowledged: Array<{ cookie: string; itemId: number }> = [];
    const failedAfterKill: number[] = [];
    let killedAt = 0;
    let sent = 0;
    const total = 300;
    const worker = async (w: number) => {
      for (let n = w; n < total; n += 10) {
        const itemId = itemIds[n % itemIds.length]!;
        const client = clientAddress(4 + Math.floor(n / 250), (n % 250) + 1);
        sent += 1;
        if (sent === 100) {
          killedAt = Date.now();
          void stack.replicas[1]!.kill('SIGKILL');
        }
        const startedAt = Date.now();
        const answer = await call(stack.siteUrl, 'PATCH', `/api/checklist-items/${itemId}`, { client, body: { completed: true } });
        if (answer.status === 200 && answer.cookie) acknowledged.push({ cookie: answer.cookie, itemId });
        // A request in flight on the killed replica may fail; one started a moment after the kill must not.
        else if (killedAt && startedAt > killedAt + 1_000) failedAfterKill.push(answer.status);
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, w) => worker(w)));

    expect(killedAt).toBeGreaterThan(0);
    expect(stack.replicas[1]!.running()).toBe(false);
    expect(failedAfterKill).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(total * 0.9);
    for (const { cookie, itemId } of acknowledged) {
      const visitor = cookie.slice('lo_visitor='.length);
      const rows = await sql.query('SELECT completed FROM checklist_progress WHERE visitor_id = $1 AND item_id = $2', [visitor, itemId]);
      expect(rows.rows, `acknowledged write of ${visitor} on item ${itemId}`).toEqual([{ completed: true }]);
    }
    expect((await call(stack.siteUrl, 'GET', '/api/health', { client: '192.0.2.1' })).status).toBe(200);
    expect((await fetch(`${stack.siteUrl}/checklist`)).status).toBe(200);
  });
});
