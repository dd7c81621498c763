import { Logger } from '@nestjs/common';
import { subscriptionAcceptedSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientAddresses } from './support/requests.js';
import { CONFIRMATION_RESEND_COOLDOWN_MINUTES } from '../src/modules/newsletter/newsletter.service.js';
import { startTestApi, type TestApi, type TestResponse } from './support/test-api.js';

const SITE_URL = 'https://launchops.test';
const ACCEPTED = { message: 'Thanks! Please check your inbox to confirm your subscription.' };
const URL_BASE = '/api/newsletter-subscriptions';

let api: TestApi;
const logSpy = vi.spyOn(Logger.prototype, 'log');

// Rate limits count per client IP; the API trusts X-Forwarded-For from loopback, so each request can be its own client.
const freshIp = clientAddresses(2);

function subscribe(body: unknown, ip = freshIp()): Promise<TestResponse> {
  return api.visitor().request('POST', URL_BASE, body, { headers: { 'x-forwarded-for': ip } });
}

function open(path: string, method = 'GET', init: { raw?: string; headers?: Record<string, string> } = {}): Promise<TestResponse> {
  return api.visitor().request(method, path, undefined, { ...init, headers: { 'x-forwarded-for': freshIp(), ...init.headers } });
}

interface SubscriptionRow {
  id: number;
  email: string;
  source: string;
  status: string;
  confirm_token: string;
  unsubscribe_token: string;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
}

async function subscription(email: string): Promise<SubscriptionRow | undefined> {
  const [row] = await api.sql<SubscriptionRow>('SELECT * FROM newsletter_subscription WHERE lower(email) = lower($1)', [email]);
  return row;
}

async function mailsTo(email: string): Promise<Array<{ id: number; subject: string; body_text: string; sent_at: Date | null; kind: string }>> {
  return api.sql('SELECT * FROM outbox_email WHERE lower(recipient) = lower($1) ORDER BY id', [email]);
}

const linkPath = (body: string, action: 'confirm' | 'unsubscribe') => {
  const match = new RegExp(`${SITE_URL}(/api/newsletter-subscriptions/${action}/[A-Za-z0-9_-]+)`).exec(body);
  expect(match, `${action} link in ${body}`).not.toBeNull();
  return match![1]!;
};

beforeAll(async () => {
  api = await startTestApi({ SITE_URL });
}, 120_000);

afterAll(async () => {
  logSpy.mockRestore();
  await api?.close();
});

// One address goes through every state, across the describes below.
const email = 'Founder@Example.com';

