import { randomUUID } from 'node:crypto';
import { SIGN_IN_CODE_ATTEMPTS, SIGN_IN_CODES_PER_HOUR } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { startSmtpSink, waitForMail } from '@launchops/test-support/local-servers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AccountVisitorIds1803300000000 } from '../src/database/migrations/1803300000000-account-visitor-ids.js';
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
  let hint: { value: string; httpOnly: boolean } | undefined;
  const request = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const cookies = [session ? `lo_session=${session}` : '', visitor ? `lo_visitor=${visitor}` : '', hint ? `lo_signed_in=${hint.value}` : '']
      .filter(Boolean)
      .join('; ');
    const response = await fetch(`${api.baseUrl}${url}`, {
      method,
      headers: {
        'x-forwarded-for': freshIp(),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(cookies ? { cookie: cookies } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of response.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      if (name === 'lo_session') session = value || undefined;
      if (name === 'lo_visitor') visitor = value || undefined;
      if (name === 'lo_signed_in') hint = value ? { value, httpOnly: /;\s*HttpOnly/i.test(set) } : undefined;
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
    set visitor(value) {
      visitor = value;
    },
    /** The pages' readable hint that this browser holds a session (lo_signed_in). */
    get hint() {
      return hint;
    },
    set hint(value) {
      hint = value;
    },
  };
}

async function codeFor(email: string): Promise<string> {
  const [mail] = await api.sql<{ subject: string }>(
    `SELECT subject FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-code' ORDER BY id DESC LIMIT 1`,
    [email],
  );
  return /^(\d{6}) is your LaunchOps sign-in code$/.exec(mail!.subject)![1]!;
}

async function signIn(email: string, b = browser()) {
  expect((await b.call('POST', '/code', { email })).status).toBe(202);
  const verified = await b.call('POST', '/verify', { email, code: await codeFor(email) });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  return Object.assign(b, { merged: verified.body.merged });
}

const countRows = async (table: string, email: string) =>
  (await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE email = $1`, [email]))[0]!.n;

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
  it('pauses code sign-in for an address for an hour after 10 wrong codes in a day, counted across codes, and tells the address once', async () => {
    const email = newAddress();
    const b = browser();
    const guess = async (code: string) => (await b.call('POST', '/verify', { email, code })).status;
    const wrongFor = (code: string) => (code === '000000' ? '000001' : '000000');
    // 4 + 4 + 1 wrong guesses over three codes: 9 failures, no code used up, nothing paused yet.
    let code = '';
    for (const tries of [4, 4, 1]) {
      expect((await b.call('POST', '/code', { email })).status).toBe(202);
      code = await codeFor(email);
      for (let i = 0; i < tries; i += 1) expect(await guess(wrongFor(code))).toBe(401);
    }
    const paused = () =>
      api.sql<{ subject: string; body_text: string }>(`SELECT subject, body_text FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-paused'`, [email]);
    expect(await paused()).toEqual([]);
    // The 10th failure pauses the address: even the right code of a live code is refused, and no new code is sent.
    expect(await guess(wrongFor(code))).toBe(401);
    const refused = await b.call('POST', '/verify', { email, code });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/paused for an hour/);
    expect(b.session).toBeUndefined();
    const asked = await b.call('POST', '/code', { email });
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
    await api.sql(`UPDATE sign_in_code SET last_failed_at = last_failed_at - interval '61 minutes' WHERE email = $1`, [email]);
    expect(await guess(code)).toBe(200);
    expect(await paused()).toHaveLength(1);
  });

  it("keeps counting the day's failures after a pause: one more wrong code pauses the address again, with no second mail", async () => {
    const email = newAddress();
    const b = browser();
    for (let round = 0; round < 2; round += 1) {
      expect((await b.call('POST', '/code', { email })).status).toBe(202);
      const code = await codeFor(email);
      for (let i = 0; i < 5; i += 1) expect((await b.call('POST', '/verify', { email, code: code === '000000' ? '000001' : '000000' })).status).toBe(401);
    }
    expect((await b.call('POST', '/code', { email })).status).toBe(429);
    await api.sql(`UPDATE sign_in_code SET last_failed_at = last_failed_at - interval '61 minutes' WHERE email = $1`, [email]);
    expect((await b.call('POST', '/code', { email })).status).toBe(202);
    const code = await codeFor(email);
    expect((await b.call('POST', '/verify', { email, code: code === '000000' ? '000001' : '000000' })).status).toBe(401);
    expect((await b.call('POST', '/verify', { email, code })).status).toBe(429);
    const [mails] = await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-paused'`, [email]);
    expect(mails!.n).toBe(1);
  });
});

