import { randomUUID } from 'node:crypto';
import { entitlementsSchema, publicPlanListSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Transactions } from '../src/database/sql-repository.js';
import { BillingWebhooksService } from '../src/modules/billing/billing-webhooks.service.js';
import { EntitlementsService } from '../src/modules/billing/entitlements.service.js';
import { call, deliver, event, givePlan, invoiceObject, signedInAccount, subscriptionObject } from './support/billing.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * Plans enforced by the API (the assistant's free allowance, premium articles) and Stripe webhooks applied exactly
 * once: a replay, and a failed payment's grace period then downgrade (two replicas at once: billing-replicas.test.ts).
 */

let api: TestApi;
const nextAddress = clientAddresses(71);
// Payments go to a test-payments address nobody listens on: these tests only receive webhooks.
const PAYMENTS_ENV = { TEST_PAYMENTS_URL: 'http://127.0.0.1:9', BILLING_GRACE_CHECK_MS: '3600000' };

beforeAll(async () => {
  api = await startTestApi(PAYMENTS_ENV);
});
afterAll(() => api?.close());

const entitlementsOf = async (cookie: string) => entitlementsSchema.parse((await call(api.baseUrl, 'GET', '/api/billing/entitlements', cookie)).body);
const mails = (kind: string, to: string) =>
  api.sql<{ n: number }>('SELECT count(*)::int AS n FROM outbox_email WHERE kind = $1 AND recipient = $2', [kind, to]).then((rows) => rows[0]!.n);

describe('plans', () => {
  it('GET /api/plans lists the four plans with their card lines and entitlements from plans.yaml', async () => {
    const response = await call(api.baseUrl, 'GET', '/api/plans');
    expect(response.status).toBe(200);
    const plans = publicPlanListSchema.parse(response.body);
    expect(plans.map((p) => `${p.id} ${p.monthlyPriceUsd}${p.popular ? ' popular' : ''}`)).toEqual(['free 0', 'basic 29', 'pro 79 popular', 'premium 199']);
    expect(plans.find((p) => p.id === 'free')!.lines.at(-1)!.text).toBe('The Operations Advisor, up to 10 questions a day');
    expect(plans.find((p) => p.id === 'pro')!.entitlements).toContain('premium-articles');
  });
});

