import { randomUUID } from 'node:crypto';
import { entitlementsSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingService } from '../src/modules/billing/billing.service.js';
import { BillingWebhooksService } from '../src/modules/billing/billing-webhooks.service.js';
import { startTestPayments, TEST_PAYMENTS_DEFAULT_KEY, type TestPayments } from '@launchops/test-payments';
import { call, signedInAccount, WEBHOOK_SECRET } from './support/billing.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * The same Stripe SDK code against the project's local test-payments service: a founder buys Pro on its checkout
 * page, changes plan (prorated), cancels at period end, a renewal is declined and the plan downgraded after the grace
 * period; a single session is paid and refunded.
 */

let api: TestApi;
let payments: TestPayments;

beforeAll(async () => {
  let apiUrl = '';
  payments = await startTestPayments({ webhookUrl: () => `${apiUrl}/api/billing/webhook`, webhookSecret: WEBHOOK_SECRET });
  api = await startTestApi({ TEST_PAYMENTS_URL: payments.url, BILLING_GRACE_CHECK_MS: '3600000' });
  apiUrl = api.baseUrl;
});
afterAll(async () => {
  await payments?.close();
  await api?.close();
});

const entitlementsOf = async (cookie: string) => entitlementsSchema.parse((await call(api.baseUrl, 'GET', '/api/billing/entitlements', cookie)).body);

