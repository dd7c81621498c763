import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import {
  addSignals,
  CONTRACTS_VERSION,
  RELEASE_PIN_PARAM,
  type ReleaseSignalBatch,
  type ReleaseSignalKind,
  type ReleaseSignalSum,
  type RemoteReleases,
  verifyReleasePin,
} from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseSignalsService } from '../src/modules/releases/release-signals.service.js';
import { startTestApi, type TestApi, type TestResponse } from './support/test-api.js';

const ADMIN = 'platform-admin-token-for-the-release-tests';
/** What the site server and the API share (SITE_API_SECRET). */
const SITE_SECRET = 'the-site-servers-secret-for-the-release-tests';
const SHARED = [
  { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0', singleton: true },
  { name: 'react-router', version: '7.18.5', requiredVersion: '~7.18.5', singleton: true },
];

/** A static host for builds: path -> body, changed by the tests as a team would upload files. */
const files = new Map<string, string>();
/** Paths of that host that answer otherwise (redirects, errors, endless bodies). */
const special = new Map<string, (response: import('node:http').ServerResponse) => void>();
let host: Server;
let cdn = '';
let api: TestApi;

const sri = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

/** Uploads a build of `remote` at `version` under /<remote>/<version>/ and returns its manifest URL. */
function upload(remote: string, version: string, tweak: { shared?: typeof SHARED; contractsVersion?: string; tamper?: boolean } = {}): string {
  const dir = `/${remote}/${version}`;
  const entryFile = `static/js/${remote}.${version.replace(/\W/g, '')}.js`;
  const entry = `/* ${remote} ${version} */ var ${remote} = {};`;
  files.set(
    `${dir}/mf-manifest.json`,
    JSON.stringify({ metaData: { name: remote, publicPath: 'auto', remoteEntry: { name: entryFile, path: '' } }, shared: tweak.shared ?? SHARED }),
  );
  files.set(
    `${dir}/release.json`,
    JSON.stringify({
      remote,
      version,
      commit: 'abcdef1234567',
      builtAt: '2026-11-25T10:00:00.000Z',
      contractsVersion: tweak.contractsVersion ?? CONTRACTS_VERSION,
      entry: { file: entryFile, integrity: sri(entry) },
    }),
  );
  files.set(`${dir}/${entryFile}`, tweak.tamper ? `${entry} /* changed after the build */` : entry);
  return `${cdn}${dir}/mf-manifest.json`;
}

const as = (token: string | undefined): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
function call<T = RemoteReleases & { message?: string }>(method: string, url: string, token: string | undefined, body?: unknown): Promise<TestResponse<T>> {
  return api.visitor().request<T>(method, `/api/releases${url}`, body, { headers: as(token) });
}
const release = (remote: string, manifestUrl: string, token = ADMIN, extra: Record<string, unknown> = {}) =>
  call('POST', `/${remote}`, token, { manifestUrl, ...extra });

beforeAll(async () => {
  host = createServer((request, response) => {
    const handler = special.get(request.url ?? '');
    if (handler) return handler(response);
    const body = files.get(request.url ?? '');
    if (body === undefined) return void response.writeHead(404).end('not found');
    response.writeHead(200, { 'content-type': request.url!.endsWith('.js') ? 'text/javascript' : 'application/json' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  cdn = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  files.set('/shell/mf-manifest.json', JSON.stringify({ shared: [...SHARED, { name: 'zustand', version: '5.1.0' }] }));
  api = await startTestApi({
    RELEASE_ADMIN_TOKEN: ADMIN,
    SHELL_MANIFEST_URL: `${cdn}/shell/mf-manifest.json`,
    RATE_LIMIT_FACTOR: '20',
    SITE_API_SECRET: SITE_SECRET,
  });
}, 120_000);

afterAll(async () => {
  await api?.close();
  await new Promise((resolve) => host?.close(resolve));
});

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
});

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

  it('refuses, with the reason, a manifest that is unreachable, from another origin, tampered with or skewed', async () => {
    const refused = async (manifestUrl: string, pattern: RegExp) => {
      const response = await release('mf_consulting', manifestUrl);
      expect(response.status, response.text).toBe(422);
      expect(response.body.message).toMatch(pattern);
    };
    await refused(`${cdn}/mf_consulting/none/mf-manifest.json`, /could not be read: .*upload the build there/);
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
    // A port that speaks something other than HTTP, as a database would.
    const raw = createNetServer((socket) => void socket.end('220 not http at all\r\n', () => socket.destroy()));
    await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
    let endlessClosed = false;
    special.set('/s11/redirect/mf-manifest.json', (response) => void response.writeHead(302, { location: upload('mf_consulting', '8.0.0') }).end());
    special.set('/s11/error/mf-manifest.json', (response) => void response.writeHead(500).end('{"message":"internal"}'));
    special.set(
      '/s11/not-json/mf-manifest.json',
      (response) => void response.writeHead(200, { 'content-type': 'text/html' }).end('<html>admin console</html>'),
    );
    special.set(
      '/s11/big/mf-manifest.json',
      (response) => void response.writeHead(200, { 'content-type': 'application/json' }).end(`{"pad":"${'x'.repeat(1_100_000)}"}`),
    );
    special.set('/s11/endless/mf-manifest.json', (response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"pad":"');
      const chunk = 'x'.repeat(64 * 1024);
      const timer = setInterval(() => response.write(chunk), 5);
      response.on('close', () => {
        clearInterval(timer);
        endlessClosed = true;
      });
    });
    try {
      const urls = [
        `http://127.0.0.1:${(raw.address() as AddressInfo).port}/x/mf-manifest.json`,
        'http://127.0.0.1:9/x/mf-manifest.json',
        `${cdn}/s11/none/mf-manifest.json`,
        `${cdn}/s11/error/mf-manifest.json`,
        `${cdn}/s11/not-json/mf-manifest.json`,
        `${cdn}/s11/redirect/mf-manifest.json`,
        `${cdn}/s11/big/mf-manifest.json`,
        `${cdn}/s11/endless/mf-manifest.json`,
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
      await expect.poll(() => endlessClosed, { timeout: 2_000 }).toBe(true);
      // The redirect's target was not released either.
      expect((await call('GET', '/mf_consulting', ADMIN)).body.versions.map((v) => v.version)).not.toContain('8.0.0');
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });

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
      RELEASE_ADMIN_TOKEN: ADMIN,
      SHELL_MANIFEST_URL: `${cdn}/shell/mf-manifest.json`,
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

describe('browser signals and the canary watch', () => {
  /** What the site server sends for beacons with these events: their sums. */
  const beacon = (events: ReleaseSignalBatch['events'], headers: Record<string, string> = {}) => {
    const sums = new Map<string, ReleaseSignalSum>();
    addSignals(sums, { events }, new Date());
    return api
      .visitor()
      .request('POST', '/api/release-signals/sums', { sums: [...sums.values()] }, { headers: { 'x-launchops-site-secret': SITE_SECRET, ...headers } });
  };

  it('takes small anonymous beacons, sums them per minute, and reports error rate and p75 load time', async () => {
    // Sums count only for a version that is live (or on canary): mf_content 1.0.0 is.
    expect((await release('mf_content', upload('mf_content', '1.0.0'))).status).toBe(200);
    const loads = [120, 180, 250, 400, 90, 1_200, 260, 310].map((ms) => ({ remote: 'mf_content', version: '1.0.0', kind: 'load' as const, ms }));
    expect((await beacon(loads)).status).toBe(204);
    expect(
      (
        await beacon([
          { remote: 'mf_content', version: '1.0.0', kind: 'render-error' },
          { remote: 'mf_content', version: '1.0.0', kind: 'load-error' },
        ])
      ).status,
    ).toBe(204);
    const signals = api.service(ReleaseSignalsService);
    const [stats] = await signals.stats('mf_content', new Date(Date.now() - 3_600_000));
    // 8 loads and 1 failed load: 2 failures of 9 attempts; 75 % of load times are at most 500 ms.
    expect(stats).toEqual({ version: '1.0.0', loads: 8, failures: 2, errorRate: 2 / 9, p75Ms: 500 });
    // A second sum adds to the same minute rather than overwriting it.
    await beacon([{ remote: 'mf_content', version: '1.0.0', kind: 'load', ms: 50 }]);
    expect((await signals.stats('mf_content', new Date(Date.now() - 3_600_000)))[0]!.loads).toBe(9);
    const stored = await api.sql('SELECT * FROM release_signal');
    expect(Object.keys(stored[0]!).sort()).toEqual(['load_errors', 'load_ms', 'loads', 'minute', 'remote', 'render_errors', 'version']);
  });

  it('takes sums from the site server only, and refuses ones that are not sums, with the reason', async () => {
    const passedOn = await beacon([{ remote: 'mf_content', version: '1.0.0', kind: 'load', ms: 50 }], { 'x-forwarded-for': '203.0.113.5' });
    expect(passedOn.status).toBe(403);
    expect(passedOn.body.message).toBe('Signal sums come from the site server only.');
    const sum = { remote: 'mf_content', version: '1', minute: new Date().toISOString(), loads: 1, loadErrors: 0, renderErrors: 0, loadMs: Array(12).fill(0) };
    for (const sums of [[], [{ ...sum, loads: -1 }], [{ ...sum, remote: 'x' }], [{ ...sum, loadMs: [1] }], [{ ...sum, extra: 1 }]]) {
      const response = await api.visitor().request('POST', '/api/release-signals/sums', { sums }, { headers: { 'x-launchops-site-secret': SITE_SECRET } });
      expect(response.status, JSON.stringify(sums).slice(0, 80)).toBe(400);
    }
  });

  it('takes sums only with the secret shared with the site server (S10): any other local process is refused', async () => {
    const event = [{ remote: 'mf_content', version: '1.0.0', kind: 'load' as const, ms: 50 }];
    const signals = api.service(ReleaseSignalsService);
    const loads = async () => (await signals.stats('mf_content', new Date(Date.now() - 3_600_000)))[0]?.loads ?? 0;
    const before = await loads();
    for (const secret of ['', 'wrong', SITE_SECRET.slice(0, -1), `${SITE_SECRET}x`, SITE_SECRET.toUpperCase()]) {
      const response = await beacon(event, { 'x-launchops-site-secret': secret });
      expect(response.status, secret).toBe(403);
      expect(response.body.message).toBe('Signal sums come from the site server only.');
    }
    expect(await loads()).toBe(before);
    expect((await beacon(event)).status).toBe(204);
    expect(await loads()).toBe(before + 1);
    // An API without the secret takes no sums at all, and says how to fix that.
    const unset = await startTestApi({});
    try {
      const sum = {
        remote: 'mf_content',
        version: '1.0.0',
        minute: new Date().toISOString(),
        loads: 1,
        loadErrors: 0,
        renderErrors: 0,
        loadMs: Array(12).fill(0),
      };
      const response = await unset
        .visitor()
        .request<{ message: string }>('POST', '/api/release-signals/sums', { sums: [sum] }, { headers: { 'x-launchops-site-secret': SITE_SECRET } });
      expect(response.status).toBe(403);
      expect(response.body.message).toMatch(/SITE_API_SECRET/);
    } finally {
      await unset.close();
    }
  });

  it('ignores sums of a version that is neither live nor on canary (S2): they cannot move the canary watch', async () => {
    const signals = api.service(ReleaseSignalsService);
    const since = new Date(Date.now() - 3_600_000);
    expect(
      (
        await beacon([
          { remote: 'mf_content', version: '6.6.6', kind: 'render-error' },
          { remote: 'mf_nowhere', version: '1.0.0', kind: 'load' },
        ])
      ).status,
    ).toBe(204);
    expect((await signals.stats('mf_content', since)).map((s) => s.version)).not.toContain('6.6.6');
    expect(await signals.stats('mf_nowhere', since)).toEqual([]);
  });

  it('rolls a failing canary back, records why, and leaves a healthy one alone', async () => {
    expect((await release('mf_consulting', upload('mf_consulting', '4.0.0'))).status).toBe(200);
    expect((await call('POST', '/mf_consulting/canary', ADMIN, { manifestUrl: upload('mf_consulting', '4.1.0'), percent: 20 })).status).toBe(200);
    const signals = api.service(ReleaseSignalsService);
    const events = (version: string, kind: ReleaseSignalKind, n: number) =>
      Array.from({ length: n }, () => ({ remote: 'mf_consulting', version, kind, ms: 200 }));
    // Healthy so far: about the failure rate of live (5 %).
    expect((await beacon([...events('4.0.0', 'load', 40), ...events('4.0.0', 'render-error', 2)])).status).toBe(204);
    expect((await beacon([...events('4.1.0', 'load', 24), ...events('4.1.0', 'render-error', 1)])).status).toBe(204);
    await signals.watchCanaries();
    expect((await call('GET', '/mf_consulting', ADMIN)).body.canary).toEqual({ version: '4.1.0', percent: 20 });
    // Then every render of the canary throws.
    expect((await beacon(events('4.1.0', 'render-error', 30))).status).toBe(204);
    await signals.watchCanaries();
    const status = await call('GET', '/mf_consulting', ADMIN);
    expect(status.body.canary).toBeNull();
    expect(status.body.live).toBe('4.0.0');
    expect(status.body.history[0]).toMatchObject({ action: 'auto-rollback', fromVersion: '4.1.0', toVersion: '4.0.0', actor: 'canary watch' });
    expect(status.body.history[0]!.reason).toBe('canary 4.1.0: 31 failures in 24 loads (100%) over the last 10 min; live 4.0.0: 2 in 40 (5%); margin 5%');

    const overview = await call<{ remotes: Array<{ remote: string; stats: Array<{ version: string }>; history: Array<{ action: string }> }> }>(
      'GET',
      '/overview',
      ADMIN,
    );
    expect(overview.status).toBe(200);
    const consulting = overview.body.remotes.find((r) => r.remote === 'mf_consulting')!;
    expect(consulting.stats.map((s) => s.version).sort()).toEqual(['4.0.0', '4.1.0']);
    expect(consulting.history[0]!.action).toBe('auto-rollback');
    // The overview is for platform engineers only.
    const team = await call<{ token: string }>('POST', '/tokens', ADMIN, { remote: 'mf_consulting', label: 'consulting team' });
    expect((await call('GET', '/overview', team.body.token)).status).toBe(403);
  });
});
