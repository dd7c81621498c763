import http from 'node:http';
import { Logger } from '@nestjs/common';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MailService } from '../src/common/mail/mail.service.js';
import { Transactions } from '../src/database/sql-repository.js';
import { startTestApi, type TestApi, type TestResponse } from './support/test-api.js';

const SITE_URL = 'http://localhost:8080';
const VIEWER = '/api/dev/mail';

let api: TestApi;
const logSpy = vi.spyOn(Logger.prototype, 'log');

function get(path: string, headers: Record<string, string> = {}): Promise<TestResponse> {
  return api.visitor().get(path, headers);
}

/** Queues a mail the way every module does (in a transaction) and lets the outbox flush it. */
async function enqueue(mail: { to: string; subject: string; text: string }): Promise<number> {
  const mails = api.service(MailService);
  const id = await api.service(Transactions).run((tx) => mails.enqueue(tx, { kind: 'test-mail', ...mail }));
  await mails.flush();
  return id;
}

beforeAll(async () => {
  api = await startTestApi({ SITE_URL });
}, 120_000);

afterAll(async () => {
  logSpy.mockRestore();
  await api?.close();
});

// Shared by the two groups below, which run in order: the first queues the mail the second reads.
const email = 'viewer-check@example.com';
let mailId = 0;
let confirmLink = '';

