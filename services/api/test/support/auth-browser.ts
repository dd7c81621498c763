import { expect } from 'vitest';
import { clientAddresses } from './requests.js';
import type { TestApi } from './test-api.js';

export interface Answer {
  status: number;
  // Test answers are read loosely, field by field.
  body: any;
  session?: string;
}

export type AuthBrowser = ReturnType<AuthHelpers['browser']>;
export type AuthHelpers = ReturnType<typeof authHelpers>;

/**
 * Browsers that sign in by e-mail code against the test API `api()` returns: each keeps its visitor and session
 * cookies and sends from a fresh client address (so rate limits stay out of the way).
 */
export function authHelpers(api: () => TestApi) {
  const freshIp = clientAddresses(7);
  let addressCount = 0;
  const newAddress = () => `founder${(addressCount += 1)}@example.com`;

  /** A browser of its own: keeps its visitor and session cookies. `call` is under /api/auth; `api` anywhere. */
  function browser() {
    let session: string | undefined;
    let visitor: string | undefined;
    let hint: { value: string; httpOnly: boolean } | undefined;
    const request = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
      const cookies = [session ? `lo_session=${session}` : '', visitor ? `lo_visitor=${visitor}` : '', hint ? `lo_signed_in=${hint.value}` : '']
        .filter(Boolean)
        .join('; ');
      const response = await fetch(`${api().baseUrl}${url}`, {
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

  /** The code of the latest sign-in mail to `email`, read from the outbox. */
  async function codeFor(email: string): Promise<string> {
    const [mail] = await api().sql<{ subject: string }>(
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
    (await api().sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE email = $1`, [email]))[0]!.n;

  return { freshIp, newAddress, browser, codeFor, signIn, countRows };
}
