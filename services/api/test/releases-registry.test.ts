import { CONTRACTS_VERSION, RELEASE_PIN_PARAM, verifyReleasePin } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  as,
  host,
  releaseClient,
  releaseEnv,
  SHARED,
  serveUnreadableManifests,
  startReleaseApi,
  stopReleaseApi,
  upload,
} from './support/release-builds.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const { call, release } = releaseClient(() => api);

beforeAll(async () => {
  api = await startReleaseApi();
}, 120_000);

afterAll(() => stopReleaseApi(api));

describe('releasing', () => {
  it('makes a release live, rolls back to the previous or a named version, and serves it at /live', async () => {
    const v1 = upload('mf_catalog', '1.0.0');
    const v2 = upload('mf_catalog', '2.0.0');
    const v3 = upload('mf_catalog', '3.0.0');
    for (const manifest of [v1, v2, v3]) expect((await release('mf_catalog', manifest)).status).toBe(200);
    let live = await call<{ remotes: Record<string, { live: { version: string; manifestUrl: string } | null }> }>('GET', '/live', undefined);
    expect(live.body.remotes.mf_catalog!.live).toEqual({ version: '3.0.0', manifestUrl: v3 });

    const back = await call('POST', '/mf_catalog/rollback', ADMIN, {});
    expect(back.status).toBe(200);
    expect(back.body.live).toBe('2.0.0');
    const named = await call('POST', '/mf_catalog/rollback', ADMIN, { version: '1.0.0' });
    expect(named.body.live).toBe('1.0.0');
    live = await call('GET', '/live', undefined);
    expect(live.body.remotes.mf_catalog!.live).toEqual({ version: '1.0.0', manifestUrl: v1 });
    expect((await call('POST', '/mf_catalog/rollback', ADMIN, {})).status).toBe(409);
    expect((await call('POST', '/mf_catalog/rollback', ADMIN, { version: '9.9.9' })).status).toBe(404);

    const status = await call('GET', '/mf_catalog', ADMIN);
    expect(status.body.versions.map((v) => v.version)).toEqual(['3.0.0', '2.0.0', '1.0.0']);
    expect(status.body.versions[0]).toMatchObject({ commit: 'abcdef1234567', contractsVersion: CONTRACTS_VERSION, shared: { react: '19.3.1' } });
    expect(status.body.history.filter((e) => e.action !== 'token-created').map((e) => [e.action, e.fromVersion, e.toVersion])).toEqual([
      ['rollback', '2.0.0', '1.0.0'],
      ['rollback', '3.0.0', '2.0.0'],
      ['release', '2.0.0', '3.0.0'],
      ['release', '1.0.0', '2.0.0'],
      ['release', null, '1.0.0'],
    ]);
  });
});

describe('refusing a build', () => {
  it('refuses, with the reason, a manifest that is unreachable, from another origin, tampered with or skewed', async () => {
    const refused = async (manifestUrl: string, pattern: RegExp) => {
      const response = await release('mf_consulting', manifestUrl);
      expect(response.status, response.text).toBe(422);
      expect(response.body.message).toMatch(pattern);
    };
    await refused(`${host.cdn}/mf_consulting/none/mf-manifest.json`, /could not be read: .*upload the build there/);
    await refused('http://127.0.0.1:9/mf_consulting/mf-manifest.json', /could not be read/);
    await refused('https://cdn.example.org/mf_consulting/1.0.0/mf-manifest.json', /https:\/\/cdn\.example\.org is not an allowed origin/);
    await refused(upload('mf_consulting', '1.0.0', { tamper: true }), /does not match the build/);
    await refused(
      upload('mf_consulting', '1.0.1', { shared: [{ name: 'react', version: '20.0.0', requiredVersion: '^20.0.0', singleton: true }] }),
      /react: the remote needs \^20\.0\.0, the shell provides 19\.3\.1/,
    );
    await refused(
      upload('mf_consulting', '1.0.2', { shared: [...SHARED, { name: 'lodash', version: '4.17.21', requiredVersion: '^4.17.0', singleton: true }] }),
      /lodash is shared by the remote but the shell does not provide it/,
    );
    await refused(upload('mf_consulting', '1.0.3', { contractsVersion: '2.0.0' }), /contracts: built against 2\.0\.0/);
    await refused(upload('mf_checklist', '5.0.0'), /That manifest is mf_checklist's, not mf_consulting's/);
    // Nothing of them was stored.
    expect(await api.sql(`SELECT * FROM release_version WHERE remote = 'mf_consulting'`)).toEqual([]);
    // And a body that is not a release gets 400 with the field named.
    const bad = await call('POST', '/mf_consulting', ADMIN, { manifestUrl: 'ftp://x/mf-manifest.json' });
    expect(bad.status).toBe(400);
    expect(bad.text).toMatch(/manifestUrl/);
  });

  it('gives one message whatever stops a file being read, follows no redirect and reads at most 1 MB (S11)', async () => {
    const { rawPort, endlessClosed, closeRaw } = await serveUnreadableManifests();
    try {
      const urls = [
        `http://127.0.0.1:${rawPort}/x/mf-manifest.json`,
        'http://127.0.0.1:9/x/mf-manifest.json',
        `${host.cdn}/s11/none/mf-manifest.json`,
        `${host.cdn}/s11/error/mf-manifest.json`,
        `${host.cdn}/s11/not-json/mf-manifest.json`,
        `${host.cdn}/s11/redirect/mf-manifest.json`,
        `${host.cdn}/s11/big/mf-manifest.json`,
        `${host.cdn}/s11/endless/mf-manifest.json`,
      ];
      const messages = new Set<string>();
      for (const url of urls) {
        const started = Date.now();
        const response = await release('mf_consulting', url);
        expect(response.status, url).toBe(422);
        // Well before the 5 s timeout: the endless body is cut at the cap, not read until time runs out.
        expect(Date.now() - started, url).toBeLessThan(3_000);
        messages.add(response.body.message!.replace(url, '<url>'));
      }
      expect([...messages]).toEqual([expect.stringMatching(/^The manifest at <url> could not be read: /)]);
      // The endless body's connection was closed by the API, not left streaming.
      await expect.poll(endlessClosed, { timeout: 2_000 }).toBe(true);
      // The redirect's target was not released either.
      expect((await call('GET', '/mf_consulting', ADMIN)).body.versions.map((v) => v.version)).not.toContain('8.0.0');
    } finally {
      await closeRaw();
    }
  });
});

