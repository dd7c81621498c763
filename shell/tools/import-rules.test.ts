import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROSTER } from '@launchops/kit';
import { describe, expect, it } from 'vitest';
import { resolveRoot, ROOT } from './workspace.js';

/**
 * The import rules of the README's "Layout" section, checked on every source file:
 * a slice reaches another only through a workspace package; a remote never imports the shell's host or
 * another remote; the contracts import neither React nor Rsbuild nor the kit; the API imports no browser code.
 */

const SKIP = new Set(['node_modules', 'dist', '.data', '.cache', 'coverage']);

async function sourceFiles(dir: string): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await sourceFiles(full)));
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(full);
  }
  return files;
}

/** Every module specifier a file imports or re-exports (static and dynamic). */
function specifiers(source: string): string[] {
  const found: string[] = [];
  const pattern = /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/gm;
  for (const match of source.matchAll(pattern)) found.push((match[1] ?? match[2] ?? match[3])!);
  return found;
}

interface Violation {
  file: string;
  imports: string;
  rule: string;
}

async function violations(folder: string, check: (specifier: string, file: string) => string | null): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const file of await sourceFiles(resolveRoot(folder))) {
    for (const specifier of specifiers(await readFile(file, 'utf8'))) {
      const rule = check(specifier, file);
      if (rule) found.push({ file: path.relative(ROOT, file), imports: specifier, rule });
    }
  }
  return found;
}

/** A relative import that leaves `folder` (the slice's own root). */
const leaves = (folder: string, specifier: string, file: string) =>
  specifier.startsWith('.') && path.relative(resolveRoot(folder), path.resolve(path.dirname(file), specifier)).startsWith('..');

const REMOTE_PACKAGES: ReadonlySet<string> = new Set(ROSTER.map((r) => r.dir));

describe('import rules', () => {
  it('parses the import forms the rules rely on', () => {
    expect(
      specifiers(`import a from './a';\nimport { b,\n c } from "../b.js";\nexport * from './c.js';\nimport './d.css';\nconst e = await import('./e');`),
    ).toEqual(['./a', '../b.js', './c.js', './d.css', './e']);
  });

  for (const remote of ROSTER) {
    it(`${remote.dir} imports nothing outside its folder but packages, and no other remote nor the shell's host`, async () => {
      expect(
        await violations(remote.dir, (specifier, file) => {
          if (leaves(remote.dir, specifier, file)) return 'a relative import out of the remote (use a workspace package)';
          const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
          if (name === 'shell') return "the shell's host";
          if (REMOTE_PACKAGES.has(name) && name !== remote.dir) return 'another remote';
          return null;
        }),
      ).toEqual([]);
    });
  }

  it('the contracts import neither React, nor Rsbuild, nor the kit, nor anything outside their folder', async () => {
    expect(
      await violations('services/contracts', (specifier, file) => {
        if (leaves('services/contracts', specifier, file)) return 'a relative import out of the package';
        if (/^(react|react-dom|react-router)(\/|$)|^@rsbuild\/|^@module-federation\/|^@launchops\/kit/.test(specifier)) return 'browser or build code';
        return null;
      }),
    ).toEqual([]);
  });

  it('the API imports no browser or build code, and no other slice but through the contracts package', async () => {
    expect(
      await violations('services/api', (specifier, file) => {
        if (leaves('services/api', specifier, file)) return 'a relative import out of the API';
        if (/^(react|react-dom|react-router)(\/|$)|^@rsbuild\/|^@module-federation\/|^@launchops\/(kit|platform)/.test(specifier))
          return 'browser or build code';
        return null;
      }),
    ).toEqual([]);
  });

  for (const folder of ['shell/site-server', 'shell/tools']) {
    it(`${folder} reaches other slices only through their packages`, async () => {
      expect(await violations(folder, (specifier, file) => (leaves(folder, specifier, file) ? 'a relative import out of the package' : null))).toEqual([]);
    });
  }

  it("the shell's host imports no remote, and the site server and tools only in its tests", async () => {
    expect(
      await violations('shell', (specifier, file) => {
        const relative = path.relative(resolveRoot('shell'), file);
        // The shell folder holds the kit, site server and tools packages too: each has its own rule above.
        if (/^(kit|site-server|tools)\//.test(relative)) return null;
        if (leaves('shell', specifier, file)) return 'a relative import out of the shell';
        if (/^(kit|site-server|tools)\//.test(path.relative(resolveRoot('shell'), path.resolve(path.dirname(file), specifier))) && specifier.startsWith('.'))
          return 'a package of the shell folder by path (use its package name)';
        const name = specifier.split('/')[0]!;
        if (REMOTE_PACKAGES.has(name)) return 'a remote';
        if (/^@launchops\/(tools|site-server)/.test(specifier) && !/^(e2e\/|rsbuild\.config)/.test(relative)) return 'tooling in the browser host';
        return null;
      }),
    ).toEqual([]);
  });

  it("the kit imports neither the shell's host nor a remote nor the API", async () => {
    expect(
      await violations('shell/kit', (specifier, file) => {
        if (leaves('shell/kit', specifier, file)) return 'a relative import out of the kit';
        const name = specifier.split('/')[0]!;
        if (name === 'shell' || REMOTE_PACKAGES.has(name) || specifier.startsWith('@launchops/api')) return 'a slice';
        return null;
      }),
    ).toEqual([]);
  });

  // zod's classic API cannot be tree-shaken: one `import { z } from 'zod'` put about 20 kB gzip of it in the
  // shell's first load. Page code uses `zod/mini` (build and Node-side files may use the classic API).
  it("page code (shell, kit, remotes, contracts) validates with zod/mini, never zod's classic API", async () => {
    const found: Violation[] = [];
    for (const folder of ['shell/src', 'shell/kit/src', 'services/contracts/src', ...ROSTER.map((r) => `${r.dir}/src`)]) {
      found.push(
        ...(await violations(folder, (specifier, file) => {
          if (/\.test\.tsx?$/.test(file) || /kit\/src\/(ports|build|e2e|vitest)/.test(file)) return null;
          return specifier === 'zod' || specifier.startsWith('zod/v4') || specifier === 'zod/v4/classic' ? "zod's classic API in page code" : null;
        })),
      );
    }
    expect(found).toEqual([]);
  });

  it('every platform event that a slice dispatches has a listener outside tests', async () => {
    const dispatched = new Set<string>();
    const listened = new Set<string>();
    for (const folder of ['shell', ...ROSTER.map((r) => r.dir)]) {
      for (const file of await sourceFiles(resolveRoot(folder))) {
        if (/\.test\.tsx?$/.test(file)) continue;
        const source = await readFile(file, 'utf8');
        for (const match of source.matchAll(/dispatchEvent\(\s*new CustomEvent(?:<[^>]*>)?\(\s*([A-Z_]+_EVENT|'[^']+')/g)) dispatched.add(match[1]!);
        for (const match of source.matchAll(/addEventListener\(\s*([A-Z_]+_EVENT|'[^']+')/g)) listened.add(match[1]!);
      }
    }
    expect(dispatched.size).toBeGreaterThan(0);
    expect([...dispatched].filter((event) => !listened.has(event))).toEqual([]);
  });
});
