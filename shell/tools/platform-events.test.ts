import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROSTER } from '@launchops/kit';
import { expect, it } from 'vitest';
import { resolveRoot } from './workspace.js';

// Import boundaries are ESLint's job (lint/boundaries.js); this checks what a linter cannot: events both ends use.

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
