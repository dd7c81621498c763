import { randomUUID } from 'node:crypto';
import { addDays, bookingQuoteSchema, bookingSchema, dateInZone, dayDate, fullDate, managedBookingSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFederalHoliday, isWeekend } from '../src/common/calendar-days.js';
import { BookingCancellationsService } from '../src/modules/consulting/booking-cancellations.service.js';
import { BookingsService } from '../src/modules/consulting/bookings.service.js';
import { startTestPayments, type TestPayments } from '@launchops/test-payments';
import { call, deliver, event, givePlan, signedInAccount, WEBHOOK_SECRET } from './support/billing.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * Sessions paid in the booking flow, against the local test-payments service: a Pro founder's session credit is used
 * once a billing period, the next booking is held and paid at Checkout (confirmed and mailed only by the payment's
 * webhook, once), a hold that runs out frees its time, and a cancel at least 24 hours ahead refunds the charge or
 * returns the credit (later: nothing).
 */

let api: TestApi;
let payments: TestPayments;
const nextAddress = clientAddresses(91);
const NY = 'America/New_York';
const HOUR = 3_600_000;

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

const input = (date: string, time = '10:00 AM') => ({
  firstName: 'Grace',
  lastName: 'Hopper',
  email: `grace-${randomUUID()}@example.com`,
  consultantId: 1,
  date,
  time,
  topic: 'Tax & Accounting Setup',
  notes: '',
});

const book = (cookie: string, date: string, time?: string) => call(api.baseUrl, 'POST', '/api/consultation-bookings', cookie, input(date, time), nextAddress());
const quote = async (cookie: string) => bookingQuoteSchema.parse((await call(api.baseUrl, 'GET', '/api/consultation-bookings/quote', cookie)).body);
const bookingRow = async (id: number) =>
  (
    await api.sql<{ status: string; paid_with: string; manage_token: string; starts_at: Date; hold_until: Date | null }>(
      'SELECT status, paid_with, manage_token, starts_at, hold_until FROM consultation_booking WHERE id = $1',
      [id],
    )
  )[0]!;
