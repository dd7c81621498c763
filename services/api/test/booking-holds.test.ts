import { randomUUID } from 'node:crypto';
import { loadPolicies } from '@launchops/content';
import { addDays, bookingListSchema, bookingSchema, dateInZone } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { startTestPayments, type TestPayments } from '@launchops/test-payments';
import { call, givePlan, signedInAccount, WEBHOOK_SECRET } from './support/billing.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * Unpaid holds of paid sessions (issue 41, S5 and S10): a hold is short, a browser, an e-mail address or a client
 * address holds at most two times at once, a retry of the same booking from the same browser gets that booking back
 * (not a 409 against itself), and a browser lists its own open holds to pay or release them.
 */

let api: TestApi;
let payments: TestPayments;
const nextAddress = clientAddresses(93);
const NY = 'America/New_York';

beforeAll(async () => {
  let apiUrl = '';
  payments = await startTestPayments({ webhookUrl: () => `${apiUrl}/api/billing/webhook`, webhookSecret: WEBHOOK_SECRET });
  api = await startTestApi({ TEST_PAYMENTS_URL: payments.url, BILLING_GRACE_CHECK_MS: '3600000', SITE_URL: 'https://launchops.test' });
  apiUrl = api.baseUrl;
}, 120_000);
afterAll(async () => {
  await payments?.close();
  await api?.close();
});

/** The n-th working day of the advisor from today (weekdays that are not federal holidays). */
function workday(n: number): string {
  let current = dateInZone(new Date(), NY);
  for (let seen = 0; seen < n;) {
    current = addDays(current, 1);
    if (!isWeekend(current) && !isFederalHoliday(current)) seen += 1;
  }
  return current;
}

const browser = () => `lo_visitor=${randomUUID()}`;
const email = () => `ada-${randomUUID()}@example.com`;

const input = (date: string, time: string, address: string) => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: address,
  consultantId: 1,
  date,
  time,
  topic: 'Tax & Accounting Setup',
  notes: '',
});

interface BookOptions {
  cookie: string;
  date: string;
  time: string;
  email?: string;
  ip?: string;
}
const book = ({ cookie, date, time, email: address = email(), ip = nextAddress() }: BookOptions) =>
  call(api.baseUrl, 'POST', '/api/consultation-bookings', cookie, input(date, time, address), ip);
const holdsOf = async (cookie: string) => {
  const answer = await call(api.baseUrl, 'GET', '/api/consultation-bookings/holds', cookie);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  return bookingListSchema.parse(answer.body);
};
const release = (cookie: string, id: number) => call(api.baseUrl, 'POST', `/api/consultation-bookings/${id}/release`, cookie, undefined, nextAddress());
const rows = async (visitorCookie: string) =>
  api.sql<{ id: number; status: string }>(`SELECT id, status FROM consultation_booking WHERE visitor_id = $1 ORDER BY id`, [visitorCookie.split('=')[1]]);

