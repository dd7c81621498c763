import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, releaseClient, startReleaseApi, stopReleaseApi, upload } from './support/release-builds.js';
import type { TestApi } from './support/test-api.js';

let api: TestApi;
const { call, release } = releaseClient(() => api);

beforeAll(async () => {
  api = await startReleaseApi();
}, 120_000);

afterAll(() => stopReleaseApi(api));

describe('release tokens', () => {
  it("refuses a missing or wrong token (401), and a team token for another team's remote (403)", async () => {
    const manifest = upload('mf_checklist', '1.0.0');
    expect((await release('mf_checklist', manifest, '')).status).toBe(401);
    const wrong = await release('mf_checklist', manifest, 'not-a-real-token');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/not valid/);

    const created = await call<{ id: number; token: string }>('POST', '/tokens', ADMIN, { remote: 'mf_catalog', label: 'catalog team' });
    expect(created.status).toBe(201);
    const other = await release('mf_checklist', manifest, created.body.token);
    expect(other.status).toBe(403);
    expect(other.body.message).toBe('This token releases mf_catalog only, not mf_checklist.');
    // A team token manages no tokens.
    expect((await call('POST', '/tokens', created.body.token, { remote: 'mf_catalog', label: 'mine' })).status).toBe(403);
    // Stored as a hash only.
    const [row] = await api.sql<{ token_hash: string }>('SELECT token_hash FROM release_token WHERE id = $1', [created.body.id]);
    expect(row!.token_hash).toBe(createHash('sha256').update(created.body.token).digest('hex'));
    expect(JSON.stringify(await api.sql('SELECT * FROM release_token'))).not.toContain(created.body.token);
  });

  it('lets a team release its own remote until its token is revoked, and records both', async () => {
    const created = await call<{ id: number; token: string }>('POST', '/tokens', ADMIN, { remote: 'mf_content', label: 'content team' });
    const ok = await release('mf_content', upload('mf_content', '1.0.0'), created.body.token);
    expect(ok.status).toBe(200);
    expect(ok.body.live).toBe('1.0.0');
    expect(ok.body.history[0]).toMatchObject({ action: 'release', fromVersion: null, toVersion: '1.0.0', actor: 'content team' });

    const revoked = await call('DELETE', `/tokens/${created.body.id}`, ADMIN);
    expect(revoked.status).toBe(200);
    expect((await release('mf_content', upload('mf_content', '1.0.1'), created.body.token)).status).toBe(401);
    const events = await api.sql<{ action: string; actor: string }>(`SELECT action, actor FROM release_event WHERE remote = 'mf_content' ORDER BY id`);
    expect(events.map((e) => e.action)).toEqual(['token-created', 'release', 'token-revoked']);
  });

  // S14: who may call a route is settled before its body or path is read, so an anonymous caller learns nothing of its fields.
  const guarded: Array<[string, string, unknown]> = [
    ['POST', '/mf_checklist', { manifestUrl: 'not a url', extra: true }],
    ['POST', '/mf_checklist/rollback', { toVersion: 42 }],
    ['POST', '/mf_checklist/canary', { percent: 'all' }],
    ['POST', '/mf_checklist/pin-link', {}],
    ['POST', '/tokens', { remote: 'nope', label: '' }],
    ['POST', '/Not-A-Remote', {}],
    ['GET', '/Not-A-Remote', undefined],
    ['DELETE', '/tokens/not-a-number', undefined],
  ];

  it.each(guarded)('authenticates %s %s before it validates the input: 401 without a token or with a wrong one', async (method, url, body) => {
    for (const token of [undefined, 'not-a-real-token']) {
      const res = await call(method, url, token, body);
      expect(res.status, `${method} ${url} with ${token ?? 'no token'}`).toBe(401);
      expect(res.body.message).toMatch(/release token/);
    }
    // With the admin token the same input gets its field message.
    expect((await call(method, url, ADMIN, body)).status).toBe(400);
  });
});
