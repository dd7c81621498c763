import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { signReleasePin, verifyReleasePin } from './release-pins.js';
import { CONTRACTS_VERSION, releaseBuildInfoSchema, releaseVersionSchema } from './releases.js';

describe('release contracts', () => {
  it('states the version the package is published as (the skew guard compares it)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(CONTRACTS_VERSION).toBe(pkg.version);
  });

  it('takes version strings teams use and refuses ones that could break a URL or a header', () => {
    for (const ok of ['1.4.0', '2026-11-25.3', 'v2', '1.0.0+abc123']) expect(releaseVersionSchema.safeParse(ok).success, ok).toBe(true);
    for (const bad of ['', '../1', '1 0', '-1', 'a'.repeat(65)]) expect(releaseVersionSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('keeps the entry file beside the manifest', () => {
    const info = {
      remote: 'mf_catalog',
      version: '1.0.0',
      commit: 'abcdef1',
      builtAt: '2026-11-25T10:00:00Z',
      contractsVersion: '1.0.0',
      entry: { file: 'static/js/mf_catalog.1.js', integrity: `sha384-${'A'.repeat(64)}` },
    };
    expect(releaseBuildInfoSchema.safeParse(info).success).toBe(true);
    expect(releaseBuildInfoSchema.safeParse({ ...info, entry: { ...info.entry, file: '../x.js' } }).success).toBe(false);
  });
});

describe('release pins', () => {
  const pin = {
    remote: 'mf_catalog',
    version: '2.0.0',
    manifestUrl: 'https://cdn.example.org/mf_catalog/2.0.0/mf-manifest.json',
    expiresAt: Date.now() + 60_000,
  };

  it('reads back what it signed, with the same secret only', async () => {
    const value = await signReleasePin(pin, 'secret-one');
    expect(await verifyReleasePin(value, 'secret-one')).toEqual(pin);
    expect(await verifyReleasePin(value, 'secret-two')).toBeNull();
  });

  it('refuses an expired, altered or malformed pin', async () => {
    const value = await signReleasePin(pin, 's');
    expect(await verifyReleasePin(value, 's', pin.expiresAt + 1)).toBeNull();
    const [payload, signature] = value.split('.');
    const other = btoa(JSON.stringify({ ...pin, version: '6.6.6' })).replace(/=+$/, '');
    expect(await verifyReleasePin(`${other}.${signature}`, 's')).toBeNull();
    for (const bad of ['', 'x', `${payload}.`, `${payload}.${signature}.x`, '%%%.%%%']) expect(await verifyReleasePin(bad, 's')).toBeNull();
  });

  it("checks the signature with WebCrypto's constant-time verify, a short one included", async () => {
    const verify = vi.spyOn(crypto.subtle, 'verify');
    try {
      const value = await signReleasePin(pin, 's');
      const [payload, signature] = value.split('.') as [string, string];
      expect(await verifyReleasePin(value, 's')).toEqual(pin);
      expect(await verifyReleasePin(`${payload}.${signature.slice(0, 8)}`, 's')).toBeNull();
      expect(verify).toHaveBeenCalledTimes(2);
    } finally {
      verify.mockRestore();
    }
  });
});
