import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses, countRows, expectRejectedWithoutWrite } from './support/requests.js';
import { startTestApi, type TestApi, type TestResponse } from './support/test-api.js';

/** What the subscription form refuses: malformed bodies (nothing is written) and too many requests from one address. */

const URL_BASE = '/api/newsletter-subscriptions';

let api: TestApi;

// Rate limits count per client IP; the API trusts X-Forwarded-For from loopback, so each request can be its own client.
const freshIp = clientAddresses(2);

function subscribe(body: unknown, ip = freshIp()): Promise<TestResponse> {
  return api.visitor().request('POST', URL_BASE, body, { headers: { 'x-forwarded-for': ip } });
}

async function subscription(email: string): Promise<{ id: number } | undefined> {
  const [row] = await api.sql<{ id: number }>('SELECT id FROM newsletter_subscription WHERE lower(email) = lower($1)', [email]);
  return row;
}

beforeAll(async () => {
  api = await startTestApi({ SITE_URL: 'https://launchops.test' });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('malformed subscription requests never write', () => {
  const big = 'x'.repeat(100 * 1024);
  const raw: Array<[string, string, string?]> = [
    ['invalid JSON', '{"email": '],
    ['JSON array', '[{"email": "a@example.com"}]'],
    ['JSON string', '"a@example.com"'],
    ['JSON null', 'null'],
    ['empty body with a JSON content type', ''],
    ['prototype pollution', '{"__proto__": {"admin": true}, "email": "p@example.com"}'],
    ['plain text', 'a@example.com', 'text/plain'],
    ['100 kB string', JSON.stringify({ email: `${big}@example.com` })],
  ];
  const typed: Array<[string, unknown]> = [
    ['empty object', {}],
    ['email not a string', { email: 42 }],
    ['email an object', { email: { $ne: null } }],
    ['email invalid', { email: 'not-an-email' }],
    ['email too long', { email: `${'a'.repeat(250)}@example.com` }],
    ['source bad characters', { email: 'ok@example.com', source: 'Footer <b>' }],
    ['source too long', { email: 'ok@example.com', source: 'a'.repeat(41) }],
    ['source not a string', { email: 'ok@example.com', source: 7 }],
    ['unknown field', { email: 'ok@example.com', admin: true }],
  ];

  const written = () => countRows(api, 'newsletter_subscription', 'outbox_email');
  const expectNoWrite = (run: () => Promise<TestResponse>, label: string) => expectRejectedWithoutWrite(run, written, { label });

  it('rejects each with 4xx', async () => {
    for (const [label, text, type] of raw) {
      await expectNoWrite(
        () =>
          api
            .visitor()
            .request('POST', URL_BASE, undefined, { raw: text, headers: { 'content-type': type ?? 'application/json', 'x-forwarded-for': freshIp() } }),
        label,
      );
    }
    for (const [label, body] of typed) await expectNoWrite(() => subscribe(body), label);
    await expectNoWrite(() => subscribe(undefined), 'no body');
  });

  it('names the field in the message', async () => {
    const response = await subscribe({ email: 'nope' });
    expect(response.body).toMatchObject({
      statusCode: 400,
      message: 'Please enter a valid email address',
      issues: [{ path: 'email', message: 'Please enter a valid email address' }],
    });
  });
});

describe('newsletter rate limit', () => {
  it('answers 429 with Retry-After after 10 requests a minute from one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await subscribe({ email: `limit${i}@example.com` }, ip)).status).toBe(202);
    }
    const limited = await subscribe({ email: 'limit10@example.com' }, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await subscription('limit10@example.com')).toBeUndefined();
  });
});