describe('releasing under load and on canary', () => {
  it('keeps one consistent history under 20 concurrent releases, and answers 409 to a stale compare-and-swap', async () => {
    const manifests = Array.from({ length: 20 }, (_, i) => upload('mf_checklist', `2.${i}.0`));
    const results = await Promise.all(manifests.map((manifest) => release('mf_checklist', manifest)));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const events = await api.sql<{ from_version: string | null; to_version: string }>(
      `SELECT from_version, to_version FROM release_event WHERE remote = 'mf_checklist' AND action = 'release' ORDER BY id`,
    );
    expect(events).toHaveLength(20);
    // Each release replaced exactly the one before it: no change was lost.
    for (let i = 1; i < events.length; i += 1) expect(events[i]!.from_version).toBe(events[i - 1]!.to_version);
    const [state] = await api.sql<{ revision: number; version: string }>(
      `SELECT s.revision, v.version FROM release_state s JOIN release_version v ON v.id = s.live_version_id WHERE s.remote = 'mf_checklist'`,
    );
    expect(state!.version).toBe(events.at(-1)!.to_version);
    expect(state!.revision).toBe(20);

    // Twenty deploys that each expect the same live version: one wins, the others are told to look again.
    const live = state!.version;
    const racing = Array.from({ length: 20 }, (_, i) => upload('mf_checklist', `3.${i}.0`));
    const raced = await Promise.all(racing.map((manifest) => release('mf_checklist', manifest, ADMIN, { expectedLiveVersion: live })));
    expect(raced.filter((r) => r.status === 200)).toHaveLength(1);
    expect(raced.filter((r) => r.status === 409)).toHaveLength(19);
    expect(raced.find((r) => r.status === 409)!.body.message).toMatch(/another change came first/);
  });

  it('puts a version on canary for a share of visitors, and ends it', async () => {
    const v1 = upload('mf_probe', '1.0.0');
    expect((await release('mf_probe', v1)).status).toBe(200);
    const v2 = upload('mf_probe', '2.0.0');
    const canary = await call('POST', '/mf_probe/canary', ADMIN, { manifestUrl: v2, percent: 20 });
    expect(canary.status, canary.text).toBe(200);
    expect(canary.body).toMatchObject({ live: '1.0.0', canary: { version: '2.0.0', percent: 20 } });
    const live = await call<{ remotes: Record<string, unknown> }>('GET', '/live', undefined);
    expect(live.body.remotes.mf_probe).toEqual({ live: { version: '1.0.0', manifestUrl: v1 }, canary: { version: '2.0.0', manifestUrl: v2, percent: 20 } });
    const ended = await call('POST', '/mf_probe/canary', ADMIN, { percent: 0 });
    expect(ended.body.canary).toBeNull();
    expect(ended.body.history.map((e) => e.action).slice(0, 2)).toEqual(['canary-end', 'canary']);
  });
});

describe('pin links', () => {
  it('signs a link to the site that the site server can check, for a released version only', async () => {
    const pinned = await startTestApi({
      ...releaseEnv(),
      RELEASE_PIN_SECRET: 'a-pin-secret-of-enough-length',
      SITE_URL: 'https://launchops.test',
    });
    try {
      const manifest = upload('mf_checklist', '7.0.0');
      const headers = as(ADMIN);
      expect((await pinned.visitor().request('POST', '/api/releases/mf_checklist', { manifestUrl: manifest }, { headers })).status).toBe(200);
      const link = await pinned.visitor().request<{ url: string }>('POST', '/api/releases/mf_checklist/pin-link', { version: '7.0.0' }, { headers });
      expect(link.status, link.text).toBe(200);
      const url = new URL(link.body.url);
      expect(url.origin).toBe('https://launchops.test');
      expect(await verifyReleasePin(url.searchParams.get(RELEASE_PIN_PARAM)!, 'a-pin-secret-of-enough-length')).toMatchObject({
        remote: 'mf_checklist',
        version: '7.0.0',
        manifestUrl: manifest,
      });
      expect((await pinned.visitor().request('POST', '/api/releases/mf_checklist/pin-link', { version: '0.0.1' }, { headers })).status).toBe(404);
    } finally {
      await pinned.close();
    }
    // Without a secret the API says how to switch them on.
    const off = await call('POST', '/mf_checklist/pin-link', ADMIN, { version: '2.0.0' });
    expect(off.status).toBe(403);
    expect(off.body.message).toMatch(/RELEASE_PIN_SECRET/);
  });
});