describe('entitlements enforced by the API', () => {
  async function chatRowsToday(visitorId: string, n: number) {
    for (let i = 0; i < n; i += 1) {
      await api.sql(`INSERT INTO chat_message (visitor_id, is_user, content, created_at) VALUES ($1, true, 'a question', now())`, [visitorId]);
    }
  }
  const ask = (cookie: string) => call(api.baseUrl, 'POST', '/api/chatbot/message', cookie, { content: 'How do I register an LLC?' }, nextAddress());

  it("a free visitor's assistant allowance: the 10th question of the day is answered, the 11th refused with 429", async () => {
    const visitorId = randomUUID();
    const cookie = `lo_visitor=${visitorId}`;
    await chatRowsToday(visitorId, 9);
    expect((await ask(cookie)).status).toBe(201);
    const refused = await ask(cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/10 questions today.*Pro and Premium plans have no daily limit/);
    // Yesterday's questions do not count.
    await api.sql(`UPDATE chat_message SET created_at = now() - interval '1 day' WHERE visitor_id = $1`, [visitorId]);
    expect((await ask(cookie)).status).toBe(201);
  });

  it('a Basic account has the same allowance; a Pro account has none', async () => {
    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    const [basicRow] = await api.sql<{ visitor_id: string }>('SELECT visitor_id FROM account WHERE id = $1', [basic.accountId]);
    await chatRowsToday(basicRow!.visitor_id, 10);
    expect((await ask(basic.cookie)).status).toBe(429);
    expect((await entitlementsOf(basic.cookie)).assistant).toEqual({ usedToday: 10, dailyAllowance: 10 });

    const pro = await signedInAccount(api.sql);
    await givePlan(api.sql, pro.accountId, 'pro');
    const [proRow] = await api.sql<{ visitor_id: string }>('SELECT visitor_id FROM account WHERE id = $1', [pro.accountId]);
    await chatRowsToday(proRow!.visitor_id, 12);
    expect((await ask(pro.cookie)).status).toBe(201);
    expect((await entitlementsOf(pro.cookie)).assistant.dailyAllowance).toBeNull();
  });

  it('a premium article: 402 for a free visitor and a free account, served (never publicly cached) to Basic', async () => {
    const [post] = await api.sql<{ slug: string }>(`SELECT slug FROM blog_post ORDER BY id LIMIT 1`);
    const [other] = await api.sql<{ slug: string }>(`SELECT slug FROM blog_post ORDER BY id DESC LIMIT 1`);
    await api.sql(`UPDATE blog_post SET tier = 'premium' WHERE slug = $1`, [post!.slug]);
    const url = `/api/blog-posts/${post!.slug}`;
    // Every process forgets its premium list on the table's notice; wait for it.
    await expect.poll(async () => (await call(api.baseUrl, 'GET', url)).status, { timeout: 10_000 }).toBe(402);
    const refused = await call(api.baseUrl, 'GET', url, `lo_visitor=${randomUUID()}`);
    expect(refused.status).toBe(402);
    expect(refused.body.message).toMatch(/premium article.*Basic, Pro and Premium/);

    const free = await signedInAccount(api.sql);
    expect((await call(api.baseUrl, 'GET', url, free.cookie)).status).toBe(402);

    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    const served = await call(api.baseUrl, 'GET', url, basic.cookie);
    expect(served.status).toBe(200);
    expect(served.body.slug).toBe(post!.slug);
    expect(served.headers.get('cache-control')).toBe('private, no-store');

    // A standard article stays free and shared-cacheable.
    const standard = await call(api.baseUrl, 'GET', `/api/blog-posts/${other!.slug}`);
    expect(standard.status).toBe(200);
    expect(standard.headers.get('cache-control')).toMatch(/^public/);
  });
});

describe('payment service down', () => {
  it('checkout answers 502 saying the payment service failed, not a 500 or "database unavailable"', async () => {
    const account = await signedInAccount(api.sql);
    const response = await call(api.baseUrl, 'POST', '/api/billing/checkout', account.cookie, { plan: 'pro' });
    expect(response.status).toBe(502);
    expect(response.body.message).toMatch(/^The payment service could not be reached/);
  });
});

describe('session credits', () => {
  let day = 0;
  async function creditBooking(accountId: number, status = 'confirmed') {
    day += 1;
    const [account] = await api.sql<{ visitor_id: string }>('SELECT visitor_id FROM account WHERE id = $1', [accountId]);
    const [consultant] = await api.sql<{ id: number }>('SELECT id FROM consultant ORDER BY id LIMIT 1');
    await api.sql(
      `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token, created_at, updated_at, meeting_url, paid_with)
       VALUES ($1, $2, 'Ada', 'Founder', 'ada@example.com', current_date + $4::int, '10:00 AM', now() + make_interval(days => $4::int), 'Legal', '', $3, md5(random()::text) || md5(random()::text), now(), now(), 'https://meet.jit.si/x', 'credit')`,
      [account!.visitor_id, consultant!.id, status, 30 + day],
    );
    return account!.visitor_id;
  }

  it('Pro has 1 session credit a billing period, Premium 3; a confirmed booking paid with one uses it, a cancelled one gives it back', async () => {
    const pro = await signedInAccount(api.sql);
    await givePlan(api.sql, pro.accountId, 'pro');
    expect((await entitlementsOf(pro.cookie)).sessionCredits).toMatchObject({ left: 1, perPeriod: 1 });
    await creditBooking(pro.accountId, 'cancelled');
    expect((await entitlementsOf(pro.cookie)).sessionCredits!.left).toBe(1);
    const visitorId = await creditBooking(pro.accountId);
    expect((await entitlementsOf(pro.cookie)).sessionCredits).toMatchObject({ left: 0, perPeriod: 1 });
    const entitlements = api.service(EntitlementsService);
    expect(await api.service(Transactions).run((tx) => entitlements.claimSessionCredit(tx, visitorId))).toBe(false);
    // A new billing period renews the credit.
    await api.sql(`UPDATE billing_subscription SET current_period_start = now() + interval '1 second' WHERE account_id = $1`, [pro.accountId]);
    expect((await entitlementsOf(pro.cookie)).sessionCredits!.left).toBe(1);

    const premium = await signedInAccount(api.sql);
    await givePlan(api.sql, premium.accountId, 'premium');
    await creditBooking(premium.accountId);
    expect((await entitlementsOf(premium.cookie)).sessionCredits).toMatchObject({ left: 2, perPeriod: 3 });
    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    expect((await entitlementsOf(basic.cookie)).sessionCredits).toBeUndefined();
  });
});

