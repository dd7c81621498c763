import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leaveTraces } from './support/account-traces.js';
import { authHelpers } from './support/auth-browser.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * A write in every module through the database the API runs on (`npm test` runs this file on the embedded one,
 * where one connection serves every request: a query outside its transaction's manager would hang there).
 * The modules' own behaviour is tested in their files on PostgreSQL.
 */
let api: TestApi;
const { newAddress, browser, signIn } = authHelpers(() => api);

beforeAll(async () => {
  api = await startTestApi({ OPENAI_BASE_URL: '' });
}, 120_000);

afterAll(async () => {
  await api?.close();
});

describe('a write in every module', () => {
  it('a visitor leaves something in each module, signs in, exports it and deletes the account', async () => {
    const email = newAddress();
    const visitor = browser();
    await leaveTraces(visitor, email);
    await signIn(email, visitor);
    const exported = await visitor.api('GET', '/api/account/export');
    expect(exported.status).toBe(200);
    for (const table of ['checklist_progress', 'plan_answers', 'chat_message', 'affiliate_click', 'consultation_booking']) {
      expect(exported.body.tables[table]?.length ?? 0, table).toBeGreaterThan(0);
    }
    const deleted = await visitor.api('POST', '/api/account/delete', { confirmEmail: email });
    expect(deleted.status, JSON.stringify(deleted.body)).toBeLessThan(300);
    expect(await api.sql('SELECT id FROM account WHERE email = $1', [email])).toEqual([]);
  });

  it('concurrent writes of one visitor all land, each in its own transaction, on one connection', async () => {
    const visitor = browser();
    // The first request gives the browser its visitor cookie; the twelve after it are that one visitor's.
    expect((await visitor.api('GET', '/api/checklist-progress')).status).toBe(200);
    const toggles = await Promise.all(Array.from({ length: 12 }, (_, i) => visitor.api('PATCH', `/api/checklist-items/${i + 1}`, { completed: true })));
    expect(toggles.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    const progress = await visitor.api('GET', '/api/checklist-progress');
    expect(progress.status).toBe(200);
    expect([...(progress.body as { completedItemIds: number[] }).completedItemIds].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
  });
});
