import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '@launchops/test-support/local-servers';

/**
 * The embedded database is one process's: a second API on the same DATA_DIR (npm start beside npm run dev)
 * must refuse to start, naming the folder and the process that holds it; a lock left by a killed process
 * must not block the next start. Real processes, as an operator would run them.
 */

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dataRoot: string;
const children = new Set<ChildProcess>();

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) return;
  // The built API, as `npm start` runs it (decorator metadata needs the TypeScript compiler's output).
  execFileSync(process.execPath, [path.join(apiRoot, '../../node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: apiRoot, stdio: 'pipe' });
  dataRoot = await mkdtemp(path.join(os.tmpdir(), 'lo-lock-'));
}, 120_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startApi(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: apiRoot,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', API_PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

/** True once the API answers its health check; false when it exits first or has not answered within 90 s (a fresh
 * embedded database migrates and seeds first, which on two cores busy with the rest of `npm test` took over 30 s). */
async function healthy(started: Started): Promise<boolean> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) return false;
    try {
      if ((await fetch(`http://127.0.0.1:${started.port}/api/health`)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}

// Embedded only, whatever the run's database: with TEST_DATABASE_URL set (npm test's PostgreSQL run) it is left to the
// embedded run (test/embedded-files.json), instead of compiling the API and starting it three times in both runs.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('the embedded database is single-process', () => {
  it('refuses a second API on the same data directory, naming it and the process that holds it; a killed holder does not block a restart', async () => {
    const dataDir = path.join(dataRoot, 'pg');
    const first = await startApi(dataDir);
    expect(await healthy(first)).toBe(true);

    const second = await startApi(dataDir);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(dataDir);
    expect(second.output()).toContain(`process ${first.child.pid}`);
    // The first one was not disturbed.
    expect((await fetch(`http://127.0.0.1:${first.port}/api/checklist-items`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    const third = await startApi(dataDir);
    expect(await healthy(third)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${third.port}/api/checklist-items`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 240_000);
});
