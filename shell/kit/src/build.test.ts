// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { federationShared, federationSharedVersions } from './build.js';
import { FEDERATION_RUNTIME_GLOBALS, SHARED_SINGLETONS } from './federation.js';

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

describe("FEDERATION_RUNTIME_GLOBALS (what remotes' entries take from the shell besides the runtime core)", () => {
  // The federation code a remote's entry bundles around the external runtime core.
  const bundled = ['@module-federation/webpack-bundler-runtime', '@module-federation/runtime'];

  it('lists every member of the SDK and error codes that code imports, so the shell gives them all', () => {
    for (const [source, { members }] of Object.entries(FEDERATION_RUNTIME_GLOBALS)) {
      const imported = new Set<string>();
      for (const name of bundled) {
        const dist = path.dirname(require.resolve(`${name}/package.json`)) + '/dist';
        for (const file of readdirSync(dist, { recursive: true })
          .map(String)
          .filter((f) => f.endsWith('.js'))) {
          const text = readFileSync(path.join(dist, file), 'utf8');
          const quoted = source.replace(/[/]/g, '\\/');
          // A namespace import would need the whole package: the shell gives only members.
          expect(text, `${name}/dist/${file}`).not.toMatch(new RegExp(`import \\* as \\w+ from "${quoted}"`));
          for (const match of text.matchAll(new RegExp(`import \\{([^}]*)\\} from "${quoted}"`, 'g'))) {
            for (const member of match[1]!.split(',')) imported.add(member.trim().split(/\s+as\s+/)[0]!);
          }
        }
      }
      expect(imported.size, `nothing of ${source} found: has the bundler runtime moved?`).toBeGreaterThan(0);
      expect([...imported].sort(), source).toEqual([...members].sort());
    }
  });
});
