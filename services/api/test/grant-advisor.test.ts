import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAdvisor } from '../src/grant-advisor.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// The command opens its own connection next to the running API's: the embedded database takes one connection only.
describe.skipIf(!process.env.TEST_DATABASE_URL)('the grant-advisor command', () => {
  let api: TestApi;
  let source: NodeJS.ProcessEnv;

  beforeAll(async () => {
    api = await startTestApi();
    // The command connects on its own, as it does next to a running API.
    const { url } = api.service(DataSource).options as { url?: string };
    source = { DATABASE_URL: url };
  }, 120_000);

  afterAll(async () => {
    await api?.close();
  });

  const role = async (email: string) => (await api.sql<{ role: string }>(`SELECT role FROM account WHERE email = $1`, [email]))[0]?.role;

  it('gives an address the advisor role, making its account when it has none, and takes it back', async () => {
    expect(await grantAdvisor('rosa@example.com', false, source)).toBe('granted');
    expect(await role('rosa@example.com')).toBe('advisor');
    const [account] = await api.sql<{ visitor_id: string }>(`SELECT visitor_id FROM account WHERE email = 'rosa@example.com'`);
    // A new account's data is kept under an id no browser carries.
    expect(account!.visitor_id[14]).toBe('8');
    expect(await grantAdvisor(' ROSA@example.com ', false, source)).toBe('granted');
    expect(await api.sql(`SELECT id FROM account WHERE email = 'rosa@example.com'`)).toHaveLength(1);

    expect(await grantAdvisor('rosa@example.com', true, source)).toBe('revoked');
    expect(await role('rosa@example.com')).toBe('founder');
    expect(await grantAdvisor('nobody@example.com', true, source)).toBe('no account');
    expect(await role('nobody@example.com')).toBeUndefined();
    await expect(grantAdvisor('not-an-address', false, source)).rejects.toThrow(/is not an e-mail address/);
  });
});
