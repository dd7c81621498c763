import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

/** A small seeded generator, so a failure can be replayed. */
function prng(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const VALID: Record<string, { method: string; path: string; body: Record<string, unknown>; required: string[] }> = {
  booking: {
    method: 'POST',
    path: '/api/consultation-bookings',
    body: {
      firstName: 'Ada',
      lastName: 'Founder',
      email: 'ada@example.com',
      consultantId: 1,
      date: '2099-01-05',
      time: '10:00 AM',
      topic: 'Tax & Accounting Setup',
      notes: '',
    },
    required: ['firstName', 'lastName', 'email', 'consultantId', 'date', 'time', 'topic'],
  },
  newsletter: { method: 'POST', path: '/api/newsletter-subscriptions', body: { email: 'ada@example.com', source: 'footer' }, required: ['email'] },
  chat: { method: 'POST', path: '/api/chatbot/message', body: { content: 'How do I get an EIN?' }, required: ['content'] },
  click: { method: 'POST', path: '/api/affiliate-clicks', body: { toolId: 'gusto', source: 'tools_page' }, required: ['toolId', 'source'] },
  contact: {
    method: 'POST',
    path: '/api/contact-messages',
    body: { name: 'Ada Founder', email: 'ada@example.com', topic: 'general', message: 'Hello, a question about the checklist.' },
    required: ['name', 'email', 'topic', 'message'],
  },
  progress: { method: 'PATCH', path: '/api/checklist-items/1', body: { completed: true }, required: ['completed'] },
  plan: {
    method: 'PUT',
    path: '/api/plan/answers',
    body: { answers: { entity: 'c-corp', formationState: 'DE', fiscalYearEndMonth: 12 }, complete: true },
    required: ['answers'],
  },
  reschedule: {
    method: 'POST',
    path: `/api/consultation-bookings/manage/${'x'.repeat(43)}/reschedule`,
    body: { date: '2099-01-06', time: '9:00 AM' },
    required: ['date', 'time'],
  },
  signInCode: { method: 'POST', path: '/api/auth/code', body: { email: 'ada@example.com' }, required: ['email'] },
  signIn: { method: 'POST', path: '/api/auth/verify', body: { email: 'ada@example.com', code: '123456' }, required: ['email', 'code'] },
  passkeySignIn: {
    method: 'POST',
    path: '/api/auth/passkey/verify',
    body: {
      challengeId: 'A'.repeat(43),
      response: { id: 'bm9wZQ', rawId: 'bm9wZQ', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' } },
    },
    required: ['challengeId', 'response'],
  },
  addPasskey: {
    method: 'POST',
    path: '/api/auth/passkeys',
    body: { challengeId: 'A'.repeat(43), name: 'Laptop', response: {} },
    required: ['challengeId', 'name', 'response'],
  },
  deleteAccount: { method: 'POST', path: '/api/account/delete', body: { confirmEmail: 'ada@example.com' }, required: ['confirmEmail'] },
  release: { method: 'POST', path: '/api/releases/mf_catalog', body: { manifestUrl: 'http://localhost:9/mf-manifest.json' }, required: ['manifestUrl'] },
  canary: { method: 'POST', path: '/api/releases/mf_catalog/canary', body: { version: '1.0.0', percent: 20 }, required: ['percent'] },
};

/** Values that are never valid for any required field of the routes above. */
const BAD_VALUES: unknown[] = [
  null,
  12345,
  -1,
  3.14,
  true,
  false,
  [],
  {},
  [1, 2],
  { nested: { deep: true } },
  '',
  '   ',
  'x'.repeat(120_000),
  'a\u0000b',
  '\u0000',
  '🙂'.repeat(5000),
  Number.MAX_SAFE_INTEGER,
  1e308,
];

const TABLES = [
  'consultation_booking',
  'newsletter_subscription',
  'chat_message',
  'affiliate_click',
  'contact_message',
  'checklist_progress',
  'outbox_email',
  'plan_answers',
  'sign_in_code',
  'account',
  'account_session',
  'passkey',
  'passkey_challenge',
  'release_version',
  'release_event',
  'release_token',
];

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) counts[table] = Number((await api.sql<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]!.n);
  return counts;
}

