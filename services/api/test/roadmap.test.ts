import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, deliver, event, givePlan, signedInAccount, subscriptionObject } from './support/billing.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * The Premium plan's custom roadmap (issue 35): only the advisor's account writes it (401 signed out, 403 another
 * account), only for a Premium founder; the founder reads it on her plan (402 below Premium) and is e-mailed when it
 * changes.
 */

let api: TestApi;
let slugs: string[];

beforeAll(async () => {
  api = await startTestApi({ TEST_PAYMENTS_URL: 'http://127.0.0.1:9', BILLING_GRACE_CHECK_MS: '3600000' });
  slugs = (await api.sql<{ slug: string }>('SELECT slug FROM checklist_item ORDER BY id LIMIT 2')).map((r) => r.slug);
});
afterAll(() => api?.close());

const mailsTo = (email: string) =>
  api.sql<{ subject: string; body_text: string }>(`SELECT subject, body_text FROM outbox_email WHERE kind = 'roadmap-updated' AND recipient = $1 ORDER BY id`, [
    email,
  ]);

async function advisor() {
  const account = await signedInAccount(api.sql);
  await api.sql(`UPDATE account SET role = 'advisor' WHERE id = $1`, [account.accountId]);
  return account;
}

describe('the custom roadmap', () => {
  it('the advisor routes: 401 signed out, 403 for a founder, 200 for the advisor', async () => {
    const founder = await signedInAccount(api.sql);
    await givePlan(api.sql, founder.accountId, 'premium');
    const body = { notes: [{ taskSlug: slugs[0], note: 'Do this first.', position: 1 }] };
    const url = `/api/advisor/roadmaps/${founder.accountId}`;
    expect((await call(api.baseUrl, 'PUT', url, undefined, body)).status).toBe(401);
    expect((await call(api.baseUrl, 'PUT', url, founder.cookie, body)).status).toBe(403);
    expect((await call(api.baseUrl, 'GET', '/api/advisor/roadmaps', founder.cookie)).status).toBe(403);
    const { cookie } = await advisor();
    const saved = await call(api.baseUrl, 'PUT', url, cookie, body);
    expect(saved.status).toBe(200);
    expect(saved.body.notes).toEqual([{ taskSlug: slugs[0], note: 'Do this first.', position: 1 }]);
    const list = await call(api.baseUrl, 'GET', '/api/advisor/roadmaps', cookie);
    expect(list.status).toBe(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ accountId: founder.accountId, email: founder.email, noteCount: 1 })]));
  });

  it('the founder reads her notes in the advisor order and is e-mailed once per change; Basic gets 402', async () => {
    const founder = await signedInAccount(api.sql);
    await givePlan(api.sql, founder.accountId, 'premium');
    const { cookie } = await advisor();
    const url = `/api/advisor/roadmaps/${founder.accountId}`;
    const notes = [
      { taskSlug: slugs[1], note: 'Then this, before the round.', position: 2 },
      { taskSlug: slugs[0], note: 'First: this week.', position: 1 },
    ];
    expect((await call(api.baseUrl, 'PUT', url, cookie, { notes })).status).toBe(200);
    const read = await call(api.baseUrl, 'GET', '/api/plan/roadmap', founder.cookie);
    expect(read.status).toBe(200);
    expect(read.body.notes.map((n: { taskSlug: string }) => n.taskSlug)).toEqual([slugs[0], slugs[1]]);
    expect(read.body.notes[0].note).toBe('First: this week.');
    let mails = await mailsTo(founder.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toContain('notes on 2 tasks');
    expect(mails[0]!.body_text).toContain('/checklist/plan');
    // The same roadmap again changes nothing and sends nothing.
    expect((await call(api.baseUrl, 'PUT', url, cookie, { notes })).status).toBe(200);
    expect(await mailsTo(founder.email)).toHaveLength(1);
    expect((await call(api.baseUrl, 'PUT', url, cookie, { notes: [notes[1]] })).status).toBe(200);
    mails = await mailsTo(founder.email);
    expect(mails).toHaveLength(2);

    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    const refused = await call(api.baseUrl, 'GET', '/api/plan/roadmap', basic.cookie);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/Premium plan/);
    expect((await call(api.baseUrl, 'GET', '/api/plan/roadmap')).status).toBe(402);
  });

  it('refuses, writing nothing: a founder below Premium (422), no such account (404), an unknown task or a task twice (422), a bad body (400)', async () => {
    const { cookie } = await advisor();
    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    const premium = await signedInAccount(api.sql);
    await givePlan(api.sql, premium.accountId, 'premium');
    const note = { taskSlug: slugs[0], note: 'x', position: null };
    const put = (id: number, body: unknown) => call(api.baseUrl, 'PUT', `/api/advisor/roadmaps/${id}`, cookie, body);
    const count = async () => (await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM plan_roadmap_note'))[0]!.n;
    const before = await count();
    expect((await put(basic.accountId, { notes: [note] })).status).toBe(422);
    expect((await put(999_999, { notes: [note] })).status).toBe(404);
    expect((await put(premium.accountId, { notes: [{ ...note, taskSlug: 'no-such-task' }] })).body).toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('no-such-task'),
    });
    expect((await put(premium.accountId, { notes: [note, note] })).status).toBe(422);
    for (const body of [{}, { notes: [{ ...note, position: 0 }] }, { notes: [{ ...note, note: 'y'.repeat(2001) }] }, { notes: [], extra: 1 }]) {
      expect((await put(premium.accountId, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    expect(await count()).toBe(before);
    expect(await mailsTo(premium.email)).toHaveLength(0);
  });
});

describe("the custom roadmap's delivery", () => {
  it("tells the founder when it is due: within plans.yaml's business days of the first Premium payment", async () => {
    const plans = (await call(api.baseUrl, 'GET', '/api/plans')).body as Array<{ id: string; roadmapBusinessDays?: number; lines: Array<{ text: string }> }>;
    const premium = plans.find((plan) => plan.id === 'premium')!;
    expect(premium.roadmapBusinessDays).toBe(5);
    expect(premium.lines.map((line) => line.text).join('\n')).toContain('within 5 business days of your first Premium payment');

    const founder = await signedInAccount(api.sql);
    const subscription = `sub_${randomUUID()}`;
    const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
    const read = async () => (await call(api.baseUrl, 'GET', '/api/plan/roadmap', founder.cookie)).body;
    await deliver(
      api.baseUrl,
      event('customer.subscription.created', subscriptionObject(subscription, founder.accountId, 'basic'), at('2026-11-20T15:00:00Z')),
    );
    // Premium from Friday, December 4 (10 AM in the advisor's New York): five business days on is Friday, December 11.
    await deliver(
      api.baseUrl,
      event('customer.subscription.updated', subscriptionObject(subscription, founder.accountId, 'premium'), at('2026-12-04T15:00:00Z')),
    );
    expect(await read()).toMatchObject({ notes: [], delivery: { businessDays: 5, dueBy: '2026-12-11' } });
    // A renewal is not the first Premium payment: the day stays.
    await deliver(
      api.baseUrl,
      event('customer.subscription.updated', subscriptionObject(subscription, founder.accountId, 'premium'), at('2027-01-04T15:00:00Z')),
    );
    expect((await read()).delivery).toEqual({ businessDays: 5, dueBy: '2026-12-11' });

    // A plan with no payment on record: the promise without a day.
    const other = await signedInAccount(api.sql);
    await givePlan(api.sql, other.accountId, 'premium');
    expect((await call(api.baseUrl, 'GET', '/api/plan/roadmap', other.cookie)).body.delivery).toEqual({ businessDays: 5, dueBy: null });
  });
});
