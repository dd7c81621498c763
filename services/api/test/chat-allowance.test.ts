import { randomUUID } from 'node:crypto';
import { assistantAllowanceSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddressHash } from '../src/common/client-address.js';
import { ADDRESS_ALLOWANCE_MULTIPLE } from '../src/modules/chat/assistant-allowance.service.js';
import { call, givePlan, signedInAccount } from './support/billing.js';
import { clientAddresses } from './support/requests.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const nextAddress = clientAddresses(61);
const FREE_DAILY = 10;

beforeAll(async () => {
  api = await startTestApi();
}, 120_000);

afterAll(async () => {
  await api?.close();
});

/** `n` questions asked today from the client address `ip`, each by another browser (as a client dropping its cookie leaves them). */
async function questionsFromAddress(ip: string, n: number) {
  for (let i = 0; i < n; i += 1) {
    await api.sql(`INSERT INTO chat_message (visitor_id, is_user, content, created_at, client_hash) VALUES ($1, true, 'a question', now(), $2)`, [
      randomUUID(),
      clientAddressHash({ ip }),
    ]);
  }
}

const ask = (ip: string, cookie?: string) => call(api.baseUrl, 'POST', '/api/chatbot/message', cookie, { content: 'How do I register an LLC?' }, ip);
const allowanceOf = async (ip: string, cookie?: string) => {
  const answer = await call(api.baseUrl, 'GET', '/api/chatbot/allowance', cookie, undefined, ip);
  expect(answer.status).toBe(200);
  return assistantAllowanceSchema.parse(answer.body);
};

const nextUtcMidnight = () => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)).toISOString();
};

describe("the assistant's free allowance, per visitor and per client address", () => {
  it(`counts a client that drops its cookie: one address gets ${ADDRESS_ALLOWANCE_MULTIPLE} free allowances a day, not one per request`, async () => {
    const office = nextAddress();
    await questionsFromAddress(office, FREE_DAILY * ADDRESS_ALLOWANCE_MULTIPLE - 1);
    // A new browser (no cookie) still gets the address's last question...
    expect((await ask(office)).status).toBe(201);
    // ...and the next one, from yet another new browser, is refused with what to do.
    const refused = await ask(office);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/questions from your network today.*Pro and Premium plans have no daily limit/);
    expect(await api.sql(`SELECT 1 FROM chat_message WHERE client_hash = $1`, [clientAddressHash({ ip: office })])).toHaveLength(
      FREE_DAILY * ADDRESS_ALLOWANCE_MULTIPLE,
    );
    // Another address is not held up.
    expect((await ask(nextAddress())).status).toBe(201);
  });

  it('does not hold a Pro account back because of the address it asks from', async () => {
    const office = nextAddress();
    await questionsFromAddress(office, FREE_DAILY * ADDRESS_ALLOWANCE_MULTIPLE);
    const pro = await signedInAccount(api.sql);
    await givePlan(api.sql, pro.accountId, 'pro');
    expect((await ask(office, pro.cookie)).status).toBe(201);
    // Its questions do not use up the free visitors' share of the address.
    const other = nextAddress();
    for (let i = 0; i < 3; i += 1) expect((await ask(other, pro.cookie)).status).toBe(201);
    expect((await allowanceOf(other)).left).toBe(FREE_DAILY);
  });
});

describe('GET /api/chatbot/allowance', () => {
  it('tells a free visitor how many questions are left today and when the count renews, without asking one', async () => {
    const ip = nextAddress();
    const first = await call(api.baseUrl, 'GET', '/api/chatbot/allowance', undefined, undefined, ip);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toMatch(/^lo_visitor=/);
    expect(assistantAllowanceSchema.parse(first.body)).toEqual({ dailyAllowance: FREE_DAILY, left: FREE_DAILY, resetsAt: nextUtcMidnight() });
    expect((await ask(ip, cookie)).status).toBe(201);
    expect((await allowanceOf(ip, cookie)).left).toBe(FREE_DAILY - 1);
    // Asking for it writes nothing.
    expect(await api.sql(`SELECT 1 FROM chat_message WHERE client_hash = $1`, [clientAddressHash({ ip })])).toHaveLength(1);
  });

  it('says none are left once the address has used its share, and that a Pro account has no daily limit', async () => {
    const office = nextAddress();
    await questionsFromAddress(office, FREE_DAILY * ADDRESS_ALLOWANCE_MULTIPLE);
    expect((await allowanceOf(office)).left).toBe(0);
    const pro = await signedInAccount(api.sql);
    await givePlan(api.sql, pro.accountId, 'pro');
    expect(await allowanceOf(office, pro.cookie)).toEqual({ dailyAllowance: null, left: null, resetsAt: nextUtcMidnight() });
  });
});
