import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
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
    const info = { remote: 'mf_catalog', version: '1.0.0', commit: 'abcdef1', builtAt: '2026-11-25T10:00:00Z', contractsVersion: '1.0.0', entry: { file: 'static/js/mf_catalog.1.js', integrity: `sha384-${'A'.repeat(64)}` } };
    expect(releaseBuildInfoSchema.safeParse(info).success).toBe(true);
    expect(releaseBuildInfoSchema.safeParse({ ...info, entry: { ...info.entry, file: '../x.js' } }).success).toBe(false);
  });
});
