// @vitest-environment node
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { federationShared, federationSharedVersions } from './build.js';
import { SHARED_SINGLETONS } from './federation.js';

const require = createRequire(import.meta.url);
const installed = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

describe('federationSharedVersions (what the shell offers the remotes)', () => {
  const dependencies = { react: '^19.2.0', 'react-dom': '^19.2.0', 'react-router': '~7.18.5', zustand: '^5.1.0' };
  const versions = federationSharedVersions(dependencies);

  it('lists every shared singleton, at the installed version of its package', () => {
    expect(Object.keys(versions).sort()).toEqual([...SHARED_SINGLETONS].sort());
    expect(versions.react!.version).toBe(installed('react'));
    // Subpaths are the package's own version.
    expect(versions['react/jsx-runtime']!.version).toBe(installed('react'));
    expect(versions['react-dom/client']!.version).toBe(installed('react-dom'));
    // The router is offered as the platform's surface, at react-router's version.
    expect(versions['react-router']!.version).toBe(installed('react-router'));
  });

  it("declares the host's own ranges, as a federation build of it would, and none for a library it does not list", () => {
    expect(versions.react!.requiredVersion).toBe('^19.2.0');
    expect(versions['react-dom/client']!.requiredVersion).toBe('^19.2.0');
    expect(versions['react-router']!.requiredVersion).toBe('~7.18.5');
    expect(versions['@emotion/react']!.requiredVersion).toBe(false);
    for (const [name, config] of Object.entries(federationShared(dependencies))) expect(versions[name]!.requiredVersion).toBe(config.requiredVersion);
  });
});
