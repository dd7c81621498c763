import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODES_PER_HOUR } from '@launchops/contracts';
import { startSmtpSink, waitForMail } from '@launchops/test-support/local-servers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHelpers } from './support/auth-browser.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const { freshIp, newAddress, browser, codeFor, signIn, countRows } = authHelpers(() => api);

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('sign-in by e-mail code', () => {
  it('answers every address the same, and mails a 6-digit code that signs in once', async () => {
    const email = newAddress();
    const b = browser();
    const sent = await b.call('POST', '/code', { email: ` ${email.toUpperCase()} ` });
    expect(sent).toMatchObject({ status: 202, body: { message: 'If that address can sign in, a code is on its way. It works for 10 minutes.' } });
    const code = await codeFor(email);
    // Stored hashed only.
    expect(JSON.stringify(await api.sql(`SELECT * FROM sign_in_code WHERE email = $1`, [email]))).not.toContain(code);
    const verified = await b.call('POST', '/verify', { email, code });
    expect(verified.status).toBe(200);
    expect(verified.body.account).toMatchObject({ email });
    expect(b.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await b.call('GET', '/session')).body.account.email).toBe(email);
    // Used: the same code does not work again.
    const again = await browser().call('POST', '/verify', { email, code });
    expect(again).toMatchObject({ status: 401, body: { message: 'That code is not valid or has expired. Ask for a new one.' } });
  });

  it('refuses wrong and expired codes, and a code after too many wrong tries', async () => {
    const email = newAddress();
    const b = browser();
    await b.call('POST', '/code', { email });
    const code = await codeFor(email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let i = 0; i < SIGN_IN_CODE_ATTEMPTS; i += 1) expect((await b.call('POST', '/verify', { email, code: wrong })).status).toBe(401);
    expect((await b.call('POST', '/verify', { email, code })).status).toBe(401);
    expect(b.session).toBeUndefined();

    const late = newAddress();
    await b.call('POST', '/code', { email: late });
    await api.sql(`UPDATE sign_in_code SET expires_at = now() - interval '1 second' WHERE email = $1`, [late]);
    expect((await b.call('POST', '/verify', { email: late, code: await codeFor(late) })).status).toBe(401);
    expect(await api.sql(`SELECT * FROM account WHERE email = $1 OR email = $2`, [email, late])).toEqual([]);
  });

  it(`sends one address at most ${SIGN_IN_CODES_PER_HOUR} codes an hour, however many are asked for`, async () => {
    const email = newAddress();
    const answers = await Promise.all(Array.from({ length: 100 }, () => browser().call('POST', '/code', { email })));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(SIGN_IN_CODES_PER_HOUR);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(100 - SIGN_IN_CODES_PER_HOUR);
    expect(refused[0]!.body.message).toMatch(/Too many codes were asked for this address/);
    expect(await countRows('sign_in_code', email)).toBe(SIGN_IN_CODES_PER_HOUR);
    const [mails] = await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE recipient = $1`, [email]);
    expect(mails!.n).toBe(SIGN_IN_CODES_PER_HOUR);
  });

  it('refuses input that is not an address or a code, with the field named, writing nothing', async () => {
    const b = browser();
    for (const body of [{}, { email: 'not-an-address' }, { email: 'a@example.com', extra: 1 }, 'text']) {
      const answer = await b.call('POST', '/code', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ email: 'a@example.com', code: '12345' }, { email: 'a@example.com', code: 'abcdef' }, { code: '123456' }]) {
      const answer = await b.call('POST', '/verify', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await countRows('sign_in_code', 'a@example.com')).toBe(0);
  });

  it("refuses requests made by another site's page (CSRF), writing nothing", async () => {
    const email = newAddress();
    const b = browser();
    const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      const answer = await b.call('POST', '/code', { email }, headers);
      expect(answer).toMatchObject({ status: 403, body: { message: expect.stringContaining('This request must come from a LaunchOps page.') } });
    }
    expect(await countRows('sign_in_code', email)).toBe(0);
    // The site's own pages are fine.
    expect((await b.call('POST', '/code', { email }, { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' })).status).toBe(202);
    const signedIn = await signIn(newAddress());
    expect((await signedIn.call('POST', '/sign-out-everywhere', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await signedIn.call('GET', '/session')).body.account).not.toBeNull();
  });
});

describe('guessing codes', () => {
  it('pauses code sign-in for the guessing client for an hour after 10 wrong codes for an address in a day, counted across codes, and tells the address once', async () => {
    const email = newAddress();
    const b = browser();
    // The guesser sends from one client address.
    const from = { 'x-forwarded-for': freshIp() };
    const guess = async (code: string) => (await b.call('POST', '/verify', { email, code }, from)).status;
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
    // 4 + 4 + 1 wrong guesses over three codes: 9 failures, no code used up, nothing paused yet.
    let code = '';
    for (const tries of [4, 4, 1]) {
      expect((await b.call('POST', '/code', { email }, from)).status).toBe(202);
      code = await codeFor(email);
      for (let i = 0; i < tries; i += 1) expect(await guess(wrongFor(code))).toBe(401);
    }
    const paused = () =>
      api.sql<{ subject: string; body_text: string }>(`SELECT subject, body_text FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-paused'`, [email]);
    expect(await paused()).toEqual([]);
    // The 10th failure pauses this client: even the right code of a live code is refused, and no new code is sent.
    expect(await guess(wrongFor(code))).toBe(401);
    const refused = await b.call('POST', '/verify', { email, code }, from);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/paused for an hour/);
    expect(b.session).toBeUndefined();
    const asked = await b.call('POST', '/code', { email }, from);
    expect(asked.status).toBe(429);
    expect(asked.body.message).toMatch(/paused for an hour/);
    expect(await countRows('sign_in_code', email)).toBe(3);
    // The owner is told, once, without any code in the mail.
    const mails = await paused();
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body_text).toMatch(/10 wrong sign-in codes/);
    expect(mails[0]!.body_text).not.toContain(code);
    // Another address is not affected.
    await signIn(newAddress());
    // An hour later the right code works again.
    await api.sql(`UPDATE sign_in_failure SET failed_at = failed_at - interval '61 minutes' WHERE email = $1`, [email]);
    expect(await guess(code)).toBe(200);
    expect(await paused()).toHaveLength(1);
  });

  it('does not lock the owner out: 12 requests of a guessing client pause that client only, and a fresh code signs the owner in', async () => {
    const email = newAddress();
    const guesser = browser();
    const from = { 'x-forwarded-for': freshIp() };
    for (let round = 0; round < 2; round += 1) {
      expect((await guesser.call('POST', '/code', { email }, from)).status).toBe(202);
      const code = await codeFor(email);
      for (let i = 0; i < 5; i += 1)
        expect((await guesser.call('POST', '/verify', { email, code: code === '000000' ? '000001' : '000000' }, from)).status).toBe(401);
    }
    expect((await guesser.call('POST', '/code', { email }, from)).status).toBe(429);
    // The owner, from a network of their own, asks for a fresh code and signs in with it.
    const owner = await signIn(email);
    expect((await owner.call('GET', '/session')).body.account.email).toBe(email);
    // The guesser is still paused.
    expect((await guesser.call('POST', '/verify', { email, code: '123456' }, from)).status).toBe(429);
  });

  it("keeps counting the day's failures after a pause: one more wrong code pauses the client again, with no second mail", async () => {
    const email = newAddress();
    const b = browser();
    const from = { 'x-forwarded-for': freshIp() };
    for (let round = 0; round < 2; round += 1) {
      expect((await b.call('POST', '/code', { email }, from)).status).toBe(202);
      const code = await codeFor(email);
      for (let i = 0; i < 5; i += 1) expect((await b.call('POST', '/verify', { email, code: code === '000000' ? '000001' : '000000' }, from)).status).toBe(401);
    }
    expect((await b.call('POST', '/code', { email }, from)).status).toBe(429);
    await api.sql(`UPDATE sign_in_failure SET failed_at = failed_at - interval '61 minutes' WHERE email = $1`, [email]);
    expect((await b.call('POST', '/code', { email }, from)).status).toBe(202);
    const code = await codeFor(email);
    expect((await b.call('POST', '/verify', { email, code: code === '000000' ? '000001' : '000000' }, from)).status).toBe(401);
    expect((await b.call('POST', '/verify', { email, code }, from)).status).toBe(429);
    const [mails] = await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-paused'`, [email]);
    expect(mails!.n).toBe(1);
  });
});