describe('fuzz: generated bad requests to every write route', () => {
  it('answers 600 malformed requests with 4xx, never 5xx, and writes no row', async () => {
    const random = prng(20261122);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const before = await rowCounts();
    const visitor = api.visitor();
    const failures: string[] = [];
    const kinds = Object.keys(VALID);

    for (let i = 0; i < 600; i++) {
      const route = VALID[pick(kinds)]!;
      const mode = Math.floor(random() * 6);
      let raw: string;
      let contentType = 'application/json';
      const body: Record<string, unknown> = { ...route.body };
      const field = pick(route.required);
      if (mode === 0) {
        delete body[field];
        raw = JSON.stringify(body);
      } else if (mode === 1 || mode === 2) {
        body[field] = pick(BAD_VALUES);
        // Keep a bad value bad: a few are only bad for some fields.
        if (field === 'completed' && typeof body[field] === 'boolean') body[field] = 'yes';
        // An empty object is a valid (empty) set of quiz answers.
        if (field === 'answers' && JSON.stringify(body[field]) === '{}') body[field] = 'abc';
        if (field === 'consultantId' && typeof body[field] === 'number' && Number.isInteger(body[field]) && body[field] > 0) body[field] = 'abc';
        raw = JSON.stringify(body);
      } else if (mode === 3) {
        raw = JSON.stringify(body).slice(0, Math.max(1, Math.floor(random() * JSON.stringify(body).length) - 1));
      } else if (mode === 4) {
        raw = JSON.stringify(pick([[body], 'a string', 42, null]));
      } else {
        body[`unexpected_${i}`] = pick(BAD_VALUES);
        delete body[field];
        raw = JSON.stringify(body);
        contentType = pick(['application/json', 'application/x-www-form-urlencoded', 'application/xml']);
      }
      const res = await visitor.request(route.method, route.path, undefined, {
        raw,
        headers: { 'content-type': contentType, 'x-forwarded-for': `10.66.${i >> 8}.${i & 255}` },
      });
      if (res.status >= 500 || res.status < 400)
        failures.push(`#${i} ${route.method} ${route.path} mode ${mode} field ${field} -> ${res.status}: ${res.text.slice(0, 160)}`);
      else if (typeof res.body?.message !== 'string') failures.push(`#${i} ${route.path} -> ${res.status} without a JSON message`);
    }

    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(await rowCounts()).toEqual(before);
  });
});

