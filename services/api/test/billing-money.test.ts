import { randomUUID } from 'node:crypto';
import { addDays, dateInZone, entitlementsSchema } from '@launchops/contracts';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { startTestPayments, type TestPayments } from '@launchops/test-payments';
import { call, signedInAccount, WEBHOOK_SECRET } from './support/billing.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * The money paths against the local test-payments service: credits only from a paid period (an upgrade starts a new
 * period charged at once, a downgrade after using the bigger plan's sessions gives nothing back), one live subscription
 * per account (one Checkout page at a time, a second payment refunded, every subscription ended with the account), a
 * payment checked against the price of what it pays for, the stand-in's own key, and the e-mails a purchase sends.
 */

const PAYMENTS_KEY = 'sk_test_launchops_money_tests';
const NY = 'America/New_York';
let api: TestApi;
let payments: TestPayments;
let stripe: Stripe;
const nextAddress = clientAddresses(93);

const stripeAt = (url: string, key: string) => {
  const at = new URL(url);
  return new Stripe(key, { host: at.hostname, port: Number(at.port), protocol: 'http', maxNetworkRetries: 0, telemetry: false });
};

beforeAll(async () => {
  let apiUrl = '';
  payments = await startTestPayments({ webhookUrl: () => `${apiUrl}/api/billing/webhook`, webhookSecret: WEBHOOK_SECRET, apiKey: PAYMENTS_KEY });
  api = await startTestApi({ TEST_PAYMENTS_URL: payments.url, TEST_PAYMENTS_SECRET_KEY: PAYMENTS_KEY, BILLING_GRACE_CHECK_MS: '3600000' });
  apiUrl = api.baseUrl;
  stripe = stripeAt(payments.url, PAYMENTS_KEY);
}, 120_000);
afterAll(async () => {
  await payments?.close();
  await api?.close();
});

const entitlementsOf = async (cookie: string) => entitlementsSchema.parse((await call(api.baseUrl, 'GET', '/api/billing/entitlements', cookie)).body);
const checkout = (cookie: string, plan: string) => call(api.baseUrl, 'POST', '/api/billing/checkout', cookie, { plan }, nextAddress());
const customerOf = async (accountId: number) =>
  (await api.sql<{ stripe_customer_id: string }>('SELECT stripe_customer_id FROM billing_customer WHERE account_id = $1', [accountId]))[0]!.stripe_customer_id;
const liveSubscriptions = async (customer: string) =>
  (await stripe.subscriptions.list({ customer, status: 'all' })).data.filter((s) => s.status !== 'canceled');
const periodOf = (accountId: number) =>
  api.sql<{ id: string; start: Date; end: Date }>(
    'SELECT stripe_subscription_id AS id, current_period_start AS start, current_period_end AS "end" FROM billing_subscription WHERE account_id = $1',
    [accountId],
  );
const mailsTo = (to: string) =>
  api.sql<{ kind: string; subject: string; body_text: string }>('SELECT kind, subject, body_text FROM outbox_email WHERE recipient = $1 ORDER BY id', [to]);

/** What a browser does on the test-payments checkout page: pays, and follows the redirect back to the site. */
async function pay(checkoutUrl: string): Promise<string> {
  const html = await (await fetch(checkoutUrl)).text();
  expect(html).toContain('Test payments, no money moves');
  const response = await fetch(new URL(`${new URL(checkoutUrl).pathname}/pay`, checkoutUrl), {
    method: 'POST',
    body: new URLSearchParams({}),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return response.headers.get('location')!;
}

/** The n-th working day of the advisor from today (weekdays that are not federal holidays). */
function workday(n: number): string {
  let current = dateInZone(new Date(), NY);
  for (let seen = 0; seen < n;) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !isFederalHoliday(current)) seen += 1;
  }
  return current;
}

const GRACE = { firstName: 'Grace', lastName: 'Hopper', consultantId: 1, topic: 'Tax & Accounting Setup', notes: '' };
/** A session booked with the advisor (on a credit when the plan has one left, else held for payment). */
const book = (cookie: string, date: string, time: string) =>
  call(api.baseUrl, 'POST', '/api/consultation-bookings', cookie, { ...GRACE, email: `grace-${randomUUID()}@example.com`, date, time }, nextAddress());
const bookingStatus = async (id: number) =>
  (await api.sql<{ status: string; paid_with: string }>('SELECT status, paid_with FROM consultation_booking WHERE id = $1', [id]))[0]!;

