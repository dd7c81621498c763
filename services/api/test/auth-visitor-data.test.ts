import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountVisitorIds1803300000000 } from '../src/database/migrations/1803300000000-account-visitor-ids.js';
import { type AuthBrowser, authHelpers } from './support/auth-browser.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const { newAddress, browser, signIn } = authHelpers(() => api);

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const done = async (b: AuthBrowser) => {
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
const tick = async (b: AuthBrowser, id: number, completed = true) =>
  expect((await b.api('PATCH', `/api/checklist-items/${id}`, { completed })).status).toBe(200);

describe('what a browser did before signing in', () => {
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
    await seesNothing(a.visitor);
    await seesNothing(account!.visitor_id);
    // What is written under the planted id afterwards stays out of the account.
    await tick(holding(planted), 6);
    expect(await done(a)).toEqual([5]);

    // Signing out: the id the browser held while signed in reads nothing; signing in again brings the data back.
    const held = a.visitor;
    expect((await a.call('POST', '/sign-out')).status).toBe(204);
    await seesNothing(held);
    expect(await done(a)).toEqual([]);
    await signIn(email, a);
    expect(await done(a)).toEqual([5]);
  });
});

describe("the id an account's data is kept under", () => {
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
