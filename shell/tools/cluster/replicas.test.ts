import { eventually } from '@launchops/kit/e2e';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { booking, call, clientAddress, cluster, firstConsultantId, freeSlots, REPLICAS, setUpCluster, skipReason, tearDownCluster } from './cluster-support.js';

/**
 * Three API replicas on one PostgreSQL and one Redis behind the site, as `npm run start:cluster` runs them
 * (cluster-support.ts): nothing is booked twice, no mail goes out twice, a rate limit holds on every replica, and a
 * replica killed under load loses no acknowledged write.
 */

beforeAll(setUpCluster, 240_000);
afterAll(tearDownCluster);

describe.skipIf(!!skipReason)('three API replicas: bookings', () => {
  let consultantId: number;

  beforeAll(async () => {
    consultantId = await firstConsultantId();
  });

  it('books one slot once when 30 founders ask for it at the same moment on different replicas', async () => {
    const [slot] = await freeSlots(consultantId, 1);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call(cluster.stack.replicas[i % REPLICAS]!.url, 'POST', '/api/consultation-bookings', {
          client: clientAddress(1, i + 1),
          body: booking(consultantId, slot!, i),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const rows = await cluster.sql.query(
      "SELECT count(*)::int AS n FROM consultation_booking WHERE status = 'confirmed' AND consultant_id = $1 AND date = $2 AND time = $3",
      [consultantId, slot!.date, slot!.time],
    );
    expect(rows.rows[0].n).toBe(1);
    // Its confirmation is out before the next test counts mails.
    const winner = (answers.find((a) => a.status === 201)!.body as { email: string }).email;
    await eventually(() => cluster.sink.messages.some((m) => m.to.includes(winner)), 30_000).toBe(true);
  });
});

describe.skipIf(!!skipReason)('three API replicas: mail', () => {
  let consultantId: number;

  beforeAll(async () => {
    consultantId = await firstConsultantId();
  });

  it('sends each of 100 mails (newsletter confirmations and bookings) exactly once', async () => {
    const before = cluster.sink.messages.length;
    const slots = await freeSlots(consultantId, 50);
    expect(slots).toHaveLength(50);
    const subscriptions = Array.from({ length: 50 }, (_, i) =>
      call(cluster.stack.siteUrl, 'POST', '/api/newsletter-subscriptions', {
        client: clientAddress(2, i + 1),
        body: { email: `reader-${i}@cluster.example.org`, source: 'footer' },
      }),
    );
    const bookings = slots.map((slot, i) =>
      call(cluster.stack.siteUrl, 'POST', '/api/consultation-bookings', { client: clientAddress(3, i + 1), body: booking(consultantId, slot, 100 + i) }),
    );
    const answers = await Promise.all([...subscriptions, ...bookings]);
    expect(answers.map((a) => a.status).filter((s) => s >= 300)).toEqual([]);

    await eventually(() => cluster.sink.messages.length - before, 60_000).toBeGreaterThanOrEqual(100);
    // Time for a late duplicate to arrive, had any replica sent one again.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = cluster.sink.messages.slice(before).map((m) => `${m.to.join(',')} ${/^Subject: (.*)$/m.exec(m.raw)?.[1] ?? ''}`);
    expect(received).toHaveLength(100);
    expect(new Set(received).size).toBe(100);
    const unsent = await cluster.sql.query('SELECT count(*)::int AS n FROM outbox_email WHERE sent_at IS NULL');
    expect(unsent.rows[0].n).toBe(0);
  });
});

describe.skipIf(!!skipReason)('three API replicas: deadline reminders', () => {
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
      const saved = await call(cluster.stack.replicas[i % REPLICAS]!.url, 'PUT', '/api/plan/answers', {
        client: founder.client,
        body: { answers, complete: true },
      });
      expect(saved.status).toBe(200);
      founder.cookie = saved.cookie;
      const asked = await call(cluster.stack.siteUrl, 'POST', '/api/plan/reminders', {
        client: founder.client,
        cookie: founder.cookie,
        body: { email: founder.email },
      });
      expect(asked.status).toBe(202);
    }
    // Every confirmation at once, spread over the replicas: each also looks for that founder's due reminders at once.
    const confirmations = await Promise.all(
      founders.map(async (founder, i) => {
        const rows = await cluster.sql.query('SELECT confirm_token FROM plan_reminder_subscription WHERE email = $1', [founder.email]);
        return call(cluster.stack.replicas[i % REPLICAS]!.url, 'POST', `/api/plan/reminders/confirm/${rows.rows[0].confirm_token}`, { client: founder.client });
      }),
    );
    expect(confirmations.map((c) => c.status)).toEqual(founders.map(() => 200));

    const reminders = () => cluster.sink.messages.filter((m) => m.to.some((to) => to.startsWith('planner-')) && /^Subject: .*83\(b\)/m.test(m.raw));
    await eventually(() => new Set(reminders().map((m) => m.to.join())).size, 30_000).toBe(founders.length);
    // Time for a late duplicate: the replicas have looked again many times by now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const received = cluster.sink.messages
      .filter((m) => m.to.some((to) => to.startsWith('planner-')))
      .map((m) => `${m.to.join()} ${/^Subject: (.*)$/m.exec(m.raw)?.[1]}`);
    expect(reminders()).toHaveLength(founders.length);
    expect(new Set(received).size).toBe(received.length);
    expect(reminders()[0]!.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const written = await cluster.sql.query("SELECT count(*)::int AS n FROM plan_reminder_sent WHERE rule_id = '83b-election'");
    expect(written.rows[0].n).toBe(founders.length);
  });
});