describe('sent sign-in codes', () => {
  it('keeps a sign-in code only hashed once its e-mail is sent: the sent mail in the outbox no longer holds it, and the code still works', async () => {
    const sink = await startSmtpSink();
    const mailing = await startTestApi({ SMTP_URL: sink.url });
    try {
      const email = newAddress();
      const send = (path: string, body: unknown) =>
        fetch(`${mailing.baseUrl}/api/auth${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
          body: JSON.stringify(body),
        });
      expect((await send('/code', { email })).status).toBe(202);
      const mail = await waitForMail(sink, email, /is your LaunchOps sign-in code$/);
      const code = /^(\d{6}) /.exec(mail.subject)![1]!;
      expect(mail.text).toContain(`is ${code}.`);
      // Sent: the stored copy no longer holds the code (the sent time is written just after the send).
      await vi.waitFor(
        async () =>
          expect((await mailing.sql<{ sent_at: Date | null }>(`SELECT sent_at FROM outbox_email WHERE recipient = $1`, [email]))[0]?.sent_at).toBeTruthy(),
        { timeout: 10_000 },
      );
      const [row] = await mailing.sql<Record<string, unknown>>(`SELECT * FROM outbox_email WHERE recipient = $1`, [email]);
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row!.subject).toMatch(/is your LaunchOps sign-in code$/);
      // Nowhere else in the database either.
      const [dump] = await mailing.sql<{ rows: string }>(`SELECT string_agg(t::text, ' ') AS rows FROM sign_in_code t WHERE email = $1`, [email]);
      expect(dump!.rows).not.toContain(code);
      // The code from the mail still signs in.
      expect((await send('/verify', { email, code })).status).toBe(200);
    } finally {
      await mailing.close();
      await sink.close();
    }
  });
});
