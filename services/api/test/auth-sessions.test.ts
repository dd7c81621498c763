import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHelpers } from './support/auth-browser.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const { newAddress, browser, signIn } = authHelpers(() => api);

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
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