const confirmations = async (id: number) =>
  (await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE kind = 'booking-confirmation' AND related_id = $1`, [String(id)]))[0]!.n;
const payment = async (id: number) =>
  (
    await api.sql<{ amount_cents: number; refunded_at: Date | null }>(`SELECT amount_cents, refunded_at FROM billing_payment WHERE related_id = $1`, [
      `booking-${id}`,
    ])
  )[0];

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

async function proFounder() {
  const account = await signedInAccount(api.sql);
  await givePlan(api.sql, account.accountId, 'pro');
  return account;
}

describe('a Pro founder books with the plan credit, then pays', () => {
  it('the first booking of the period uses the credit (no charge); the second is held, paid at Checkout and only then confirmed', async () => {
    const founder = await proFounder();
    expect(await quote(founder.cookie)).toMatchObject({ payWith: 'credit', planName: 'Pro', creditsLeft: 1, creditsPerPeriod: 1, priceCents: 15000 });

    const first = await book(founder.cookie, workday(3));
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(bookingSchema.parse(first.body)).toMatchObject({ status: 'confirmed' });
    expect(first.body.checkoutUrl).toBeUndefined();
    expect(await bookingRow(first.body.id)).toMatchObject({ status: 'confirmed', paid_with: 'credit' });
    expect(await payment(first.body.id)).toBeUndefined();
    expect(await confirmations(first.body.id)).toBe(1);
    expect(await quote(founder.cookie)).toMatchObject({ payWith: 'charge', creditsLeft: 0 });

    const second = await book(founder.cookie, workday(3), '11:00 AM');
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    const held = bookingSchema.parse(second.body);
    expect(held.status).toBe('pending');
    expect(held.checkoutUrl).toMatch(new RegExp(`^${payments.url}/checkout/cs_test_`));
    expect(Date.parse(held.holdUntil!) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(await confirmations(held.id)).toBe(0);
    // The held time is taken for everyone else meanwhile.
    const other = await book(`lo_visitor=${randomUUID()}`, workday(3), '11:00 AM');
    expect(other.status).toBe(409);

    // The payment page and the receipt write the session's date as the site does, not as the booking stores it.
    const when = `${fullDate(dayDate(workday(3)), 'utc')} at 11:00 AM`;
    const checkoutPage = await (await fetch(held.checkoutUrl!)).text();
    expect(checkoutPage).toContain(when);
    expect(checkoutPage).not.toContain(workday(3));
    const landing = await pay(held.checkoutUrl!);
    expect(landing).toBe(`https://launchops.test/consulting?payment=success&booking=${held.id}`);
    const receipt = await api.sql<{ body: string }>(`SELECT body_text AS body FROM outbox_email WHERE kind = 'billing-receipt' ORDER BY id DESC LIMIT 1`);
    expect(receipt[0]?.body).toMatch(new RegExp(`For: Consulting session with [^,\n]+, ${when} Eastern (Standard|Daylight) Time\n`));
    expect(await bookingRow(held.id)).toMatchObject({ status: 'confirmed', paid_with: 'charge', hold_until: null });
    expect(await payment(held.id)).toMatchObject({ amount_cents: 15000, refunded_at: null });
    expect(await confirmations(held.id)).toBe(1);
    const own = await call(api.baseUrl, 'GET', `/api/consultation-bookings/${held.id}`, founder.cookie);
    expect(own.body).toMatchObject({ id: held.id, status: 'confirmed' });
    // Not someone else's to read.
    expect((await call(api.baseUrl, 'GET', `/api/consultation-bookings/${held.id}`, `lo_visitor=${randomUUID()}`)).status).toBe(404);
  });

  it('a replayed payment webhook confirms (and mails) once', async () => {
    const visitor = `lo_visitor=${randomUUID()}`;
    const held = await book(visitor, workday(4), '1:00 PM');
    expect(held.body.status).toBe('pending');
    const completed = event('checkout.session.completed', {
      id: `cs_test_replay_${randomUUID()}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      customer: null,
      payment_intent: `pi_replay_${randomUUID()}`,
      amount_total: 15000,
      currency: 'usd',
      metadata: { kind: 'session', relatedId: `booking-${held.body.id}` },
    });
    expect((await deliver(api.baseUrl, completed)).body).toEqual({ received: true, duplicate: false });
    expect((await deliver(api.baseUrl, completed)).body).toEqual({ received: true, duplicate: true });
    // The same payment under another event id changes nothing either.
    expect((await deliver(api.baseUrl, { ...completed, id: `${completed.id}_again` })).body).toEqual({ received: true, duplicate: false });
    expect(await bookingRow(held.body.id)).toMatchObject({ status: 'confirmed', paid_with: 'charge' });
    expect(await confirmations(held.body.id)).toBe(1);
  });
});

describe('holds', () => {
  it('a hold that runs out unpaid frees the time; the owner sees it cancelled', async () => {
    const first = `lo_visitor=${randomUUID()}`;
    const held = await book(first, workday(5), '2:00 PM');
    expect(held.body.status).toBe('pending');
    const available = async () =>
      ((await call(api.baseUrl, 'GET', `/api/consultants/1/availability?date=${workday(5)}`)).body.slots as Array<{ time: string; available: boolean }>).find(
        (s) => s.time === '2:00 PM',
      )!.available;
    expect(await available()).toBe(false);
    await api.sql(`UPDATE consultation_booking SET hold_until = now() - interval '1 second' WHERE id = $1`, [held.body.id]);
    await new Promise((resolve) => setTimeout(resolve, 5_100)); // a day's booked times are kept 5 s at most
    expect(await available()).toBe(true);
    const second = await book(`lo_visitor=${randomUUID()}`, workday(5), '2:00 PM');
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect((await bookingRow(held.body.id)).status).toBe('expired');
    expect((await call(api.baseUrl, 'GET', `/api/consultation-bookings/${held.body.id}`, first)).body.status).toBe('cancelled');
    // Its payment arriving late is refunded, not confirmed over the new booking.
    const landing = await pay(held.body.checkoutUrl);
    expect(landing).toContain('payment=success');
    expect((await bookingRow(held.body.id)).status).toBe('cancelled');
    await expect.poll(async () => (await payment(held.body.id))?.refunded_at ?? null, { timeout: 10_000 }).not.toBeNull();
  });

  it("Checkout's expiry (checkout.session.expired) frees the held time", async () => {
    const held = await book(`lo_visitor=${randomUUID()}`, workday(6), '4:00 PM');
    expect(held.body.status).toBe('pending');
    const expired = event('checkout.session.expired', {
      id: `cs_test_expired_${randomUUID()}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'unpaid',
      metadata: { kind: 'session', relatedId: `booking-${held.body.id}` },
    });
    expect((await deliver(api.baseUrl, expired)).body).toEqual({ received: true, duplicate: false });
    expect((await bookingRow(held.body.id)).status).toBe('expired');
    expect((await book(`lo_visitor=${randomUUID()}`, workday(6), '4:00 PM')).status).toBe(201);
  });

  it('back from Checkout without paying: the time is released at once', async () => {
    const visitor = `lo_visitor=${randomUUID()}`;
    const held = await book(visitor, workday(6), '3:00 PM');
    expect(held.body.status).toBe('pending');
    expect(
      (await call(api.baseUrl, 'POST', `/api/consultation-bookings/${held.body.id}/release`, `lo_visitor=${randomUUID()}`, undefined, nextAddress())).body,
    ).toEqual({ released: false });
    expect((await call(api.baseUrl, 'POST', `/api/consultation-bookings/${held.body.id}/release`, visitor, undefined, nextAddress())).body).toEqual({
      released: true,
    });
    expect((await book(`lo_visitor=${randomUUID()}`, workday(6), '3:00 PM')).status).toBe(201);
  });
});