async function paidPlan(plan: 'basic' | 'pro' | 'premium') {
  const account = await signedInAccount(api.sql);
  const page = await checkout(account.cookie, plan);
  expect(page.status, JSON.stringify(page.body)).toBe(201);
  await pay(page.body.url);
  expect((await entitlementsOf(account.cookie)).plan).toBe(plan);
  return { ...account, customer: await customerOf(account.accountId) };
}

describe('S7: the stand-in has its own key, and a payment must match what it pays for', () => {
  it('the test-payments service refuses any key but its own', async () => {
    await expect(stripeAt(payments.url, 'sk_test_somebody_else').customers.create({ email: 'x@example.com' })).rejects.toMatchObject({ statusCode: 401 });
    expect((await stripe.customers.create({ email: 'x@example.com' })).id).toMatch(/^cus_/);
  });

  it('a 1-cent (or a euro) checkout made for a $150 booking does not confirm it, and is refunded', async () => {
    const held = await book(`lo_visitor=${randomUUID()}`, workday(3), '1:00 PM');
    expect(held.body.status).toBe('pending');
    for (const [currency, cents] of [
      ['usd', 1],
      ['eur', 15000],
    ] as const) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: 'mallory@example.com',
        line_items: [{ quantity: 1, price_data: { currency, unit_amount: cents, product_data: { name: 'Self-made' } } }],
        metadata: { kind: 'session', relatedId: `booking-${held.body.id}` },
        success_url: 'http://localhost:8080/consulting',
      });
      await pay(session.url!);
      expect(await bookingStatus(held.body.id)).toMatchObject({ status: 'pending' });
      await expect
        .poll(
          async () =>
            (await api.sql<{ refunded_at: Date | null }>('SELECT refunded_at FROM billing_payment WHERE checkout_session_id = $1', [session.id]))[0]
              ?.refunded_at ?? null,
          { timeout: 10_000 },
        )
        .not.toBeNull();
    }
  });
});

describe('S2: one live subscription per account', () => {
  it('ten checkouts at once on Free give one payable page; asking again gives it again; another plan replaces it', async () => {
    const account = await signedInAccount(api.sql);
    const answers = await Promise.all(Array.from({ length: 10 }, () => checkout(account.cookie, 'pro')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const urls = new Set(answers.map((a) => a.body.url as string));
    expect(urls.size).toBe(1);
    const [first] = [...urls];
    expect((await checkout(account.cookie, 'pro')).body.url).toBe(first);
    const basic = await checkout(account.cookie, 'basic');
    expect(basic.body.url).not.toBe(first);
    // The replaced page can no longer be paid.
    expect(await (await fetch(first!)).text()).toContain('This checkout is expired');
  });

  it('a second paid subscription is refused and refunded; deleting the account ends every subscription of the customer', async () => {
    const account = await signedInAccount(api.sql);
    const page = await checkout(account.cookie, 'pro');
    const customer = await customerOf(account.accountId);
    // A second page for the same customer (a tab opened before, a race of two plans): Checkout takes the payment.
    const [basicPrice] = (await stripe.prices.list({ lookup_keys: ['launchops_basic_monthly_usd'], active: true })).data;
    const metadata = { accountId: String(account.accountId), plan: 'basic' };
    const second = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: String(account.accountId),
      line_items: [{ price: basicPrice!.id, quantity: 1 }],
      metadata: { ...metadata, kind: 'subscription' },
      subscription_data: { metadata },
      success_url: 'http://localhost:8080/account',
    });
    await pay(page.body.url);
    await pay(second.url!);
    await expect.poll(async () => (await liveSubscriptions(customer)).length, { timeout: 10_000 }).toBe(1);
    expect((await entitlementsOf(account.cookie)).plan).toBe('pro');
    const refused = (await stripe.checkout.sessions.retrieve(second.id)).subscription as string;
    const [invoice] = (await stripe.invoices.list({ subscription: refused })).data;
    const [payment] = (await stripe.invoicePayments.list({ invoice: invoice!.id })).data;
    await expect
      .poll(async () => (await stripe.refunds.list({ payment_intent: payment!.payment.payment_intent as string })).data.map((r) => r.amount), {
        timeout: 10_000,
      })
      .toEqual([2900]);

    const deleted = await call(api.baseUrl, 'POST', '/api/account/delete', account.cookie, { confirmEmail: account.email });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    // Ended by the deletion itself, not by the scheduled billing job (which this test never runs).
    await expect.poll(async () => (await liveSubscriptions(customer)).length, { timeout: 10_000 }).toBe(0);
  });
});

