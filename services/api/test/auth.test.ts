import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODES_PER_HOUR } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const freshIp = clientAddresses(7);
let addressCount = 0;
const newAddress = () => `founder${(addressCount += 1)}@example.com`;

interface Answer {
  status: number;
  body: any;
  session?: string;
}

/** A browser of its own: keeps its visitor and session cookies. `call` is under /api/auth; `api` anywhere. */
function browser() {
  let session: string | undefined;
  let visitor: string | undefined;
  const request = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const cookies = [session ? `lo_session=${session}` : '', visitor ? `lo_visitor=${visitor}` : ''].filter(Boolean).join('; ');
    const response = await fetch(`${api.baseUrl}${url}`, {
      method,
      headers: { 'x-forwarded-for': freshIp(), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(cookies ? { cookie: cookies } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      if (name === 'lo_session') session = value || undefined;
      if (name === 'lo_visitor') visitor = value || undefined;
    }
    const text = await response.text();
    return { status: response.status, body: text ? JSON.parse(text) : undefined, session };
  };
  return {
    call: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => request(method, `/api/auth${path}`, body, headers),
    api: request,
    get session() {
      return session;
    },
    set session(value) {
      session = value;
    },
    get visitor() {
      return visitor;
    },
  };
}

async function codeFor(email: string): Promise<string> {
  const [mail] = await api.sql<{ subject: string }>(`SELECT subject FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-code' ORDER BY id DESC LIMIT 1`, [email]);
  return /^(\d{6}) is your LaunchOps sign-in code$/.exec(mail!.subject)![1]!;
}

async function signIn(email: string, b = browser()) {
  expect((await b.call('POST', '/code', { email })).status).toBe(202);
  const verified = await b.call('POST', '/verify', { email, code: await codeFor(email) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return Object.assign(b, { merged: verified.body.merged });
}

const countRows = async (table: string, email: string) => (await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE email = $1`, [email]))[0]!.n;

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

  it('refuses requests made by another site\'s page (CSRF), writing nothing', async () => {
    const email = newAddress();
    const b = browser();
    const foreign: Array<Record<string, string>> = [{ origin: 'https://evil.example' }, { 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }];
    for (const headers of foreign) {
      const answer = await b.call('POST', '/code', { email }, headers);
      expect(answer).toMatchObject({ status: 403, body: { message: 'This request must come from a LaunchOps page.' } });
    }
    expect(await countRows('sign_in_code', email)).toBe(0);
    // The site's own pages are fine.
    expect((await b.call('POST', '/code', { email }, { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' })).status).toBe(202);
    const signedIn = await signIn(newAddress());
    expect((await signedIn.call('POST', '/sign-out-everywhere', {}, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await signedIn.call('GET', '/session')).body.account).not.toBeNull();
  });
});

describe('sessions', () => {
  it('lists the account\'s sessions, signs out here, and everywhere', async () => {
    const email = newAddress();
    const a = await signIn(email);
    const b = await signIn(email);
    const list = await b.call('GET', '/sessions');
    expect(list.body).toHaveLength(2);
    expect(list.body.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    expect((await b.call('POST', '/sign-out')).status).toBe(204);
    expect((await b.call('GET', '/session')).body.account).toBeNull();
    expect((await a.call('GET', '/session')).body.account.email).toBe(email);

    const c = await signIn(email);
    expect((await c.call('POST', '/sign-out-everywhere')).status).toBe(204);
    expect((await a.call('GET', '/session')).body.account).toBeNull();
    expect((await c.call('GET', '/sessions')).status).toBe(401);
  });

  it('rotates the session on sign-in, and knows no forged or other account\'s token', async () => {
    const email = newAddress();
    const b = await signIn(email);
    const first = b.session!;
    await signIn(email, b);
    expect(b.session).not.toBe(first);
    const stale = browser();
    stale.session = first;
    expect((await stale.call('GET', '/session')).body.account).toBeNull();

    const forged = browser();
    forged.session = 'A'.repeat(43);
    expect((await forged.call('GET', '/session')).body.account).toBeNull();
    forged.session = 'not a token';
    expect((await forged.call('GET', '/sessions')).status).toBe(401);
    // Another account's session shows that account, never this one.
    const other = await signIn(newAddress());
    expect((await other.call('GET', '/session')).body.account.email).not.toBe(email);
  });
});

describe('what a browser did before signing in', () => {
  const done = async (b: ReturnType<typeof browser>) => {
    const items = (await b.api('GET', '/api/checklist-items')).body as Array<{ id: number; completed: boolean }>;
    return items.filter((item) => item.completed).map((item) => item.id).sort((x, y) => x - y);
  };
  const tick = async (b: ReturnType<typeof browser>, id: number, completed = true) => expect((await b.api('PATCH', `/api/checklist-items/${id}`, { completed })).status).toBe(200);

  it('becomes the account\'s, a second browser\'s is merged in (a task done in either is done), and signing out everywhere ends it on both', async () => {
    const email = newAddress();
    const a = browser();
    await tick(a, 1);
    await tick(a, 2);
    await a.api('POST', '/api/chatbot/message', { content: 'How do I get an EIN?' });
    await signIn(email, a);
    expect(await done(a)).toEqual([1, 2]);

    const b = browser();
    await tick(b, 2);
    await tick(b, 3);
    await tick(b, 1, false);
    const signedIn = await signIn(email, b);
    expect(signedIn.merged).toEqual({ tasksAdded: 1, planFrom: 'none', bookings: 0, chatMessages: 0 });
    // Both browsers show the union: task 1 stays done though B had it undone.
    expect(await done(b)).toEqual([1, 2, 3]);
    expect(await done(a)).toEqual([1, 2, 3]);
    expect(b.visitor).toBe(a.visitor);
    expect(((await b.api('GET', '/api/chatbot/history')).body as unknown[]).length).toBeGreaterThan(0);

    // Signing out everywhere from B: A's session ends and A's old visitor id no longer shows the account's data.
    expect((await b.call('POST', '/sign-out-everywhere')).status).toBe(204);
    expect((await a.call('GET', '/session')).body.account).toBeNull();
    expect(await done(a)).toEqual([]);
    expect(await done(b)).toEqual([]);
    // Signing in again brings it all back.
    await signIn(email, a);
    expect(await done(a)).toEqual([1, 2, 3]);
  });

  it('gives a browser that signs out here a new, empty visitor id', async () => {
    const email = newAddress();
    const a = browser();
    await tick(a, 4);
    await signIn(email, a);
    const before = a.visitor;
    expect((await a.call('POST', '/sign-out')).status).toBe(204);
    expect(a.visitor).not.toBe(before);
    expect(await done(a)).toEqual([]);
    await signIn(email, a);
    expect(await done(a)).toEqual([4]);
  });
});