/** What a browser does on a test-payments page: opens it, then submits its form. */
async function submit(pageUrl: string, action: string, fields: Record<string, string> = {}): Promise<string> {
  const page = await fetch(pageUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  expect(html).toContain('Test payments, no money moves');
  const response = await fetch(new URL(action, pageUrl), { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

describe('test payments (no Stripe keys)', () => {
  it('needs a signed-in account to buy a plan', async () => {
    const anonymous = await call(api.baseUrl, 'POST', '/api/billing/checkout', `lo_visitor=${randomUUID()}`, { plan: 'pro' });
    expect(anonymous.status).toBe(401);
    const account = await signedInAccount(api.sql);
    expect((await call(api.baseUrl, 'POST', '/api/billing/checkout', account.cookie, { plan: 'gold' })).status).toBe(400);
  });

  it('checkout for Pro, then a prorated change to Premium, cancel at period end, and the portal', async () => {
    const account = await signedInAccount(api.sql);
    const checkout = await call(api.baseUrl, 'POST', '/api/billing/checkout', account.cookie, { plan: 'pro' });
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(201);
    expect(checkout.body.url).toMatch(new RegExp(`^${payments.url}/checkout/cs_test_`));
    const page = await (await fetch(checkout.body.url)).text();
    expect(page).toContain('$79.00');

    const landing = await submit(checkout.body.url, `${new URL(checkout.body.url).pathname}/pay`);
    expect(landing).toBe('http://localhost:8080/account?billing=success&plan=pro');
    // The page was paid only once the API had the events: the founder lands with Pro.
    const pro = await entitlementsOf(account.cookie);
    expect(pro).toMatchObject({ plan: 'pro', status: 'active', cancelAtPeriodEnd: false, testPayments: true, sessionsPerMonth: 1 });
    expect(pro.assistant.dailyAllowance).toBeNull();

    // A second checkout while paying is refused: plans change through /api/billing/plan (prorated) or the portal.
    expect((await call(api.baseUrl, 'POST', '/api/billing/checkout', account.cookie, { plan: 'basic' })).status).toBe(409);
    expect((await call(api.baseUrl, 'POST', '/api/billing/plan', account.cookie, { plan: 'premium' })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(account.cookie)).plan, { timeout: 10_000 }).toBe('premium');

    expect((await call(api.baseUrl, 'POST', '/api/billing/cancel', account.cookie, { cancel: true })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(account.cookie)).cancelAtPeriodEnd, { timeout: 10_000 }).toBe(true);
    expect((await entitlementsOf(account.cookie)).plan).toBe('premium');

    const portal = await call(api.baseUrl, 'POST', '/api/billing/portal', account.cookie);
    expect(portal.status).toBe(201);
    const [subscription] = await api.sql<{ stripe_subscription_id: string }>('SELECT stripe_subscription_id FROM billing_subscription WHERE account_id = $1', [
      account.accountId,
    ]);
    const back = await submit(portal.body.url, `${new URL(portal.body.url).pathname}/action`, {
      subscription: subscription!.stripe_subscription_id,
      action: 'resume',
    });
    expect(back).toMatch(/message=Your%20plan%20will%20renew/);
    expect((await entitlementsOf(account.cookie)).cancelAtPeriodEnd).toBe(false);
    // Every event reached the API once and was applied once.
    expect(payments.events.every((e) => e.delivered)).toBe(true);
    const applied = await api.sql<{ n: number }>('SELECT count(*)::int AS n FROM billing_event WHERE id = ANY($1)', [payments.events.map((e) => e.id)]);
    expect(applied[0]!.n).toBe(payments.events.length);
  });
});

// The same describe again (one describe was over 80 lines): renewals, account deletion and single sessions.
describe('test payments (no Stripe keys)', () => {
  it('a declined renewal keeps the plan for the grace period, then it is downgraded with an e-mail', async () => {
    const account = await signedInAccount(api.sql);
    const checkout = await call(api.baseUrl, 'POST', '/api/billing/checkout', account.cookie, { plan: 'basic' });
    await submit(checkout.body.url, `${new URL(checkout.body.url).pathname}/pay`);
    const portal = await call(api.baseUrl, 'POST', '/api/billing/portal', account.cookie);
    const [subscription] = await api.sql<{ stripe_subscription_id: string }>('SELECT stripe_subscription_id FROM billing_subscription WHERE account_id = $1', [
      account.accountId,
    ]);
    await submit(portal.body.url, `${new URL(portal.body.url).pathname}/action`, { subscription: subscription!.stripe_subscription_id, action: 'fail' });
    const inGrace = await entitlementsOf(account.cookie);
    expect(inGrace).toMatchObject({ plan: 'basic', status: 'past_due' });
    await api.service(BillingWebhooksService).downgradeExpired(new Date(Date.parse(inGrace.graceUntil!) + 1000));
    expect((await entitlementsOf(account.cookie)).plan).toBe('free');
    const mails = await api.sql<{ kind: string }>('SELECT kind FROM outbox_email WHERE recipient = $1 ORDER BY id', [account.email]);
    expect(mails.map((m) => m.kind)).toEqual(['billing-plan-started', 'billing-payment-failed', 'billing-downgraded']);
    // The downgrade ended the subscription at the payments service too (so nothing more is charged).
    await expect.poll(() => payments.events.some((e) => e.type === 'customer.subscription.deleted' && e.delivered), { timeout: 10_000 }).toBe(true);
  });

  it('deleting an account ends its subscription at the payments service, so it is never charged again', async () => {
    const account = await signedInAccount(api.sql);
    const checkout = await call(api.baseUrl, 'POST', '/api/billing/checkout', account.cookie, { plan: 'pro' });
    await submit(checkout.body.url, `${new URL(checkout.body.url).pathname}/pay`);
    const [subscription] = await api.sql<{ stripe_subscription_id: string }>('SELECT stripe_subscription_id FROM billing_subscription WHERE account_id = $1', [
      account.accountId,
    ]);
    const before = payments.events.length;
    const deleted = await call(api.baseUrl, 'POST', '/api/account/delete', account.cookie, { confirmEmail: account.email });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    // Ended by the deletion itself, not by the scheduled billing job (which does not run here): the customer's
    // subscription is deleted at the payments service and the queue the deletion filled is empty again.
    await expect.poll(() => payments.events.slice(before).some((e) => e.type === 'customer.subscription.deleted'), { timeout: 10_000 }).toBe(true);
    await expect.poll(() => api.sql('SELECT * FROM billing_cancellation'), { timeout: 10_000 }).toEqual([]);
    const ended = await fetch(`${payments.url}/v1/subscriptions/${subscription!.stripe_subscription_id}`, {
      headers: { authorization: `Bearer ${TEST_PAYMENTS_DEFAULT_KEY}` },
    });
    expect(((await ended.json()) as { status: string }).status).toBe('canceled');
  });

  it('a single session is paid on the checkout page and refunded', async () => {
    const account = await signedInAccount(api.sql);
    const [row] = await api.sql<{ visitor_id: string }>('SELECT visitor_id FROM account WHERE id = $1', [account.accountId]);
    const billing = api.service(BillingService);
    // A held booking at its price: a payment for anything else (another amount, nothing known) is refunded at once.
    const [booking] = await api.sql<{ id: number }>(
      `INSERT INTO consultation_booking (visitor_id, consultant_id, first_name, last_name, email, date, time, starts_at, topic, notes, status, manage_token, created_at, updated_at, meeting_url, paid_with, price_cents, hold_until)
       VALUES ($1, 1, 'Ada', 'Founder', 'ada@example.com', current_date + 40, '10:00 AM', now() + interval '40 days', 'Legal', '', 'pending', md5(random()::text) || md5(random()::text), now(), now(), 'https://meet.jit.si/x', 'charge', 15000, now() + interval '30 minutes')
       RETURNING id`,
      [row!.visitor_id],
    );
    const relatedId = `booking-${booking!.id}`;
    const { url } = await billing.sessionCheckout(row!.visitor_id, {
      description: 'Consulting session (60 minutes)',
      amountCents: 15000,
      relatedId,
      successUrl: 'http://localhost:8080/consulting?paid=1',
      cancelUrl: 'http://localhost:8080/consulting',
    });
    expect(await (await fetch(url)).text()).toContain('$150.00');
    expect(await submit(url, `${new URL(url).pathname}/pay`)).toBe('http://localhost:8080/consulting?paid=1');
    const [paid] = await api.sql<{ amount_cents: number; refunded_at: Date | null }>(
      `SELECT amount_cents, refunded_at FROM billing_payment WHERE related_id = $1`,
      [relatedId],
    );
    expect(paid).toMatchObject({ amount_cents: 15000, refunded_at: null });
    expect(await billing.refundSession(relatedId)).toBe(true);
    await expect
      .poll(
        async () => (await api.sql<{ refunded_at: Date | null }>('SELECT refunded_at FROM billing_payment WHERE related_id = $1', [relatedId]))[0]!.refunded_at,
        { timeout: 10_000 },
      )
      .not.toBeNull();
  });
});
