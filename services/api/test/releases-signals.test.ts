import { addSignals, type ReleaseSignalBatch, type ReleaseSignalKind, type ReleaseSignalSum } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReleaseSignalsService } from '../src/modules/releases/release-signals.service.js';
import { ADMIN, releaseClient, SITE_SECRET, startReleaseApi, stopReleaseApi, upload } from './support/release-builds.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;
const { call, release } = releaseClient(() => api);

beforeAll(async () => {
  api = await startReleaseApi();
}, 120_000);

afterAll(() => stopReleaseApi(api));

/** What the site server sends for beacons with these events: their sums. */
const beacon = (events: ReleaseSignalBatch['events'], headers: Record<string, string> = {}) => {
  const sums = new Map<string, ReleaseSignalSum>();
  addSignals(sums, { events }, new Date());
  return api
    .visitor()
    .request('POST', '/api/release-signals/sums', { sums: [...sums.values()] }, { headers: { 'x-launchops-site-secret': SITE_SECRET, ...headers } });
};

describe('browser signals', () => {
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
});

describe('the canary watch', () => {
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

  it('does not let a live version with too few loads to judge (one failure in one) shield a canary that always fails', async () => {
    expect((await release('mf_catalog', upload('mf_catalog', '5.0.0'))).status).toBe(200);
    expect((await call('POST', '/mf_catalog/canary', ADMIN, { manifestUrl: upload('mf_catalog', '5.1.0'), percent: 50 })).status).toBe(200);
    const signals = api.service(ReleaseSignalsService);
    const events = (version: string, kind: ReleaseSignalKind, n: number) => Array.from({ length: n }, () => ({ remote: 'mf_catalog', version, kind, ms: 200 }));
    // Live: a single load that failed (a visitor who left mid-load, say): 100 % of one.
    expect((await beacon(events('5.0.0', 'load-error', 1))).status).toBe(204);
    expect((await beacon([...events('5.1.0', 'load', 25), ...events('5.1.0', 'render-error', 25)])).status).toBe(204);
    await signals.watchCanaries();
    const status = await call('GET', '/mf_catalog', ADMIN);
    expect(status.body.canary).toBeNull();
    expect(status.body.history[0]!.reason).toBe(
      'canary 5.1.0: 25 failures in 25 loads (100%) over the last 10 min; live 5.0.0: 1 in 0 (too few loads to compare, taken as 0%); margin 5%',
    );
  });
});
