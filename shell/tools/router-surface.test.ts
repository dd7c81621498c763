import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTER_SURFACE } from '@launchops/kit';
import { describe, expect, it } from 'vitest';
import { resolveRoot } from './workspace.js';

/**
 * Every slice gets react-router from the platform's surface module at run time (see
 * shell/kit/src/react-router.ts): a name outside it would be undefined in the real site
 * while working in a slice's own tests. This keeps the slices' code inside the surface.
 */

const SLICE_SOURCES = ['shell/src', 'mf-checklist/src', 'mf-catalog/src', 'mf-content/src', 'mf-consulting/src'];

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return (
    entries
      .filter((e) => e.isFile() && /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
      // Test helpers run in the test runner only, without federation.
      .filter((file) => !file.split(path.sep).some((part) => part === 'test' || part === 'testing'))
  );
}

/** Value names imported from 'react-router' in a source text (type-only imports erase at build). */
export function importedRouterNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]react-router['"]/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (!name || name.startsWith('type ')) continue;
      names.push(name.split(/\s+as\s+/)[0]!.trim());
    }
  }
  if (/import\s+\*\s+as\s+\w+\s+from\s+['"]react-router['"]/.test(source) || /import\(\s*['"]react-router['"]\s*\)/.test(source)) names.push('*');
  return names;
}

describe('react-router surface', () => {
  it('reads named, aliased and type-only imports', () => {
    expect(importedRouterNames(`import { Link, type To, useNavigate as go } from 'react-router';\nimport type { Location } from 'react-router';`)).toEqual([
      'Link',
      'useNavigate',
    ]);
    expect(importedRouterNames(`import * as Router from 'react-router';`)).toEqual(['*']);
  });

  it('the surface module exports exactly ROUTER_SURFACE', async () => {
    const source = await readFile(resolveRoot('shell/kit/src/react-router.ts'), 'utf8');
    const block = /export\s*\{([^}]*)\}\s*from/.exec(source)?.[1] ?? '';
    const exported = block
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    expect(exported.sort()).toEqual([...ROUTER_SURFACE].sort());
  });

  it('no slice imports a react-router name outside the surface', async () => {
    const outside: string[] = [];
    let imports = 0;
    for (const dir of SLICE_SOURCES) {
      for (const file of await sourceFiles(resolveRoot(dir))) {
        for (const name of importedRouterNames(await readFile(file, 'utf8'))) {
          imports++;
          if (!(ROUTER_SURFACE as readonly string[]).includes(name)) outside.push(`${path.relative(resolveRoot(), file)}: ${name}`);
        }
      }
    }
    expect(imports).toBeGreaterThan(20);
    expect(outside, 'add the name to shell/kit/src/react-router.ts and ROUTER_SURFACE, or do without it').toEqual([]);
  });
});
