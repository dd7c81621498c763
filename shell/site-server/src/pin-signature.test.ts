import * as crypto from 'node:crypto';
import { signReleasePin } from '@launchops/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPins } from './releases.js';

// The real functions, watched: the signature check must go through the constant-time comparison.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, timingSafeEqual: vi.fn(actual.timingSafeEqual) };
});

const pin = { remote: 'mf_catalog', version: '1.1.0', manifestUrl: 'https://cdn.example.org/catalog/1.1.0/mf-manifest.json', expiresAt: Date.now() + 60_000 };

afterEach(() => vi.mocked(crypto.timingSafeEqual).mockClear());

describe('pin link signatures (S12)', () => {
  it('accepts the right signature, compared in constant time', async () => {
    const value = await signReleasePin(pin, 'the-pin-secret');
    expect((await readPins(value, 'the-pin-secret')).map((entry) => entry.pin)).toEqual([pin]);
    expect(crypto.timingSafeEqual).toHaveBeenCalledTimes(1);
  });

  it("refuses a wrong, short, long or malformed signature, an expired pin and another secret's", async () => {
    const value = await signReleasePin(pin, 'the-pin-secret');
    const [payload, signature] = value.split('.') as [string, string];
    const flipped = `${signature.slice(0, -2)}${signature.at(-2) === 'A' ? 'B' : 'A'}${signature.at(-1)}`;
    for (const bad of [
      `${payload}.${flipped}`,
      `${payload}.${signature.slice(0, -4)}`,
      `${payload}.${signature}AAAA`,
      `${payload}.${signature.slice(0, 10)}`,
      `${payload}.`,
      `${payload}.${signature}.x`,
      `${payload}.${signature}!`,
      '%%%.%%%',
      await signReleasePin(pin, 'another-secret'),
      await signReleasePin({ ...pin, expiresAt: Date.now() - 1 }, 'the-pin-secret'),
    ]) {
      expect(await readPins(bad, 'the-pin-secret'), bad).toEqual([]);
    }
    // A signature of the right length is compared in constant time, never byte by byte.
    expect(crypto.timingSafeEqual).toHaveBeenCalled();
  });
});