describe('cancelling: 24 hours or more ahead gives back, less does not', () => {
  async function paidBooking(time: string, n: number): Promise<{ id: number; token: string; startsAt: Date }> {
    const held = await book(`lo_visitor=${randomUUID()}`, workday(n), time);
    expect(held.body.status).toBe('pending');
    await pay(held.body.checkoutUrl);
    const row = await bookingRow(held.body.id);
    expect(row.status).toBe('confirmed');
    return { id: held.body.id, token: row.manage_token, startsAt: new Date(row.starts_at) };
  }

  it('a paid session cancelled 25 hours ahead is refunded', async () => {
    const bookings = api.service(BookingsService);
    const cancellations = api.service(BookingCancellationsService);
    const { id, token, startsAt } = await paidBooking('9:00 AM', 7);
    const at = new Date(startsAt.getTime() - 25 * HOUR);
    expect(managedBookingSchema.parse(await bookings.getManaged(token, at))).toMatchObject({ canCancel: true, cancelReturns: 'refund' });
    // The cancel's answer says what it gave back, so the page can say so where the founder lands.
    expect(managedBookingSchema.parse(await cancellations.cancel(token, at))).toMatchObject({ status: 'cancelled', returned: 'refund' });
    await expect.poll(async () => (await payment(id))?.refunded_at ?? null, { timeout: 10_000 }).not.toBeNull();
    const mail = await api.sql<{ body_text: string }>(`SELECT body_text FROM outbox_email WHERE kind = 'booking-cancelled' AND related_id = $1`, [String(id)]);
    expect(mail[0]!.body_text).toContain('refunded to your card');
  });

  it('a paid session cancelled 23 hours ahead is cancelled without a refund (and says so first)', async () => {
    const bookings = api.service(BookingsService);
    const cancellations = api.service(BookingCancellationsService);
    const { id, token, startsAt } = await paidBooking('10:00 AM', 7);
    const at = new Date(startsAt.getTime() - 23 * HOUR);
    expect(await bookings.getManaged(token, at)).toMatchObject({ canChange: false, canCancel: true, cancelReturns: 'none' });
    expect(await cancellations.cancel(token, at)).toMatchObject({ status: 'cancelled', returned: 'none' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await payment(id)).toMatchObject({ refunded_at: null });
    const mail = await api.sql<{ body_text: string }>(`SELECT body_text FROM outbox_email WHERE kind = 'booking-cancelled' AND related_id = $1`, [String(id)]);
    expect(mail[0]!.body_text).toContain('not returned');
  });

  it("the plan's credit comes back for a cancel 25 hours ahead, not for one 23 hours ahead", async () => {
    const cancellations = api.service(BookingCancellationsService);
    const founder = await proFounder();
    const first = await book(founder.cookie, workday(8), '9:00 AM');
    expect((await bookingRow(first.body.id)).paid_with).toBe('credit');
    const early = await bookingRow(first.body.id);
    await cancellations.cancel(early.manage_token, new Date(new Date(early.starts_at).getTime() - 25 * HOUR));
    expect(await quote(founder.cookie)).toMatchObject({ payWith: 'credit', creditsLeft: 1 });

    const again = await book(founder.cookie, workday(8), '10:00 AM');
    expect((await bookingRow(again.body.id)).paid_with).toBe('credit');
    const late = await bookingRow(again.body.id);
    await cancellations.cancel(late.manage_token, new Date(new Date(late.starts_at).getTime() - 23 * HOUR));
    expect(await quote(founder.cookie)).toMatchObject({ payWith: 'charge', creditsLeft: 0 });
  });
});