describe.skipIf(!!skipReason)('three API replicas: limits and a killed replica', () => {
  it('refuses a founder over the chat limit on every replica', async () => {
    const client = '203.0.113.50';
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      statuses.push(
        (await call(cluster.stack.replicas[i % REPLICAS]!.url, 'POST', '/api/chatbot/message', { client, body: { content: `How do I get an EIN? (${i})` } }))
          .status,
      );
    }
    expect(statuses.every((s) => s < 300)).toBe(true);
    for (const replica of cluster.stack.replicas) {
      expect((await call(replica.url, 'POST', '/api/chatbot/message', { client, body: { content: 'One more question' } })).status).toBe(429);
    }
    // Another founder is not affected.
    expect(
      (await call(cluster.stack.replicas[0]!.url, 'POST', '/api/chatbot/message', { client: '203.0.113.51', body: { content: 'How do I get an EIN?' } }))
        .status,
    ).toBeLessThan(300);
  });

  it('loses no acknowledged write when a replica is killed under load, and the site keeps answering', async () => {
    const items = await call<Array<{ id: number }>>(cluster.stack.siteUrl, 'GET', '/api/checklist-items', { client: '192.0.2.1' });
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
          void cluster.stack.replicas[1]!.kill('SIGKILL');
        }
        const startedAt = Date.now();
        const answer = await call(cluster.stack.siteUrl, 'PATCH', `/api/checklist-items/${itemId}`, { client, body: { completed: true } });
        if (answer.status === 200 && answer.cookie) acknowledged.push({ cookie: answer.cookie, itemId });
        // A request in flight on the killed replica may fail; one started a moment after the kill must not.
        else if (killedAt && startedAt > killedAt + 1_000) failedAfterKill.push(answer.status);
      }
    };
    await Promise.all(Array.from({ length: 10 }, (_, w) => worker(w)));

    expect(killedAt).toBeGreaterThan(0);
    expect(cluster.stack.replicas[1]!.running()).toBe(false);
    expect(failedAfterKill).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(total * 0.9);
    for (const { cookie, itemId } of acknowledged) {
      const visitor = cookie.slice('lo_visitor='.length);
      const rows = await cluster.sql.query('SELECT completed FROM checklist_progress WHERE visitor_id = $1 AND item_id = $2', [visitor, itemId]);
      expect(rows.rows, `acknowledged write of ${visitor} on item ${itemId}`).toEqual([{ completed: true }]);
    }
    expect((await call(cluster.stack.siteUrl, 'GET', '/api/health', { client: '192.0.2.1' })).status).toBe(200);
    expect((await fetch(`${cluster.stack.siteUrl}/checklist`)).status).toBe(200);
  });
});