describe('S1: session credits come only from a paid period', () => {
  it('Basic to Premium is charged at once; three sessions on its credits, then back to Basic: nothing given back, the sessions stay', async () => {
    const founder = await paidPlan('basic');
    expect((await call(api.baseUrl, 'POST', '/api/billing/plan', founder.cookie, { plan: 'premium' })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).plan, { timeout: 10_000 }).toBe('premium');
    const charged = (await stripe.invoices.list({ customer: founder.customer })).data.filter((i) => i.billing_reason === 'subscription_update');
    expect(charged.map((i) => i.status)).toEqual(['paid']);
    expect(charged[0]!.amount_paid).toBeGreaterThan(16_000);

    const ids: number[] = [];
    for (const time of ['9:00 AM', '10:00 AM', '11:00 AM']) {
      const booked = await book(founder.cookie, workday(9), time);
      expect(booked.status, JSON.stringify(booked.body)).toBe(201);
      ids.push(booked.body.id);
    }
    for (const id of ids) expect(await bookingStatus(id)).toEqual({ status: 'confirmed', paid_with: 'credit' });

    expect((await call(api.baseUrl, 'POST', '/api/billing/plan', founder.cookie, { plan: 'basic' })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).plan, { timeout: 10_000 }).toBe('basic');
    // The Premium period paid for the three sessions: no credit comes back for it, and they stay booked.
    expect((await stripe.customers.retrieve(founder.customer)) as Stripe.Customer).toMatchObject({ balance: 0 });
    for (const id of ids) expect(await bookingStatus(id)).toEqual({ status: 'confirmed', paid_with: 'credit' });
  });

  it('Basic to Premium a day before the renewal starts a new period, charged in full less the unused day of Basic', async () => {
    const founder = await paidPlan('basic');
    await payments.endPeriodIn((await periodOf(founder.accountId))[0]!.id, 86_400);
    const upgradedAt = new Date();
    expect((await call(api.baseUrl, 'POST', '/api/billing/plan', founder.cookie, { plan: 'premium' })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).plan, { timeout: 10_000 }).toBe('premium');
    const [charged] = (await stripe.invoices.list({ customer: founder.customer })).data.filter((i) => i.billing_reason === 'subscription_update');
    // $199 less at most 2 days of a $29 month, not the day's share of the difference (about $6).
    expect(charged!.amount_paid).toBeGreaterThanOrEqual(19_900 - Math.ceil((2_900 * 2) / 28));
    expect(charged!.amount_paid).toBeLessThan(19_900);
    const [period] = await periodOf(founder.accountId);
    expect(period!.start.getTime()).toBeGreaterThanOrEqual(upgradedAt.getTime() - 1000);
    expect(period!.end.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect((await entitlementsOf(founder.cookie)).sessionCredits).toMatchObject({ left: 3, perPeriod: 3, renewsAt: period!.end.toISOString() });
  });

  it("Pro's session used, then Premium: a new period at Premium's full price (nothing of Pro's given back) with its 3 sessions", async () => {
    const founder = await paidPlan('pro');
    const booked = await book(founder.cookie, workday(11), '9:00 AM');
    // Booked earlier in the period, not in the second the new one starts (Stripe's periods start on whole seconds).
    await api.sql(`UPDATE consultation_booking SET created_at = created_at - interval '1 day' WHERE id = $1`, [booked.body.id]);
    await payments.endPeriodIn((await periodOf(founder.accountId))[0]!.id, 20 * 86_400);
    expect((await call(api.baseUrl, 'POST', '/api/billing/plan', founder.cookie, { plan: 'premium' })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).plan, { timeout: 10_000 }).toBe('premium');
    const charged = (await stripe.invoices.list({ customer: founder.customer })).data.filter((i) => i.billing_reason === 'subscription_update');
    expect(charged.map((i) => i.amount_paid)).toEqual([19_900]);
    expect((await entitlementsOf(founder.cookie)).sessionCredits).toMatchObject({ left: 3, perPeriod: 3 });
    expect(await bookingStatus(booked.body.id)).toEqual({ status: 'confirmed', paid_with: 'credit' });
  });

  it('a downgrade with no credit used gives the unused part back as credit', async () => {
    const founder = await paidPlan('premium');
    expect((await call(api.baseUrl, 'POST', '/api/billing/plan', founder.cookie, { plan: 'basic' })).status).toBe(202);
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).plan, { timeout: 10_000 }).toBe('basic');
    expect(((await stripe.customers.retrieve(founder.customer)) as Stripe.Customer).balance).toBeLessThan(-16_000);
  });

  it('a downgrade made outside the site (the billing portal) releases the sessions booked on credits the smaller plan lacks', async () => {
    const founder = await paidPlan('premium');
    const ids: number[] = [];
    for (const time of ['1:00 PM', '2:00 PM', '3:00 PM']) ids.push((await book(founder.cookie, workday(10), time)).body.id);
    const portal = await call(api.baseUrl, 'POST', '/api/billing/portal', founder.cookie);
    const [subscription] = await api.sql<{ stripe_subscription_id: string }>('SELECT stripe_subscription_id FROM billing_subscription WHERE account_id = $1', [
      founder.accountId,
    ]);
    const [proPrice] = (await stripe.prices.list({ lookup_keys: ['launchops_pro_monthly_usd'], active: true })).data;
    const switched = await fetch(new URL(`${new URL(portal.body.url).pathname}/action`, portal.body.url), {
      method: 'POST',
      body: new URLSearchParams({ subscription: subscription!.stripe_subscription_id, action: `switch:${proPrice!.id}` }),
      redirect: 'manual',
    });
    expect(switched.status).toBe(303);
    expect((await entitlementsOf(founder.cookie)).plan).toBe('pro');
    // Pro gives one session a period: the first booked stays, the two booked after it are released.
    expect(await Promise.all(ids.map(async (id) => (await bookingStatus(id)).status))).toEqual(['confirmed', 'cancelled', 'cancelled']);
    const mails = await mailsTo(founder.email);
    expect(mails.find((m) => m.kind === 'billing-plan-changed')?.body_text).toContain('2 sessions booked on the Premium plan');
  });

  it('during a grace period (renewal unpaid) no session credit is given', async () => {
    const founder = await paidPlan('pro');
    await api.sql(`UPDATE billing_subscription SET status = 'past_due', grace_until = now() + interval '7 days' WHERE account_id = $1`, [founder.accountId]);
    const state = await entitlementsOf(founder.cookie);
    expect(state.plan).toBe('pro');
    expect(state.sessionCredits).toMatchObject({ left: 0, perPeriod: 1 });
  });
});

