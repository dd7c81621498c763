import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from './workspace.js';

/**
 * `npm run typecheck`: the one type gate. Every workspace's tsconfig.json is checked by TypeScript 7's native compiler
 * (the `typescript7` alias; the `typescript` 6 package stays for the tools that use its JavaScript API: ESLint's
 * typed rules, SWC, the build), two workspaces at a time. Exits non-zero when any workspace has an error.
 */

const require = createRequire(import.meta.url);
const TSC = path.join(path.dirname(require.resolve('typescript7/package.json', { paths: [ROOT] })), 'bin', 'tsc');

/** The workspaces of the root package.json ("mf-*" expanded) that have a tsconfig.json. */
function workspaces(): string[] {
  const patterns = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] }).workspaces;
  const dirs = patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const parent = path.dirname(pattern);
    const prefix = path.basename(pattern).slice(0, -1);
    return readdirSync(path.join(ROOT, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name.startsWith(prefix))
      .map((entry) => path.join(parent, entry.name));
  });
  return dirs.filter((dir) => existsSync(path.join(ROOT, dir, 'tsconfig.json')));
}

function check(dir: string): Promise<{ dir: string; ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [TSC, '-p', path.join(dir, 'tsconfig.json'), '--noEmit', '--pretty', 'false'], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ dir, ok: code === 0, output }));
  });
}

const queue = workspaces();
const failed: string[] = [];
async function worker(): Promise<void> {
  for (let dir = queue.shift(); dir; dir = queue.shift()) {
    const started = Date.now();
    const result = await check(dir);
    console.log(`${result.ok ? 'ok  ' : 'FAIL'} ${dir} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (!result.ok) {
      failed.push(dir);
      process.stdout.write(result.output);
    }
  }
}
await Promise.all([worker(), worker()]);
if (failed.length > 0) {
  console.error(`Type errors in ${failed.join(', ')}.`);
  process.exit(1);
}