describe('sessions', () => {
  it("lists the account's sessions, signs out here, and everywhere", async () => {
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

  it('gives pages a readable hint, without the secret, while the browser holds a session, and takes it back when the session ends', async () => {
    const email = newAddress();
    const a = await signIn(email);
    expect(a.hint).toEqual({ value: '1', httpOnly: false });
    const b = await signIn(email);
    expect((await b.call('POST', '/sign-out-everywhere')).status).toBe(204);
    expect(b.hint).toBeUndefined();
    // The other browser still carries it; its next check finds the session over and clears it.
    expect(a.hint).toBeDefined();
    expect((await a.call('GET', '/session')).body.account).toBeNull();
    expect(a.hint).toBeUndefined();

    // A session opened before the hint existed is given it on the browser's next per-visitor request.
    const c = await signIn(newAddress());
    c.hint = undefined;
    expect((await c.api('GET', '/api/plan')).status).toBe(200);
    expect(c.hint).toEqual({ value: '1', httpOnly: false });
    // An anonymous browser is given none.
    const d = browser();
    expect((await d.api('GET', '/api/plan')).status).toBe(200);
    expect(d.hint).toBeUndefined();
  });

  it("rotates the session on sign-in, and knows no forged or other account's token", async () => {
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
    return items
      .filter((item) => item.completed)
      .map((item) => item.id)
      .sort((x, y) => x - y);
  };
  /** A browser holding only this visitor id in its cookie. */
  const holding = (visitorId: string) => {
    const b = browser();
    b.visitor = visitorId;
    return b;
  };
  const tick = async (b: ReturnType<typeof browser>, id: number, completed = true) =>
    expect((await b.api('PATCH', `/api/checklist-items/${id}`, { completed })).status).toBe(200);

  it("becomes the account's, a second browser's is merged in (a task done in either is done), and signing out everywhere ends it on both", async () => {
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
    // Each browser keeps an id of its own: the account's data is found through the session.
    expect(b.visitor).not.toBe(a.visitor);
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

  it("keeps the account out of reach of a visitor id planted before sign-up, of the browser's id, and of the account's own id, without its session", async () => {
    const email = newAddress();
    // Somebody plants a visitor cookie in the founder's browser before the founder signs up.
    const planted = randomUUID();
    const a = browser();
    a.visitor = planted;
    await tick(a, 5);
    expect((await a.api('POST', '/api/chatbot/message', { content: 'How do I get an EIN?' })).status).toBe(201);
    expect((await a.api('PUT', '/api/plan/answers', { answers: { entity: 'llc' }, complete: false })).status).toBe(200);
    await signIn(email, a);
    expect((await a.api('GET', '/api/plan')).body.updatedAt).not.toBeNull();
    // Signing in gave the browser a new id; its data went with it into the account.
    expect(a.visitor).not.toBe(planted);
    expect(await done(a)).toEqual([5]);
    expect(((await a.api('GET', '/api/chatbot/history')).body as unknown[]).length).toBeGreaterThan(0);
    const [account] = await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE email = $1`, [email]);
    const seesNothing = async (visitorId: string) => {
      const b = holding(visitorId);
      expect(await done(b), visitorId).toEqual([]);
      expect((await b.api('GET', '/api/chatbot/history')).body, visitorId).toEqual([]);
      expect((await b.api('GET', '/api/plan')).body.updatedAt, visitorId).toBeNull();
    };
    // Only a cookie, no session: the planted id, the browser's new id and the account's own id read nothing.
    await seesNothing(planted);
    await seesNothing(a.visitor!);
    await seesNothing(account!.visitor_id);
    // What is written under the planted id afterwards stays out of the account.
    await tick(holding(planted), 6);
    expect(await done(a)).toEqual([5]);

    // Signing out: the id the browser held while signed in reads nothing; signing in again brings the data back.
    const held = a.visitor!;
    expect((await a.call('POST', '/sign-out')).status).toBe(204);
    await seesNothing(held);
    expect(await done(a)).toEqual([]);
    await signIn(email, a);
    expect(await done(a)).toEqual([5]);
  });

  it('moves the data of accounts made before this change to an id no browser has seen (the migration), and their sessions follow', async () => {
    const email = newAddress();
    const a = await signIn(email);
    await tick(a, 7);
    // As before the change: the account's id is one a browser carried in its cookie.
    const old = randomUUID();
    const [{ visitor_id: current }] = (await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE email = $1`, [email])) as [
      { visitor_id: string },
    ];
    const dataSource = api.service(DataSource);
    await api.sql(`ALTER TABLE account DROP CONSTRAINT ck_account_visitor_id_v8`);
    await api.sql(`UPDATE checklist_progress SET visitor_id = $2 WHERE visitor_id = $1`, [current, old]);
    await api.sql(`UPDATE account SET visitor_id = $2 WHERE visitor_id = $1`, [current, old]);
    expect(await done(holding(old))).toEqual([7]);
    const runner = dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await new AccountVisitorIds1803300000000().up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    const [moved] = await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE email = $1`, [email]);
    expect(moved!.visitor_id).not.toBe(old);
    expect(moved!.visitor_id[14]).toBe('8');
    expect(await done(holding(old))).toEqual([]);
    expect(await done(a)).toEqual([7]);
    // Every account's id is one no cookie can carry.
    expect(await api.sql(`SELECT id FROM account WHERE substr(visitor_id::text, 15, 1) <> '8'`)).toEqual([]);
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

/** Rows of every table with any text or uuid column equal to the visitor id or the address (a walk of the schema). */
async function rowsHolding(visitorId: string, email: string, accountId: number): Promise<Record<string, Array<Record<string, unknown>>>> {
  const columns = await api.sql<{ table_name: string; column_name: string; data_type: string }>(
    `SELECT table_name, column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name NOT IN ('migrations', 'typeorm_metadata')
        AND (data_type IN ('text', 'uuid', 'character varying') OR column_name = 'account_id')`,
  );
  const found: Record<string, Array<Record<string, unknown>>> = {};
  const byTable = new Map<string, string[]>();
  for (const c of columns) {
    const test = c.column_name === 'account_id' ? `t.account_id = ${accountId}` : `lower(t."${c.column_name}"::text) IN ($1, $2)`;
    byTable.set(c.table_name, [...(byTable.get(c.table_name) ?? []), test]);
  }
  for (const [table, tests] of byTable) {
    const rows = await api.sql<Record<string, unknown>>(`SELECT t.* FROM "${table}" t WHERE ${tests.join(' OR ')}`, [visitorId, email]);
    if (rows.length > 0) found[table] = rows;
  }
  const account = await api.sql<Record<string, unknown>>(`SELECT * FROM account WHERE id = $1`, [accountId]);
  if (account.length > 0) found.account = account;
  return found;
}

const SECRET = /(_hash|token|challenge)$/;
/** A mail's text is exported with its secrets replaced (checked on its own below). */
const MAIL_TEXT = new Set(['subject', 'body_text', 'headers', 'attachments']);
const comparable = (row: Record<string, unknown>, table = '') =>
  JSON.parse(
    JSON.stringify(
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !SECRET.test(column) && !(table === 'outbox_email' && MAIL_TEXT.has(column)))
          .sort(([x], [y]) => x.localeCompare(y)),
      ),
    ),
  );

/** Gives a browser a bit of everything a visitor can leave behind, as an anonymous visitor would. */
async function leaveTraces(b: ReturnType<typeof browser>, email: string) {
  const ok = (answer: Answer, what: string) => expect(answer.status, `${what}: ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  ok(await b.api('PATCH', '/api/checklist-items/1', { completed: true }), 'progress');
  ok(await b.api('PUT', '/api/plan/answers', { answers: { entity: 'c-corp', formationState: 'DE', fiscalYearEndMonth: 12 }, complete: true }), 'plan');
  ok(await b.api('POST', '/api/plan/feed', {}), 'calendar feed');
  ok(await b.api('POST', '/api/plan/reminders', { email }), 'reminders');
  ok(await b.api('POST', '/api/chatbot/message', { content: 'How do I get an EIN?' }), 'chat');
  ok(await b.api('POST', '/api/affiliate-clicks', { toolId: 'gusto', source: 'tools_page' }), 'affiliate click');
  ok(
    await b.api('POST', '/api/contact-messages', { name: 'Ada Founder', email, topic: 'general', message: 'A question about the checklist, please.' }),
    'contact',
  );
  ok(await b.api('POST', '/api/newsletter-subscriptions', { email, source: 'footer' }), 'newsletter');
  // The first free slot in the coming weeks.
  for (let offset = 3; offset < 40; offset++) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const day = (await b.api('GET', `/api/consultants/1/availability?date=${date}`)).body as { slots: Array<{ time: string; available: boolean }> };
    const time = day.slots.find((slot) => slot.available)?.time;
    if (!time) continue;
    const booked = await b.api('POST', '/api/consultation-bookings', {
      firstName: 'Ada',
      lastName: 'Founder',
      email,
      consultantId: 1,
      date,
      time,
      topic: 'Tax & Accounting Setup',
      notes: 'Delaware or not?',
    });
    ok(booked, 'booking');
    return;
  }
  throw new Error('no free slot found for the test booking');
}

describe('the account page: export and deletion', () => {
  it("exports every row that is the account's: a walk of the schema finds none left out", async () => {
    const email = newAddress();
    const a = browser();
    await leaveTraces(a, email);
    const signedIn = await signIn(email, a);
    expect(signedIn.merged).toEqual({ tasksAdded: 0, planFrom: 'none', bookings: 0, chatMessages: 0 });
    const [account] = await api.sql<{ id: number; visitor_id: string }>(`SELECT id, visitor_id FROM account WHERE email = $1`, [email]);
    const answer = await a.api('GET', '/api/account/export');
    expect(answer.status).toBe(200);
    const exported = answer.body as { account: { email: string }; tables: Record<string, Array<Record<string, unknown>>> };
    expect(exported.account.email).toBe(email);
    const held = await rowsHolding(account!.visitor_id, email, account!.id);
    // Everything a visitor leaves is found by the walk (so the walk is not vacuous).
    for (const table of [
      'account',
      'account_session',
      'sign_in_code',
      'checklist_progress',
      'plan_answers',
      'plan_calendar_feed',
      'plan_reminder_subscription',
      'chat_message',
      'affiliate_click',
      'contact_message',
      'newsletter_subscription',
      'consultation_booking',
      'outbox_email',
    ]) {
      expect(held[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    for (const [table, rows] of Object.entries(held)) {
      const out = (exported.tables[table] ?? []).map((row) => comparable(row, table));
      for (const row of rows) expect(out, `${table} row missing from the export`).toContainEqual(comparable(row, table));
    }
    // Secrets are named, not shown.
    expect(JSON.stringify(exported.tables.account_session)).toContain('(secret, not exported)');
    expect(JSON.stringify(exported)).not.toMatch(/"token_hash":"[0-9a-f]{64}"/);
    // Somebody else's rows are not in it.
    expect(JSON.stringify(exported)).not.toContain('founder-other@example.com');
    expect((await browser().api('GET', '/api/account/export')).status).toBe(401);
  });

  it('deletes the account on confirmation: upcoming bookings cancelled with the usual e-mail and kept without the person, nothing else of theirs left', async () => {
    const email = newAddress();
    const a = browser();
    await leaveTraces(a, email);
    await signIn(email, a);
    const second = await signIn(email);
    const [account] = await api.sql<{ id: number; visitor_id: string }>(`SELECT id, visitor_id FROM account WHERE email = $1`, [email]);
    const [booking] = await api.sql<{ id: number }>(`SELECT id FROM consultation_booking WHERE visitor_id = $1`, [account!.visitor_id]);

    // Not confirmed (another address), or not signed in: refused, nothing changed.
    const wrong = await a.api('POST', '/api/account/delete', { confirmEmail: 'someone-else@example.com' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toMatch(/Type the address of this account/);
    expect((await browser().api('POST', '/api/account/delete', { confirmEmail: email })).status).toBe(401);
    expect((await a.api('POST', '/api/account/delete', { confirmEmail: email }, { origin: 'https://evil.example' })).status).toBe(403);
    expect(Object.keys(await rowsHolding(account!.visitor_id, email, account!.id)).length).toBeGreaterThan(10);

    const deleted = await a.api('POST', '/api/account/delete', { confirmEmail: ` ${email.toUpperCase()} ` });
    expect(deleted.status).toBe(204);
    expect(a.session).toBeUndefined();
    expect(a.visitor).not.toBe(account!.visitor_id);
    // Every session of the account is gone, this browser's and the other's.
    expect((await second.call('GET', '/session')).body.account).toBeNull();

    const left = await rowsHolding(account!.visitor_id, email, account!.id);
    // Only the cancellation e-mail waits in the outbox; it erases itself once sent.
    expect(Object.keys(left)).toEqual(['outbox_email']);
    expect(left.outbox_email!.map((row) => [row.kind, row.erase_after_send, row.sent_at])).toEqual([['booking-cancelled', true, null]]);
    // The booking is kept for the advisor's accounts, cancelled and without the person.
    const [kept] = await api.sql<Record<string, unknown>>(`SELECT * FROM consultation_booking WHERE id = $1`, [booking!.id]);
    expect(kept).toMatchObject({ status: 'cancelled', email: '', notes: '', first_name: 'Deleted', last_name: 'account' });
    // Signing in again with the address starts a new, empty account.
    const again = await signIn(email, browser());
    expect((await again.api('GET', '/api/checklist-items')).body.filter((item: { completed: boolean }) => item.completed)).toEqual([]);
  });

  it("lists the account's e-mails in the export without live secrets: no sign-in code, no manage, confirm or unsubscribe link's token", async () => {
    const email = newAddress();
    const a = browser();
    await leaveTraces(a, email);
    await signIn(email, a);
    // A second code, still live, waiting in the outbox.
    expect((await browser().call('POST', '/code', { email })).status).toBe(202);
    const exported = (await a.api('GET', '/api/account/export')).body as { tables: Record<string, Array<Record<string, unknown>>> };
    const mails = exported.tables.outbox_email!;
    expect(new Set(mails.map((mail) => mail.kind))).toEqual(new Set(['sign-in-code', 'booking-confirmation', 'newsletter-confirm', 'plan-reminders-confirm']));
    const text = JSON.stringify(mails);
    // The secrets the account's mails carried, read from the database.
    const codes = (await api.sql<{ subject: string }>(`SELECT subject FROM outbox_email WHERE recipient = $1 AND kind = 'sign-in-code'`, [email])).map(
      (row) => /^(\d{6}) /.exec(row.subject)![1]!,
    );
    expect(codes).toHaveLength(2);
    const [account] = await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE email = $1`, [email]);
    const tokens = [
      ...(await api.sql<{ t: string }>(`SELECT manage_token AS t FROM consultation_booking WHERE visitor_id = $1`, [account!.visitor_id])),
      ...(await api.sql<{ t: string }>(`SELECT unnest(ARRAY[confirm_token, unsubscribe_token]) AS t FROM newsletter_subscription WHERE email = $1`, [email])),
      ...(await api.sql<{ t: string }>(`SELECT unnest(ARRAY[confirm_token, unsubscribe_token]) AS t FROM plan_reminder_subscription WHERE visitor_id = $1`, [
        account!.visitor_id,
      ])),
      ...(await api.sql<{ t: string }>(`SELECT token AS t FROM plan_calendar_feed WHERE visitor_id = $1`, [account!.visitor_id])),
    ].map((row) => row.t);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    // The outbox itself does hold them (so this check is not vacuous)...
    const stored = JSON.stringify(await api.sql(`SELECT * FROM outbox_email WHERE recipient = $1`, [email]));
    for (const code of codes) expect(stored).toContain(code);
    expect(tokens.some((token) => stored.includes(token))).toBe(true);
    // ...the export does not, anywhere.
    const whole = JSON.stringify(exported);
    for (const secret of [...codes, ...tokens]) expect(whole).not.toContain(secret);
    // What the mails were about is still there.
    expect(text).toContain('is your LaunchOps sign-in code');
    expect(text).toMatch(/\/consulting\/bookings\/\(secret, not exported\)/);
  });

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

  it("refuses one account's session acting on another account's sessions and passkeys, changing nothing", async () => {
    const mine = await signIn(newAddress());
    const theirs = await signIn(newAddress());
    const [theirSession] = (await theirs.call('GET', '/sessions')).body as Array<{ id: number }>;
    const [theirAccount] = await api.sql<{ id: number }>(`SELECT account_id AS id FROM account_session WHERE id = $1`, [theirSession!.id]);
    const [passkey] = await api.sql<{ id: number }>(
      `INSERT INTO passkey (account_id, credential_id, public_key, name) VALUES ($1, $2, 'AAAA', 'Their laptop') RETURNING id`,
      [theirAccount!.id, `cred-${theirSession!.id}`],
    );
    expect((await mine.call('DELETE', `/sessions/${theirSession!.id}`)).status).toBe(404);
    expect((await mine.call('DELETE', `/passkeys/${passkey!.id}`)).status).toBe(404);
    expect((await theirs.call('GET', '/session')).body.account).not.toBeNull();
    expect((await theirs.call('GET', '/passkeys')).body).toMatchObject([{ id: passkey!.id, name: 'Their laptop' }]);
    expect((await mine.call('GET', '/passkeys')).body).toEqual([]);
    // Their own: allowed.
    expect((await theirs.call('DELETE', `/passkeys/${passkey!.id}`)).status).toBe(204);
    expect((await theirs.call('GET', '/passkeys')).body).toEqual([]);
  });

  it('refuses passkey answers that are forged, replayed or for a spent challenge, writing nothing', async () => {
    const b = browser();
    const ceremony = await b.call('POST', '/passkey/options', {});
    expect(ceremony.status).toBe(200);
    expect(ceremony.body.options.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const forged = {
      challengeId: ceremony.body.challengeId,
      response: { id: 'bm9wZQ', rawId: 'bm9wZQ', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } },
    };
    expect((await b.call('POST', '/passkey/verify', forged)).status).toBe(401);
    // The challenge was used up by that try.
    const replay = await b.call('POST', '/passkey/verify', forged);
    expect(replay.status).toBe(400);
    expect(replay.body.message).toMatch(/expired or was already used/);
    expect(b.session).toBeUndefined();
    expect((await b.call('POST', '/passkeys/options', {})).status).toBe(401);
    expect((await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM passkey_challenge`))[0]!.n).toBe(0);
  });

  it('gives passkey sign-in challenges random ids that only the browser that asked can spend, once', async () => {
    const a = browser();
    const first = await a.call('POST', '/passkey/options', {});
    const second = await a.call('POST', '/passkey/options', {});
    // Unguessable: 256 random bits each, not a counter.
    for (const ceremony of [first, second]) expect(ceremony.body.challengeId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.body.challengeId).not.toBe(second.body.challengeId);
    // Nothing in the database gives the id away.
    expect(JSON.stringify(await api.sql(`SELECT * FROM passkey_challenge`))).not.toContain(first.body.challengeId);
    const answer = (challengeId: unknown) => ({
      challengeId,
      response: { id: 'bm9wZQ', rawId: 'bm9wZQ', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } },
    });
    // Another browser cannot spend it (nor a browser with no cookie): the challenge is not found, and stays.
    const other = browser();
    await other.api('GET', '/api/checklist-items');
    for (const stranger of [other, browser()]) {
      const refused = await stranger.call('POST', '/passkey/verify', answer(first.body.challengeId));
      expect(refused.status).toBe(400);
      expect(refused.body.message).toMatch(/expired or was already used/);
    }
    // A sequential guess is refused as not a challenge id.
    expect((await other.call('POST', '/passkey/verify', answer(1))).status).toBe(400);
    // The browser that asked can spend it (its forged answer is checked: 401), once.
    expect((await a.call('POST', '/passkey/verify', answer(first.body.challengeId))).status).toBe(401);
    expect((await a.call('POST', '/passkey/verify', answer(first.body.challengeId))).status).toBe(400);
    expect((await a.call('POST', '/passkey/verify', answer(second.body.challengeId))).status).toBe(401);
  });
});