describe('fuzz: forged cross-site requests to every state-changing route', () => {
  it("refuses each route of the API map that is not GET or HEAD with 403 when another site's page sends it, writing nothing", async () => {
    const map = (await api.visitor().get('/api/docs/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const allTables = (
      await api.sql<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      )
    )
      .map((r) => r.table_name)
      // The API's own job runs, recorded on their timetable whatever the requests (a CI run counted 4 new ones here).
      .filter((table) => table !== 'scheduled_job');
    const snapshot = async () => {
      const counts: Record<string, number> = {};
      for (const table of allTables) counts[table] = Number((await api.sql<{ n: string }>(`SELECT count(*)::text AS n FROM "${table}"`))[0]!.n);
      return counts;
    };
    const before = await snapshot();
    const visitor = api.visitor();
    const bodies = new Map(Object.values(VALID).map((route) => [`${route.method} ${route.path}`, route.body]));
    const routes = Object.entries(map.paths).flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((method) => !['get', 'head', 'options'].includes(method))
        .map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    for (const [i, route] of routes.entries()) {
      const forged: Array<Record<string, string>> = [
        { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        { origin: 'https://evil.example' },
        { 'sec-fetch-site': 'same-site' },
      ];
      for (const headers of forged) {
        const res = await visitor.request(route.method, route.path, bodies.get(`${route.method} ${route.path}`) ?? {}, {
          headers: { ...headers, 'x-forwarded-for': `10.67.${i >> 8}.${i & 255}` },
        });
        if (res.status !== 403) failures.push(`${route.method} ${route.path} ${JSON.stringify(headers)} -> ${res.status}`);
      }
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect(await snapshot()).toEqual(before);
    // The same request from the site's own page is let through (here: a newsletter sign-up is accepted).
    const own = await visitor.request(
      'POST',
      '/api/newsletter-subscriptions',
      { email: 'own-page@example.com', source: 'footer' },
      { headers: { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin' } },
    );
    expect(own.status).toBe(202);
  });
});

describe('fuzz: hostile sign-in attempts', () => {
  it('answers 300 guessed, spent, expired and forged attempts with 4xx, opening no session and making no account', async () => {
    const random = prng(20261125);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
    const call = async (method: string, path: string, body: unknown, cookie = '', i = 0) => {
      const response = await fetch(`${api.baseUrl}${path}`, {
        method,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.68.${i >> 8}.${i & 255}`, ...(cookie ? { cookie } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, setCookie: response.headers.getSetCookie().join('\n'), body: text ? JSON.parse(text) : undefined };
    };
    const codeOf = async (email: string) =>
      /^(\d{6})/.exec(
        (await api.sql<{ subject: string }>(`SELECT subject FROM outbox_email WHERE recipient = $1 ORDER BY id DESC LIMIT 1`, [email]))[0]!.subject,
      )![1]!;

    // A real account with a live session, whose ids the attempts aim at.
    const owner = 'fuzz-owner@example.com';
    await call('POST', '/api/auth/code', { email: owner });
    const signedIn = await call('POST', '/api/auth/verify', { email: owner, code: await codeOf(owner) });
    expect(signedIn.status).toBe(200);
    const spentCode = await codeOf(owner);
    const [ownerSession] = await api.sql<{ id: number }>(`SELECT s.id FROM account_session s JOIN account a ON a.id = s.account_id WHERE a.email = $1`, [
      owner,
    ]);
    // Targets with a live code nobody has seen, and one whose code expired.
    const targets = Array.from({ length: 5 }, (_, n) => `fuzz-target-${n}@example.com`);
    for (const email of targets) expect((await call('POST', '/api/auth/code', { email })).status).toBe(202);
    const expired = 'fuzz-expired@example.com';
    await call('POST', '/api/auth/code', { email: expired });
    const expiredCode = await codeOf(expired);
    await api.sql(`UPDATE sign_in_code SET expires_at = now() - interval '1 second' WHERE email = $1`, [expired]);
    const sessionsBefore = (await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM account_session`))[0]!.n;
    const accountsBefore = (await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM account`))[0]!.n;

    const forgedToken = () => Array.from({ length: 43 }, () => pick([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'])).join('');
    const failures: string[] = [];
    for (let i = 0; i < 300; i++) {
      const kind = Math.floor(random() * 6);
      const guess = String(Math.floor(random() * 1_000_000)).padStart(6, '0');
      let answer;
      if (kind === 0) answer = await call('POST', '/api/auth/verify', { email: pick(targets), code: guess }, '', i);
      else if (kind === 1) answer = await call('POST', '/api/auth/verify', { email: owner, code: spentCode }, '', i);
      else if (kind === 2) answer = await call('POST', '/api/auth/verify', { email: expired, code: expiredCode }, '', i);
      else if (kind === 3) answer = await call('GET', '/api/auth/sessions', undefined, `lo_session=${forgedToken()}`, i);
      else if (kind === 4) answer = await call('POST', '/api/account/delete', { confirmEmail: owner }, `lo_session=${forgedToken()}`, i);
      else answer = await call('DELETE', `/api/auth/sessions/${ownerSession!.id}`, undefined, `lo_session=${forgedToken()}`, i);
      if (answer.status < 400 || answer.status >= 500) failures.push(`#${i} kind ${kind} -> ${answer.status} ${JSON.stringify(answer.body)}`);
      else if (typeof answer.body?.message !== 'string') failures.push(`#${i} kind ${kind} -> ${answer.status} without a message`);
      if (/lo_session=[A-Za-z0-9_-]{43}/.test(answer.setCookie)) failures.push(`#${i} kind ${kind} set a session cookie`);
    }
    expect(failures, failures.slice(0, 10).join('\n')).toEqual([]);
    expect((await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM account_session`))[0]!.n).toBe(sessionsBefore);
    expect((await api.sql<{ n: number }>(`SELECT count(*)::int AS n FROM account`))[0]!.n).toBe(accountsBefore);
    expect(await api.sql(`SELECT 1 FROM account_session WHERE id = $1 AND revoked_at IS NULL`, [ownerSession!.id])).toHaveLength(1);
    expect(await api.sql(`SELECT 1 FROM account WHERE email = ANY($1)`, [[...targets, expired]])).toEqual([]);
  });
});
