import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPayments, TEST_PAYMENTS_DEFAULT_KEY, type TestPayments } from './test-payments-server.js';

/** The stand-in's Checkout pages once a session has expired: nothing to pay, and the page says so (as Stripe's does). */

let payments: TestPayments;
let webhooks: Server;
const received: string[] = [];

beforeAll(async () => {
  webhooks = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push((JSON.parse(body) as { type: string }).type);
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => webhooks.listen(0, '127.0.0.1', resolve));
  const { port } = webhooks.address() as AddressInfo;
  payments = await startTestPayments({ webhookUrl: `http://127.0.0.1:${port}/webhook`, webhookSecret: 'whsec_unit' });
});

afterAll(async () => {
  await payments?.close();
  await new Promise((resolve) => webhooks?.close(resolve));
});

async function openSession(expiresAt?: number): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: 'payment',
    success_url: 'http://localhost:8080/consulting?paid=1',
    cancel_url: 'http://localhost:8080/consulting',
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': 'usd',
    'line_items[0][price_data][unit_amount]': '15000',
    'line_items[0][price_data][product_data][name]': 'Consulting session',
    ...(expiresAt ? { expires_at: String(expiresAt) } : {}),
  });
  const response = await fetch(`${payments.url}/v1/checkout/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TEST_PAYMENTS_DEFAULT_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { id: string; url: string };
}

const payAt = (session: { id: string; url: string }) =>
  fetch(new URL(`/checkout/${session.id}/pay`, session.url), { method: 'POST', body: new URLSearchParams(), redirect: 'manual' });

describe('an expired Checkout Session', () => {
  it('expired by the API while its page was open: the Pay button charges nothing and says it expired, not "paid"', async () => {
    const session = await openSession();
    const expired = await fetch(`${payments.url}/v1/checkout/sessions/${session.id}/expire`, {
      method: 'POST',
      headers: { authorization: `Bearer ${TEST_PAYMENTS_DEFAULT_KEY}` },
    });
    expect(expired.status).toBe(200);
    const paid = await payAt(session);
    expect(paid.status).toBe(410);
    expect(paid.headers.get('location')).toBeNull();
    expect(await paid.text()).toContain('This checkout is expired.');
    expect(payments.events.some((e) => e.type === 'payment_intent.succeeded')).toBe(false);
  });

  it('past its expires_at: expires when its page is opened or paid, and says so by webhook', async () => {
    const session = await openSession(Math.floor(Date.now() / 1000) - 1);
    expect(await (await fetch(session.url)).text()).toContain('This checkout is expired.');
    expect((await payAt(session)).status).toBe(410);
    await expect.poll(() => received.filter((type) => type === 'checkout.session.expired').length).toBeGreaterThanOrEqual(2);
    expect(payments.events.some((e) => e.type === 'payment_intent.succeeded')).toBe(false);
  });

  it('an open one is paid once; paying it again goes to its success page and charges nothing more', async () => {
    const session = await openSession();
    const first = await payAt(session);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('http://localhost:8080/consulting?paid=1');
    const again = await payAt(session);
    expect(again.headers.get('location')).toBe('http://localhost:8080/consulting?paid=1');
    expect(payments.events.filter((e) => e.type === 'payment_intent.succeeded')).toHaveLength(1);
  });
});
