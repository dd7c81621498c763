import { type LiveReleases, signReleasePin } from '@launchops/contracts';
import { describe, expect, it, vi } from 'vitest';
import { addPin, canaryBucket, cookieValue, createReleaseReader, isReleaseId, newReleaseId, readPins, RELEASES_TTL_MS, visitorReleases } from './releases.js';

const live = (percent: number): LiveReleases => ({
  remotes: {
    mf_catalog: {
      live: { version: '1.0.0', manifestUrl: 'https://cdn.example.org/catalog/1.0.0/mf-manifest.json' },
      canary: percent > 0 ? { version: '2.0.0', manifestUrl: 'https://cdn.example.org/catalog/2.0.0/mf-manifest.json', percent } : null,
    },
  },
});
const site = { mf_catalog: 'http://localhost:8082/mf-manifest.json', mf_content: 'http://localhost:8083/mf-manifest.json' };

describe('which build a visitor gets', () => {
  // 4000 random visitors, not 500: with 500 the share's standard deviation is 1.8 points, so ±5 points failed
  // about 1 run in 200 (CI saw 25.2 %); with 4000 it is 0.63 points and ±5 points is 8 deviations away.
  it('puts 20 % ± 5 % of 4000 visitors on a 20 % canary, each on the same side every time', () => {
    const visitors = Array.from({ length: 4000 }, () => newReleaseId());
    const side = (id: string) => visitorReleases(live(20), site, id, []).versions.mf_catalog!.side;
    const onCanary = visitors.filter((id) => side(id) === 'canary').length;
    expect(onCanary / visitors.length).toBeGreaterThanOrEqual(0.15);
    expect(onCanary / visitors.length).toBeLessThanOrEqual(0.25);
    for (const id of visitors) expect(side(id)).toBe(side(id));
    // Raising the share keeps everyone already on the canary there.
    for (const id of visitors) if (side(id) === 'canary') expect(visitorReleases(live(50), site, id, []).versions.mf_catalog!.side).toBe('canary');
  });

  it('gives each remote its own slice of visitors', () => {
    const visitors = Array.from({ length: 400 }, () => newReleaseId());
    const both = visitors.filter((id) => canaryBucket(id, 'mf_catalog') < 2000 && canaryBucket(id, 'mf_content') < 2000).length;
    // Independent slices overlap in about 4 % (0.2 x 0.2), not 20 %.
    expect(both / 400).toBeLessThan(0.1);
  });

  it('serves the live build, else the site config; a pin wins over both', () => {
    const id = newReleaseId();
    const chosen = visitorReleases(live(0), site, id, []);
    expect(chosen.config).toEqual({ mf_catalog: 'https://cdn.example.org/catalog/1.0.0/mf-manifest.json', mf_content: site.mf_content });
    expect(chosen.versions).toEqual({ mf_catalog: { version: '1.0.0', side: 'live' }, mf_content: { version: null, side: 'site' } });
    const pinned = visitorReleases(live(100), site, id, [
      { remote: 'mf_catalog', version: '0.9.0', manifestUrl: 'https://cdn.example.org/catalog/0.9.0/mf-manifest.json', expiresAt: Date.now() + 1000 },
    ]);
    expect(pinned.versions.mf_catalog).toEqual({ version: '0.9.0', side: 'pinned' });
    expect(visitorReleases(null, site, id, []).config).toEqual(site);
  });

  it('keeps only well-signed pins, one per remote', async () => {
    const pin = (version: string) => ({
      remote: 'mf_catalog',
      version,
      manifestUrl: `https://cdn.example.org/catalog/${version}/mf-manifest.json`,
      expiresAt: Date.now() + 60_000,
    });
    const a = await signReleasePin(pin('1.1.0'), 'secret');
    const b = await signReleasePin(pin('1.2.0'), 'secret');
    const forged = await signReleasePin(pin('6.6.6'), 'not-the-secret');
    expect((await readPins(`${a}~${forged}`, 'secret')).map((entry) => entry.pin.version)).toEqual(['1.1.0']);
    expect(await readPins(a, undefined)).toEqual([]);
    const [first] = await readPins(a, 'secret');
    const [second] = await readPins(b, 'secret');
    expect(addPin([first!], second!).map((entry) => entry.pin.version)).toEqual(['1.2.0']);
  });

  it('accepts only ids it could have made, and reads cookies by name', () => {
    expect(isReleaseId(newReleaseId())).toBe(true);
    for (const bad of [undefined, '', 'short', 'x'.repeat(65), 'has spaces in it ok']) expect(isReleaseId(bad)).toBe(false);
    expect(cookieValue('a=1; lo_release_id=abc=def; b=2', 'lo_release_id')).toBe('abc=def');
    expect(cookieValue(undefined, 'x')).toBeUndefined();
  });
});

describe('the registry reader', () => {
  it('reuses an answer for a few seconds, and the last good one while the API fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchLive = vi.fn<() => Promise<unknown>>().mockResolvedValue(live(10));
      const log = vi.fn();
      const reader = createReleaseReader(fetchLive, log);
      expect(await reader.current()).toEqual(live(10));
      await reader.current();
      expect(fetchLive).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + RELEASES_TTL_MS + 1);
      fetchLive.mockRejectedValue(new Error('connection refused'));
      expect(await reader.current()).toEqual(live(10));
      expect(log).toHaveBeenCalledWith(expect.stringContaining('serving its last answer'));
      // An answer that is not the registry's is not believed either.
      fetchLive.mockResolvedValue({ remotes: { mf_catalog: { live: { version: '1', manifestUrl: 'javascript:alert(1)' }, canary: null } } });
      expect(await reader.current()).toEqual(live(10));
    } finally {
      vi.useRealTimers();
    }
  });

  it('answers null when the registry never answered', async () => {
    const reader = createReleaseReader(
      () => Promise.reject(new Error('down')),
      () => undefined,
    );
    expect(await reader.current()).toBeNull();
  });
});
