import type { LiveReleases, ReleaseSignalSum } from '@launchops/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createPageLoadIds, createSignalIntake, PAGE_LOAD_TTL_MS } from './release-signals.js';

const load = (ms: number, version = '2.0.0') => ({ remote: 'mf_catalog', version, kind: 'load', ms });
const at = new Date('2026-11-25T10:00:30Z');
/** mf_catalog: 1.0.0 live, 2.0.0 on canary. */
const live: LiveReleases = {
  remotes: {
    mf_catalog: {
      live: { version: '1.0.0', manifestUrl: 'https://cdn.example.org/catalog/1.0.0/mf-manifest.json' },
      canary: { version: '2.0.0', manifestUrl: 'https://cdn.example.org/catalog/2.0.0/mf-manifest.json', percent: 20 },
    },
  },
};
const pageLoads = createPageLoadIds();
const page = () => pageLoads.issue(at.getTime());

describe('release signal intake', () => {
  it('sums beacons per remote, version and minute, and sends the sums in one request', async () => {
    const forward = vi.fn<(sums: ReleaseSignalSum[]) => Promise<void>>().mockResolvedValue();
    const intake = createSignalIntake({ forward, flushMs: 60_000, pageLoads });
    for (let i = 0; i < 100; i += 1) {
      expect(
        intake.take(`10.0.0.${i}`, { page: page(), events: [load(120), { remote: 'mf_catalog', version: '2.0.0', kind: 'render-error' }] }, live, at),
      ).toEqual({ status: 204 });
    }
    await intake.flush();
    expect(forward).toHaveBeenCalledTimes(1);
    const [sums] = forward.mock.calls[0]!;
    expect(sums).toEqual([
      {
        remote: 'mf_catalog',
        version: '2.0.0',
        minute: '2026-11-25T10:00:00.000Z',
        loads: 100,
        loadErrors: 0,
        renderErrors: 100,
        loadMs: [0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
      },
    ]);
    await intake.flush();
    expect(forward).toHaveBeenCalledTimes(1);
  });

  it("tells the edge's metrics of each event taken once, by remote, version and kind", async () => {
    const { createEdgeTelemetry, siteRemoteLoadFailures, siteRemoteLoads } = await import('./edge-telemetry.js');
    const telemetry = createEdgeTelemetry();
    const intake = createSignalIntake({ forward: async () => undefined, flushMs: 60_000, pageLoads, onEvent: (event) => telemetry.countSignal(event) });
    const value = async (counter: typeof siteRemoteLoads | typeof siteRemoteLoadFailures, labels: Record<string, string>) =>
      (await counter.get()).values.find((entry) => Object.entries(labels).every(([key, v]) => (entry.labels as Record<string, unknown>)[key] === v))?.value ??
      0;
    const loadsBefore = await value(siteRemoteLoads, { remote: 'mf_catalog', version: '2.0.0' });
    const failuresBefore = await value(siteRemoteLoadFailures, { remote: 'mf_catalog', version: '2.0.0', kind: 'render' });
    const one = page();
    const beacon = { page: one, events: [load(120), { remote: 'mf_catalog', version: '2.0.0', kind: 'render-error' }, load(10, '9.9.9')] };
    intake.take('a', beacon, live, at);
    // The same page load's events again: counted once, here as in the sums.
    intake.take('a', beacon, live, at);
    expect(await value(siteRemoteLoads, { remote: 'mf_catalog', version: '2.0.0' })).toBe(loadsBefore + 1);
    expect(await value(siteRemoteLoadFailures, { remote: 'mf_catalog', version: '2.0.0', kind: 'render' })).toBe(failuresBefore + 1);
    // A version neither live nor on canary is not counted.
    expect(await value(siteRemoteLoads, { remote: 'mf_catalog', version: '9.9.9' })).toBe(0);
  });

  it("refuses what is not a beacon, and more than a client's quota a minute", () => {
    const intake = createSignalIntake({ forward: async () => undefined, perClientPerMinute: 3, flushMs: 60_000, pageLoads });
    expect(intake.take('a', { page: page(), events: [{ remote: 'mf_catalog', version: '1', kind: 'explode' }] }, live, at)).toMatchObject({
      status: 400,
      message: expect.stringContaining('events.0.kind'),
    });
    expect(intake.take('a', 'text', live, at)).toMatchObject({ status: 400 });
    expect(intake.take('a', { page: page(), events: [load(1)] }, live, at)).toEqual({ status: 204 });
    expect(intake.take('a', { page: page(), events: [load(1)] }, live, at)).toMatchObject({ status: 429 });
    expect(intake.take('b', { page: page(), events: [load(1)] }, live, at)).toEqual({ status: 204 });
    // A new minute, a new quota.
    expect(intake.take('a', { page: page(), events: [load(1)] }, live, new Date(at.getTime() + 60_000))).toEqual({ status: 204 });
  });

  it('keeps the sums while the API is down, and sends them added up when it is back', async () => {
    const forward = vi.fn<(sums: ReleaseSignalSum[]) => Promise<void>>().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue();
    const log = vi.fn();
    const intake = createSignalIntake({ forward, flushMs: 60_000, log, pageLoads });
    intake.take('a', { page: page(), events: [load(120)] }, live, at);
    await intake.flush();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
    intake.take('b', { page: page(), events: [load(120)] }, live, at);
    await intake.flush();
    expect(forward.mock.calls[1]![0][0]).toMatchObject({ loads: 2 });
  });
});

describe('forged beacons (S2)', () => {
  const sent = async (take: (intake: ReturnType<typeof createSignalIntake>) => void) => {
    const forward = vi.fn<(sums: ReleaseSignalSum[]) => Promise<void>>().mockResolvedValue();
    const intake = createSignalIntake({ forward, flushMs: 60_000, perClientPerMinute: 1_000, pageLoads });
    take(intake);
    await intake.flush();
    return forward.mock.calls.flatMap(([sums]) => sums);
  };

  it('counts each event of a page load once, however often a client repeats it', async () => {
    const one = page();
    const sums = await sent((intake) => {
      for (let i = 0; i < 50; i += 1) {
        expect(
          intake.take('a', { page: one, events: [load(120), load(130), { remote: 'mf_catalog', version: '2.0.0', kind: 'render-error' }] }, live, at),
        ).toEqual({ status: 204 });
      }
    });
    expect(sums).toEqual([expect.objectContaining({ version: '2.0.0', loads: 1, renderErrors: 1, loadErrors: 0 })]);
  });

  it('takes only page-load ids this site signed, within the hour', async () => {
    const other = createPageLoadIds();
    const real = page();
    const [body, mac] = real.split('.') as [string, string];
    const sums = await sent((intake) => {
      for (const forged of ['made-up', `${body}.${mac.slice(0, -2)}AA`, `${body}.`, other.issue(at.getTime()), `${body}.${mac}.x`]) {
        expect(intake.take('a', { page: forged, events: [load(120)] }, live, at), forged).toMatchObject({
          status: 400,
          message: expect.stringContaining('page'),
        });
      }
      expect(intake.take('a', { events: [load(120)] }, live, at)).toMatchObject({ status: 400 });
      const old = pageLoads.issue(at.getTime() - PAGE_LOAD_TTL_MS - 1_000);
      expect(intake.take('a', { page: old, events: [load(120)] }, live, at)).toMatchObject({ status: 400 });
    });
    expect(sums).toEqual([]);
  });

  it('ignores versions that are neither live nor on canary, and everything while no release is known', async () => {
    const sums = await sent((intake) => {
      expect(
        intake.take('a', { page: page(), events: [load(120, '6.6.6'), { remote: 'mf_content', version: '1.0.0', kind: 'render-error' }] }, live, at),
      ).toEqual({ status: 204 });
      expect(intake.take('a', { page: page(), events: [load(120, '1.0.0')] }, null, at)).toEqual({ status: 204 });
      expect(intake.take('a', { page: page(), events: [load(120, '1.0.0'), load(120, '6.6.6')] }, live, at)).toEqual({ status: 204 });
    });
    expect(sums).toEqual([expect.objectContaining({ version: '1.0.0', loads: 1 })]);
  });
});
