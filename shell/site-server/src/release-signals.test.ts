import type { ReleaseSignalSum } from '@launchops/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createSignalIntake } from './release-signals.js';

const load = (ms: number) => ({ remote: 'mf_catalog', version: '2.0.0', kind: 'load', ms });
const at = new Date('2026-11-25T10:00:30Z');

describe('release signal intake', () => {
  it('sums beacons per remote, version and minute, and sends the sums in one request', async () => {
    const forward = vi.fn<(sums: ReleaseSignalSum[]) => Promise<void>>().mockResolvedValue();
    const intake = createSignalIntake({ forward, flushMs: 60_000 });
    for (let i = 0; i < 100; i += 1) expect(intake.take(`10.0.0.${i}`, { events: [load(120), { remote: 'mf_catalog', version: '2.0.0', kind: 'render-error' }] }, at)).toEqual({ status: 204 });
    await intake.flush();
    expect(forward).toHaveBeenCalledTimes(1);
    const [sums] = forward.mock.calls[0]!;
    expect(sums).toEqual([{ remote: 'mf_catalog', version: '2.0.0', minute: '2026-11-25T10:00:00.000Z', loads: 100, loadErrors: 0, renderErrors: 100, loadMs: [0, 100, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]);
    await intake.flush();
    expect(forward).toHaveBeenCalledTimes(1);
  });

  it('refuses what is not a beacon, and more than a client\'s quota a minute', () => {
    const intake = createSignalIntake({ forward: async () => undefined, perClientPerMinute: 3, flushMs: 60_000 });
    expect(intake.take('a', { events: [{ remote: 'mf_catalog', version: '1', kind: 'explode' }] }, at)).toMatchObject({ status: 400, message: expect.stringContaining('events.0.kind') });
    expect(intake.take('a', 'text', at)).toMatchObject({ status: 400 });
    expect(intake.take('a', { events: [load(1)] }, at)).toEqual({ status: 204 });
    expect(intake.take('a', { events: [load(1)] }, at)).toMatchObject({ status: 429 });
    expect(intake.take('b', { events: [load(1)] }, at)).toEqual({ status: 204 });
    // A new minute, a new quota.
    expect(intake.take('a', { events: [load(1)] }, new Date(at.getTime() + 60_000))).toEqual({ status: 204 });
  });

  it('keeps the sums while the API is down, and sends them added up when it is back', async () => {
    const forward = vi.fn<(sums: ReleaseSignalSum[]) => Promise<void>>().mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue();
    const log = vi.fn();
    const intake = createSignalIntake({ forward, flushMs: 60_000, log });
    intake.take('a', { events: [load(120)] }, at);
    await intake.flush();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('connection refused'));
    intake.take('b', { events: [load(120)] }, at);
    await intake.flush();
    expect(forward.mock.calls[1]![0][0]).toMatchObject({ loads: 2 });
  });
});