describe('S5: unpaid holds are short and capped', () => {
  it('a hold lasts 15 minutes by default, not 30', async () => {
    const held = await book({ cookie: browser(), date: workday(2), time: '9:00 AM' });
    expect(held.status, JSON.stringify(held.body)).toBe(201);
    const minutes = (Date.parse(bookingSchema.parse(held.body).holdUntil!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);
    const quote = await call(api.baseUrl, 'GET', '/api/consultation-bookings/quote', browser());
    expect(quote.body.payWith).toBe('charge');
    expect(quote.body.holdMinutes).toBe(15);
  });

  it('one browser holds at most two times of a day; the third is refused with what to do, and a release makes room', async () => {
    const cookie = browser();
    const day = workday(3);
    for (const time of ['9:00 AM', '10:00 AM']) {
      const held = await book({ cookie, date: day, time });
      expect(held.status, JSON.stringify(held.body)).toBe(201);
      expect(held.body.status).toBe('pending');
    }
    const third = await book({ cookie, date: day, time: '11:00 AM' });
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(
      'You already hold 2 unpaid times. Pay for one or release it under "Your bookings" before holding another; an unpaid time is released by itself after 15 minutes.',
    );
    // Nothing was held for the refused one: the time is free for everybody else.
    expect((await rows(cookie)).length).toBe(2);
    expect((await book({ cookie: browser(), date: day, time: '11:00 AM' })).status).toBe(201);

    const [first] = await holdsOf(cookie);
    expect((await release(cookie, first!.id)).body).toEqual({ released: true });
    expect((await book({ cookie, date: day, time: '1:00 PM' })).status).toBe(201);
  });

  it('the cap also counts per e-mail address (any browser) and per client address', async () => {
    const day = workday(4);
    const shared = email();
    expect((await book({ cookie: browser(), date: day, time: '9:00 AM', email: shared })).status).toBe(201);
    expect((await book({ cookie: browser(), date: day, time: '10:00 AM', email: shared.toUpperCase() })).status).toBe(201);
    const byEmail = await book({ cookie: browser(), date: day, time: '11:00 AM', email: shared });
    expect(byEmail.status).toBe(429);
    expect(byEmail.body.message).toContain('You already hold 2 unpaid times');

    const ip = '10.93.250.7';
    expect((await book({ cookie: browser(), date: day, time: '1:00 PM', ip })).status).toBe(201);
    expect((await book({ cookie: browser(), date: day, time: '2:00 PM', ip })).status).toBe(201);
    expect((await book({ cookie: browser(), date: day, time: '3:00 PM', ip })).status).toBe(429);
  });

  it('five holds asked at once from one browser: two are held, three refused', async () => {
    const cookie = browser();
    const day = workday(9);
    const answers = await Promise.all(['9:00 AM', '10:00 AM', '11:00 AM', '1:00 PM', '2:00 PM'].map((time) => book({ cookie, date: day, time })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429]);
    expect((await rows(cookie)).length).toBe(2);
  });

  it('a hold that ran out no longer counts', async () => {
    const cookie = browser();
    const day = workday(5);
    const a = await book({ cookie, date: day, time: '9:00 AM' });
    await book({ cookie, date: day, time: '10:00 AM' });
    await api.sql(`UPDATE consultation_booking SET hold_until = now() - interval '1 second' WHERE id = $1`, [a.body.id]);
    expect((await book({ cookie, date: day, time: '11:00 AM' })).status).toBe(201);
  });
});

describe('S10: a retried booking and a browser’s own holds', () => {
  it('the same browser sending the same booking again gets the same hold and the same payment page, not a 409', async () => {
    const cookie = browser();
    const day = workday(6);
    const address = email();
    const first = await book({ cookie, date: day, time: '2:00 PM', email: address });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const retry = await book({ cookie, date: day, time: '2:00 PM', email: address });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toMatchObject({ id: first.body.id, status: 'pending', checkoutUrl: first.body.checkoutUrl, holdUntil: first.body.holdUntil });
    expect((await rows(cookie)).length).toBe(1);
    // Another browser still finds the time taken.
    expect((await book({ cookie: browser(), date: day, time: '2:00 PM' })).status).toBe(409);
  });

  it('a confirmed booking retried from the same browser is answered with that booking, mailed once', async () => {
    const founder = await signedInAccount(api.sql);
    await givePlan(api.sql, founder.accountId, 'pro');
    const day = workday(7);
    const first = await book({ cookie: founder.cookie, date: day, time: '9:00 AM', email: founder.email });
    expect(first.body).toMatchObject({ status: 'confirmed', paidWith: 'credit' });
    const retry = await book({ cookie: founder.cookie, date: day, time: '9:00 AM', email: founder.email });
    expect(retry.status, JSON.stringify(retry.body)).toBe(201);
    expect(retry.body).toMatchObject({ id: first.body.id, status: 'confirmed' });
    const [mail] = await api.sql<{ body_text: string }>(`SELECT body_text FROM outbox_email WHERE kind = 'booking-confirmation' AND related_id = $1`, [
      String(first.body.id),
    ]);
    // The e-mail states the cancellation policy as policies.yaml words it.
    expect(mail!.body_text.replace(/\s+/g, ' ')).toContain((await loadPolicies()).find((p) => p.id === 'refunds')!.cancellation!);
    const [mails] = await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE kind = 'booking-confirmation' AND related_id = $1`, [
      String(first.body.id),
    ]);
    expect(mails!.n).toBe(1);
  });

  it("a browser lists its own open holds with where to pay and until when, and releases them; nobody else's", async () => {
    const cookie = browser();
    const day = workday(8);
    const held = bookingSchema.parse((await book({ cookie, date: day, time: '3:00 PM' })).body);
    await book({ cookie: browser(), date: day, time: '4:00 PM' });

    const holds = await holdsOf(cookie);
    expect(holds).toHaveLength(1);
    expect(holds[0]).toMatchObject({ id: held.id, status: 'pending', date: day, time: '3:00 PM', checkoutUrl: held.checkoutUrl, holdUntil: held.holdUntil });
    expect(await holdsOf(browser())).toEqual([]);

    // A confirmed booking is not a hold; a lapsed hold is not listed.
    await api.sql(`UPDATE consultation_booking SET hold_until = now() - interval '1 second' WHERE id = $1`, [held.id]);
    expect(await holdsOf(cookie)).toEqual([]);
    await api.sql(`UPDATE consultation_booking SET hold_until = now() + interval '10 minutes' WHERE id = $1`, [held.id]);
    expect(await holdsOf(cookie)).toHaveLength(1);
    expect((await release(cookie, held.id)).body).toEqual({ released: true });
    expect(await holdsOf(cookie)).toEqual([]);
    expect((await book({ cookie: browser(), date: day, time: '3:00 PM' })).status).toBe(201);
  });
});