describe('local mail viewer (no SMTP, not production)', () => {
  it('logs each mail kept locally with its subject, recipient and viewer link', async () => {
    const response = await api
      .visitor()
      .request('POST', '/api/newsletter-subscriptions', { email, source: 'footer' }, { headers: { 'x-forwarded-for': '10.31.0.1' } });
    expect(response.status).toBe(202);
    const [row] = await api.sql<{ id: number; body_text: string }>('SELECT id, body_text FROM outbox_email WHERE recipient = $1', [email]);
    mailId = row!.id;
    confirmLink = /https?:\/\/\S+\/confirm\/[A-Za-z0-9_-]+/.exec(row!.body_text)![0];
    await vi.waitFor(() =>
      expect(logSpy).toHaveBeenCalledWith(
        `e-mail kept in outbox: Please confirm your LaunchOps newsletter subscription to ${email}; read it at ${SITE_URL}${VIEWER}/${mailId}`,
      ),
    );
  });

  it('lists the mails newest first, marked as a local stand-in, each linking to its page', async () => {
    const later = await enqueue({ to: 'later@example.com', subject: 'A later mail', text: 'Hello' });
    const response = await get(VIEWER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain('<html lang="en">');
    expect(response.text).toMatch(/local development stand-in/i);
    expect(response.text).toContain(`href="${VIEWER}/${mailId}"`);
    expect(response.text).toContain(email);
    expect(response.text.indexOf(`${VIEWER}/${later}"`)).toBeLessThan(response.text.indexOf(`${VIEWER}/${mailId}"`));
  });

  it('opens one mail with its full text and working links', async () => {
    const response = await get(`${VIEWER}/${mailId}`);
    expect(response.status).toBe(200);
    expect(response.text).toContain('Please confirm your LaunchOps newsletter subscription');
    expect(response.text).toContain(`<a href="${confirmLink}">${confirmLink}</a>`);
    expect(response.text).toMatch(/local development stand-in/i);
  });

  it('answers JSON too, newest first, with each mail’s text and viewer address', async () => {
    const list = await get(`${VIEWER}?format=json`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toMatch(/^application\/json/);
    expect(list.body.notice).toMatch(/local development stand-in/i);
    const ids = (list.body.mails as Array<{ id: number }>).map((m) => m.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const mine = (list.body.mails as Array<Record<string, unknown>>).find((m) => m.id === mailId);
    expect(mine).toMatchObject({ to: email, kind: 'newsletter-confirm', url: `${VIEWER}/${mailId}`, sentAt: null });
    expect(mine!.text).toContain(confirmLink);

    const one = await get(`${VIEWER}/${mailId}?format=json`);
    expect(one.status).toBe(200);
    expect(one.body.mail).toMatchObject({ id: mailId, to: email });
  });

  it('escapes HTML in subjects, addresses and bodies', async () => {
    const id = await enqueue({
      to: 'x@example.com',
      subject: 'Hi <img src=x onerror=alert(1)>',
      text: 'Name: <script>alert("pwned")</script>\nSee http://localhost:8080/a?b=1&c="><script>x()</script> now',
    });
    for (const path of [VIEWER, `${VIEWER}/${id}`]) {
      const page = (await get(path)).text;
      expect(page, path).not.toContain('<script');
      expect(page, path).not.toContain('<img');
    }
    const page = (await get(`${VIEWER}/${id}`)).text;
    expect(page).toContain('&#60;script&#62;alert(&#34;pwned&#34;)&#60;/script&#62;');
    expect(page).toContain('<a href="http://localhost:8080/a?b=1&#38;c=">');
    // The page runs no script at all: its policy allows only its own style.
    expect((await get(`${VIEWER}/${id}`)).headers.get('content-security-policy')).toMatch(/default-src 'none'/);
  });
});

describe('local mail viewer: who may read it', () => {
  it('answers 404 for an unknown mail and 400 for a malformed id or format', async () => {
    expect((await get(`${VIEWER}/999999`)).status).toBe(404);
    expect((await get(`${VIEWER}/abc`)).status).toBe(400);
    expect((await get(`${VIEWER}?format=xml`)).status).toBe(400);
  });

  it('refuses a client that is not on this machine, even through a local proxy', async () => {
    for (const path of [VIEWER, `${VIEWER}/${mailId}`, `${VIEWER}?format=json`]) {
      const response = await get(path, { 'x-forwarded-for': '203.0.113.9' });
      expect(response.status, path).toBe(403);
      expect(response.text).not.toContain(email);
      expect(response.body.message).toMatch(/this machine/);
    }
    // A forwarding chain is believed only if every hop is local.
    expect((await get(VIEWER, { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' })).status).toBe(403);
    expect((await get(VIEWER, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(200);
  });

  it('refuses a page opened under another host name (DNS rebinding)', async () => {
    // Through the site server, which passes the name asked for as X-Forwarded-Host.
    const proxied = await get(VIEWER, { 'x-forwarded-host': 'evil.example.com:8080' });
    expect(proxied.status).toBe(403);
    expect(proxied.text).not.toContain(email);
    expect((await get(VIEWER, { 'x-forwarded-host': 'localhost:8080' })).status).toBe(200);
    // Straight to the API (fetch always sends the real Host, so a raw request).
    const direct = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.get(`${api.baseUrl}${VIEWER}`, { headers: { host: 'evil.example.com' } }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
    });
    expect(direct.status).toBe(403);
    expect(direct.text).not.toContain(email);
  });
});

describe('local mail viewer elsewhere', () => {
  it.each([
    ['production', { NODE_ENV: 'production' }],
    ['an SMTP server configured', { SMTP_URL: 'smtp://127.0.0.1:9' }],
    ['an SMTP server configured, even with MAIL_VIEWER=on', { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_VIEWER: 'on' }],
    ['MAIL_VIEWER=off', { MAIL_VIEWER: 'off' }],
  ])(
    'does not exist with %s (404)',
    async (_label, overrides) => {
      const other = await startTestApi({ SITE_URL, ...overrides });
      try {
        for (const path of [VIEWER, `${VIEWER}/1`, `${VIEWER}?format=json`]) {
          const response = await other.visitor().get(path);
          expect(response.status, path).toBe(404);
        }
      } finally {
        await other.close();
      }
    },
    120_000,
  );
});

describe('local mail viewer under npm start (the production build on one machine, MAIL_VIEWER=on)', () => {
  it('is there', async () => {
    const local = await startTestApi({ SITE_URL, NODE_ENV: 'production', MAIL_VIEWER: 'on' });
    try {
      const response = await local.visitor().get(`${VIEWER}?format=json`);
      expect(response.status).toBe(200);
    } finally {
      await local.close();
    }
  }, 120_000);
});