describe('webhooks', () => {
  it('refuses a body whose signature does not verify, and records nothing', async () => {
    const account = await signedInAccount(api.sql);
    const evt = event('customer.subscription.created', subscriptionObject(`sub_${randomUUID()}`, account.accountId, 'pro'));
    expect((await deliver(api.baseUrl, evt, { secret: 'whsec_someone_else' })).status).toBe(400);
    expect((await deliver(api.baseUrl, evt, { signature: 't=1,v1=deadbeef' })).status).toBe(400);
    expect(await api.sql('SELECT id FROM billing_event WHERE id = $1', [evt.id])).toEqual([]);
    expect((await entitlementsOf(account.cookie)).plan).toBe('free');
  });

  it('a replayed event is applied once: replaying an old payment failure after the payment went through changes nothing', async () => {
    const account = await signedInAccount(api.sql);
    const subscription = `sub_${randomUUID()}`;
    const created = event('customer.subscription.created', subscriptionObject(subscription, account.accountId, 'pro'));
    expect((await deliver(api.baseUrl, created)).body).toEqual({ received: true, duplicate: false });
    expect((await entitlementsOf(account.cookie)).plan).toBe('pro');

    const failed = event('invoice.payment_failed', invoiceObject(subscription));
    expect((await deliver(api.baseUrl, failed)).body.duplicate).toBe(false);
    expect((await entitlementsOf(account.cookie)).graceUntil).toBeDefined();
    const paid = event('invoice.paid', invoiceObject(subscription));
    await deliver(api.baseUrl, paid);
    expect((await entitlementsOf(account.cookie)).graceUntil).toBeUndefined();

    // Stripe retries, or somebody replays a captured request: same id, same signature scheme.
    expect((await deliver(api.baseUrl, failed)).body).toEqual({ received: true, duplicate: true });
    expect((await deliver(api.baseUrl, created)).body.duplicate).toBe(true);
    const after = await entitlementsOf(account.cookie);
    expect(after.plan).toBe('pro');
    expect(after.graceUntil).toBeUndefined();
    expect(await mails('billing-payment-failed', account.email)).toBe(1);
    expect((await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM billing_event WHERE id = ANY($1)', [[created.id, failed.id, paid.id]]))[0]!.n).toBe(3);
  });

  it('an event older than the last one applied does not undo it (Stripe does not promise order)', async () => {
    const account = await signedInAccount(api.sql);
    const subscription = `sub_${randomUUID()}`;
    const now = Math.floor(Date.now() / 1000);
    await deliver(api.baseUrl, event('customer.subscription.updated', subscriptionObject(subscription, account.accountId, 'premium'), now));
    await deliver(api.baseUrl, event('customer.subscription.created', subscriptionObject(subscription, account.accountId, 'basic'), now - 60));
    expect((await entitlementsOf(account.cookie)).plan).toBe('premium');
  });
});

// The same describe again (one describe was over 80 lines): replaced subscriptions, plan changes, grace periods.
describe('webhooks', () => {
  it('the late end of a replaced subscription does not end the new one', async () => {
    const account = await signedInAccount(api.sql);
    const old = `sub_${randomUUID()}`;
    const renewed = `sub_${randomUUID()}`;
    const now = Math.floor(Date.now() / 1000);
    await deliver(api.baseUrl, event('customer.subscription.created', subscriptionObject(old, account.accountId, 'basic'), now - 100));
    // The old plan was moved to free (its grace period ran out) before the new checkout: one live subscription at a time.
    await api.sql('UPDATE billing_subscription SET downgraded_at = now() WHERE stripe_subscription_id = $1', [old]);
    await deliver(api.baseUrl, event('customer.subscription.created', subscriptionObject(renewed, account.accountId, 'pro'), now - 50));
    await deliver(api.baseUrl, event('customer.subscription.deleted', subscriptionObject(old, account.accountId, 'basic', 'canceled'), now));
    expect((await entitlementsOf(account.cookie)).plan).toBe('pro');
  });

  it("a plan change (proration is Stripe's) and a cancellation at period end are recorded from the events", async () => {
    const account = await signedInAccount(api.sql);
    const subscription = `sub_${randomUUID()}`;
    const now = Math.floor(Date.now() / 1000);
    await deliver(api.baseUrl, event('customer.subscription.created', subscriptionObject(subscription, account.accountId, 'basic'), now - 10));
    await deliver(api.baseUrl, event('customer.subscription.updated', subscriptionObject(subscription, account.accountId, 'premium'), now - 5));
    let state = await entitlementsOf(account.cookie);
    expect(state.plan).toBe('premium');
    expect(state.entitlements).toEqual(expect.arrayContaining(['premium-articles', 'monthly-sessions', 'assistant-unlimited']));
    expect(state.sessionsPerMonth).toBe(3);
    await deliver(
      api.baseUrl,
      event('customer.subscription.updated', subscriptionObject(subscription, account.accountId, 'premium', 'active', { cancel_at_period_end: true }), now - 2),
    );
    state = await entitlementsOf(account.cookie);
    expect(state).toMatchObject({ plan: 'premium', cancelAtPeriodEnd: true });
    await deliver(api.baseUrl, event('customer.subscription.deleted', subscriptionObject(subscription, account.accountId, 'premium', 'canceled'), now));
    expect((await entitlementsOf(account.cookie)).plan).toBe('free');
  });

  it('a failed payment keeps the plan through the grace period, then downgrades to free with one e-mail', async () => {
    const account = await signedInAccount(api.sql);
    const subscription = `sub_${randomUUID()}`;
    await deliver(api.baseUrl, event('customer.subscription.created', subscriptionObject(subscription, account.accountId, 'pro')));
    await deliver(api.baseUrl, event('invoice.payment_failed', invoiceObject(subscription)));
    await deliver(api.baseUrl, event('customer.subscription.updated', subscriptionObject(subscription, account.accountId, 'pro', 'past_due')));
    // A second failed attempt (Stripe retries the card) neither moves the grace period nor mails again.
    await deliver(api.baseUrl, event('invoice.payment_failed', invoiceObject(subscription)));
    const inGrace = await entitlementsOf(account.cookie);
    expect(inGrace).toMatchObject({ plan: 'pro', status: 'past_due' });
    const graceUntil = new Date(inGrace.graceUntil!);
    expect(Math.round((graceUntil.getTime() - Date.now()) / 86_400_000)).toBe(7);
    expect(await mails('billing-payment-failed', account.email)).toBe(1);

    const webhooks = api.service(BillingWebhooksService);
    // A day before the end: nothing happens.
    await webhooks.downgradeExpired(new Date(graceUntil.getTime() - 86_400_000));
    expect((await entitlementsOf(account.cookie)).plan).toBe('pro');
    // After it: free, one e-mail, and a second run (another replica) changes nothing.
    expect(await webhooks.downgradeExpired(new Date(graceUntil.getTime() + 1000))).toBeGreaterThanOrEqual(1);
    await webhooks.downgradeExpired(new Date(graceUntil.getTime() + 2000));
    const after = await entitlementsOf(account.cookie);
    expect(after.plan).toBe('free');
    expect(after.entitlements).not.toContain('premium-articles');
    expect(await mails('billing-downgraded', account.email)).toBe(1);
  });
});