describe('W11: receipts and confirmations', () => {
  it('a plan bought, changed and cancelled each sends its e-mail with what was bought', async () => {
    const founder = await paidPlan('pro');
    await call(api.baseUrl, 'POST', '/api/billing/plan', founder.cookie, { plan: 'premium' });
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).plan, { timeout: 10_000 }).toBe('premium');
    await call(api.baseUrl, 'POST', '/api/billing/cancel', founder.cookie, { cancel: true });
    await expect.poll(async () => (await entitlementsOf(founder.cookie)).cancelAtPeriodEnd, { timeout: 10_000 }).toBe(true);
    const mails = await mailsTo(founder.email);
    expect(mails.map((m) => m.kind)).toEqual(['billing-plan-started', 'billing-plan-changed', 'billing-plan-cancelled']);
    expect(mails[0]!.body_text).toContain('Pro plan: $79.00 a month');
    expect(mails[1]!.body_text).toContain('Premium plan: $199.00 a month');
    expect(mails[2]!.subject).toMatch(/Premium plan ends on/);
  });

  it('a paid session sends the site receipt, and asks the payment service for its own receipt', async () => {
    const visitor = `lo_visitor=${randomUUID()}`;
    const held = await book(visitor, workday(4), '2:00 PM');
    expect(held.body.status).toBe('pending');
    await pay(held.body.checkoutUrl);
    const [row] = await api.sql<{ email: string }>('SELECT email FROM consultation_booking WHERE id = $1', [held.body.id]);
    const receipt = (await mailsTo(row!.email)).find((m) => m.kind === 'billing-receipt');
    expect(receipt?.body_text).toContain('$150.00');
    const [paid] = await api.sql<{ payment_intent_id: string }>('SELECT payment_intent_id FROM billing_payment WHERE related_id = $1', [
      `booking-${held.body.id}`,
    ]);
    expect((await stripe.paymentIntents.retrieve(paid!.payment_intent_id)).receipt_email).toBe(row!.email);
  });
});
