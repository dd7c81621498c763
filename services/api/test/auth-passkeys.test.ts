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

describe('passkeys and sessions across accounts', () => {
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