describe('newsletter double opt-in', () => {
  it('accepts a new address as pending and queues a confirmation e-mail', async () => {
    const response = await subscribe({ email, source: 'footer' });
    expect(response.status).toBe(202);
    expect(subscriptionAcceptedSchema.parse(response.body)).toEqual(ACCEPTED);
    const row = await subscription(email);
    expect(row).toMatchObject({ email, source: 'footer', status: 'pending', confirmed_at: null });
    expect(row!.confirm_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(row!.unsubscribe_token).not.toBe(row!.confirm_token);

    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'newsletter-confirm', subject: 'Please confirm your LaunchOps newsletter subscription', sent_at: null });
    expect(linkPath(mail!.body_text, 'confirm')).toBe(`${URL_BASE}/confirm/${row!.confirm_token}`);
    expect(linkPath(mail!.body_text, 'unsubscribe')).toBe(`${URL_BASE}/unsubscribe/${row!.unsubscribe_token}`);
    // Without SMTP_URL the mail stays in the outbox and the log says so, with the local mail viewer's link to it.
    await vi.waitFor(() =>
      expect(logSpy).toHaveBeenCalledWith(
        `e-mail kept in outbox: Please confirm your LaunchOps newsletter subscription to ${email}; read it at ${SITE_URL}/api/dev/mail/${mail!.id}`,
      ),
    );
  });

  it('answers the same for a pending address, and mails the confirmation again only after the cooldown', async () => {
    const response = await subscribe({ email: 'founder@example.COM' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual(ACCEPTED);
    expect(await api.sql('SELECT id FROM newsletter_subscription WHERE lower(email) = lower($1)', [email])).toHaveLength(1);
    // Asked again straight away: the first e-mail is still the one to open.
    expect(await mailsTo(email)).toHaveLength(1);

    // Once the last e-mail is older than the cooldown, the next request sends it again, with the same link.
    const older = `${CONFIRMATION_RESEND_COOLDOWN_MINUTES * 60 + 5} seconds`;
    await api.sql(`UPDATE newsletter_subscription SET confirmation_sent_at = now() - $2::interval WHERE lower(email) = lower($1)`, [email, older]);
    expect((await subscribe({ email })).body).toEqual(ACCEPTED);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(linkPath(mails[1]!.body_text, 'confirm')).toBe(linkPath(mails[0]!.body_text, 'confirm'));
    // And that resend starts a new cooldown.
    expect((await subscribe({ email })).body).toEqual(ACCEPTED);
    expect(await mailsTo(email)).toHaveLength(2);
  });

  it('lets nobody flood an inbox through the form: one e-mail per address per cooldown, from any number of clients', async () => {
    const victim = 'inbox@example.org';
    for (let i = 0; i < 12; i += 1) expect((await subscribe({ email: victim, source: 'footer' })).status).toBe(202);
    expect(await mailsTo(victim)).toHaveLength(1);
  });

  it('opens the e-mail link on a page with a confirm button, and opening it alone (as a mail scanner does) confirms nothing', async () => {
    const [mail] = await mailsTo(email);
    const path = linkPath(mail!.body_text, 'confirm');
    for (let i = 0; i < 2; i += 1) {
      const response = await open(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      expect(response.headers.get('content-security-policy')).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
      // The button posts back to the same address, which the page's policy allows and nothing else.
      expect(response.headers.get('content-security-policy')).toContain("form-action 'self'");
      expect(response.text).toContain('<h1>Confirm your subscription</h1>');
      expect(response.text).toContain('<form method="post"><button type="submit">Confirm my subscription</button></form>');
    }
    expect(await subscription(email)).toMatchObject({ status: 'pending', confirmed_at: null });
  });
});

// The same describe again (one describe was over 80 lines), on the same address.
describe('newsletter double opt-in', () => {
  it("confirms with the page's button, idempotently, and the link then shows the confirmed page", async () => {
    const [mail] = await mailsTo(email);
    const path = linkPath(mail!.body_text, 'confirm');
    for (let i = 0; i < 2; i += 1) {
      // What the browser sends for the page's form: an empty urlencoded body.
      const response = await open(path, 'POST', { raw: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      expect(response.headers.get('content-security-policy')).toContain("form-action 'none'");
      expect(response.text).toContain('<h1>Subscription confirmed</h1>');
      expect(response.text).toContain(`href="${SITE_URL}/"`);
      expect(response.text).not.toContain('<form');
    }
    const row = await subscription(email);
    expect(row!.status).toBe('confirmed');
    expect(row!.confirmed_at).not.toBeNull();
    const again = await open(path);
    expect(again.status).toBe(200);
    expect(again.text).toContain('<h1>Subscription confirmed</h1>');
  });

  it('answers the same for a confirmed address and changes nothing', async () => {
    const before = await mailsTo(email);
    const response = await subscribe({ email, source: 'blog' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual(ACCEPTED);
    expect(await mailsTo(email)).toHaveLength(before.length);
    expect(await subscription(email)).toMatchObject({ status: 'confirmed', source: 'footer' });
  });

  it('keeps subscriptions across a restart', async () => {
    await api.restart();
    expect((await subscription(email))!.status).toBe('confirmed');
    const [mail] = await mailsTo(email);
    expect((await open(linkPath(mail!.body_text, 'confirm'))).status).toBe(200);
  });

  it('unsubscribes with one click (GET, and POST per RFC 8058), idempotently', async () => {
    const [mail] = await mailsTo(email);
    const path = linkPath(mail!.body_text, 'unsubscribe');
    const first = await open(path);
    expect(first.status).toBe(200);
    expect(first.text).toContain('<h1>You have been unsubscribed</h1>');
    const row = await subscription(email);
    expect(row!.status).toBe('unsubscribed');
    const again = await open(path);
    expect(again.status).toBe(200);
    const oneClick = await open(path, 'POST', { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect(oneClick.text).toContain('You have been unsubscribed');
    const empty = await open(path, 'POST');
    expect(empty.status).toBe(200);
    // The first unsubscribe time is kept.
    expect((await subscription(email))!.unsubscribed_at).toEqual(row!.unsubscribed_at);
  });

  it('does not let an old confirmation link subscribe an address that unsubscribed', async () => {
    const [mail] = await mailsTo(email);
    for (const method of ['GET', 'POST']) {
      const response = await open(linkPath(mail!.body_text, 'confirm'), method);
      expect(response.status, method).toBe(410);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).not.toContain('<form');
    }
    expect((await subscription(email))!.status).toBe('unsubscribed');
  });
});

// The same describe again (one describe was over 80 lines), on the same address.
describe('newsletter double opt-in', () => {
  it('makes an unsubscribed address pending again with a new confirmation link', async () => {
    const before = await subscription(email);
    const response = await subscribe({ email, source: 'signup:pro' });
    expect(response.status).toBe(202);
    expect(response.body).toEqual(ACCEPTED);
    const row = await subscription(email);
    expect(row).toMatchObject({ status: 'pending', source: 'signup:pro', unsubscribed_at: null, confirmed_at: null });
    expect(row!.confirm_token).not.toBe(before!.confirm_token);
    const mails = await mailsTo(email);
    expect(linkPath(mails.at(-1)!.body_text, 'confirm')).toBe(`${URL_BASE}/confirm/${row!.confirm_token}`);
    // The link from before the unsubscribe is dead; the new one works.
    expect((await open(`${URL_BASE}/confirm/${before!.confirm_token}`)).status).toBe(404);
    expect((await open(`${URL_BASE}/confirm/${before!.confirm_token}`, 'POST')).status).toBe(404);
    expect((await open(`${URL_BASE}/confirm/${row!.confirm_token}`, 'POST')).status).toBe(200);
    expect((await subscription(email))!.status).toBe('confirmed');
  });

  it('answers unknown and malformed links with a 404 HTML page', async () => {
    for (const path of [
      `${URL_BASE}/confirm/${'a'.repeat(43)}`,
      `${URL_BASE}/unsubscribe/${'a'.repeat(43)}`,
      `${URL_BASE}/confirm/short`,
      `${URL_BASE}/unsubscribe/${'%3Cscript%3E'.repeat(4)}`,
    ]) {
      const response = await open(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.text).toContain('Link not found');
      expect(response.text).not.toContain('<script>');
    }
    expect((await open(`${URL_BASE}/unsubscribe/${'a'.repeat(43)}`, 'POST')).status).toBe(404);
    expect((await open(`${URL_BASE}/confirm/${'a'.repeat(43)}`, 'POST')).status).toBe(404);
    expect((await open(`${URL_BASE}/confirm/short`, 'POST')).status).toBe(404);
  });

  it('never fails when the same new address is sent many times at once', async () => {
    const address = 'race@example.com';
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => subscribe({ email: i % 2 ? address : address.toUpperCase() })));
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(202));
    expect(responses.every((r) => r.body.message === ACCEPTED.message)).toBe(true);
    expect(await api.sql('SELECT id FROM newsletter_subscription WHERE lower(email) = $1', [address])).toHaveLength(1);
    // One confirmation for the new address; the requests that found it pending fall inside the cooldown.
    expect(await mailsTo(address)).toHaveLength(1);
  });
});
