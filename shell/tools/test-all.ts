import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildAll } from './build-all.js';
import { REMOTE_DIRS, ROOT } from './workspace.js';

/**
 * `npm test`: type checks, every workspace's unit and component tests, the API's integration tests
 * (on TEST_DATABASE_URL when set, and on the embedded database), then the browser tests against the
 * production build, three API replicas on PostgreSQL and Redis, and the container images as a one-host stack. Prints
 * one closing line: "N passed, N failed".
 */

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  seconds: number;
}

const results: StepResult[] = [];
/** `--list`: print the steps this run would take (workspace and command) and run none. */
const listOnly = process.argv.includes('--list');
const reportDir = await mkdtemp(path.join(os.tmpdir(), 'lo-test-'));

function exec(command: string[], env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<number> {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(bin!, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

async function step(name: string, command: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (listOnly) return void console.log(`step: ${name} | . | ${command.join(' ')}`);
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await exec(command, env);
  results.push({ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0, ok: code === 0, seconds: (Date.now() - started) / 1000 });
}

/** The part of vitest's JSON report read here. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: Array<{
    name: string;
    status: string;
    message?: string;
    assertionResults: Array<{ fullName: string; status: string; failureMessages: string[] }>;
  }>;
}

/** Each failed test, named under the summary so that a CI log's last lines say what broke. */
const failures: Array<{ step: string; test: string; reason: string }> = [];
const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0]?.slice(0, 300) ?? '';

/** Runs vitest in a workspace and counts its tests from the JSON report. */
async function vitest(name: string, workspace: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (listOnly) return void console.log(`step: ${name} | ${workspace} | vitest run ${args.join(' ')}`);
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const report = path.join(reportDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const code = await exec(
    ['npx', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    env,
    path.join(ROOT, workspace),
  );
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  try {
    const json = JSON.parse(await readFile(report, 'utf8')) as VitestReport;
    passed = json.numPassedTests;
    failed = json.numFailedTests;
    skipped = json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults) {
      const where = path.relative(ROOT, file.name);
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push({ step: name, test: `${where} > ${test.fullName}`, reason: firstLine(test.failureMessages[0]) });
      }
      // A file that failed outside any test (an import error, a hook that timed out).
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
        failures.push({ step: name, test: where, reason: firstLine(file.message) });
      }
    }
  } catch {
    // no report: the run broke before any test
  }
  const ok = code === 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name, passed, failed, skipped, ok, seconds: (Date.now() - started) / 1000 });
}

const only = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const wanted = (group: string) => only.length === 0 || only.includes(group);

if (wanted('typecheck')) await step('type checks', ['npm', 'run', 'typecheck', '--silent']);
// Format, type-aware rules, slice boundaries, no import cycle, file and function sizes (shell/tools/lint).
if (wanted('lint')) await step('lint', ['npm', 'run', 'lint', '--silent']);

if (wanted('unit')) {
  await vitest('contracts unit', 'services/contracts', ['--passWithNoTests']);
  await vitest('content unit', 'services/content', ['--passWithNoTests']);
  await vitest('test support unit', 'services/test-support', ['--passWithNoTests']);
  await vitest('kit unit', 'shell/kit', ['--passWithNoTests']);
  await vitest('site server unit', 'shell/site-server', ['--passWithNoTests']);
  await vitest('tools unit', 'shell/tools', ['--project', 'unit', '--passWithNoTests']);
  await vitest('shell unit', 'shell', ['--project', 'unit', '--passWithNoTests']);
  for (const remote of REMOTE_DIRS) {
    await vitest(`${remote} unit`, remote, ['--project', 'unit', '--passWithNoTests']);
  }
}

if (wanted('api')) {
  if (process.env.TEST_DATABASE_URL) {
    await vitest('api integration (PostgreSQL)', 'services/api', [], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
  }
  // The embedded database (PGlite) is what `npm start` uses without DATABASE_URL: test it too.
  await vitest('api integration (embedded)', 'services/api', [], { TEST_DATABASE_URL: '' });
}

if (wanted('e2e') || wanted('cluster') || wanted('roster') || wanted('start')) {
  console.log('\n=== production build for the browser and multi-replica tests ===');
  let built = true;
  try {
    if (!listOnly) await buildAll();
  } catch (error) {
    built = false;
    console.error(error instanceof Error ? error.message : error);
    results.push({ name: 'production build', passed: 0, failed: 1, skipped: 0, ok: false, seconds: 0 });
  }
  if (built && wanted('e2e')) {
    await vitest('shell browser tests', 'shell', ['--project', 'e2e'], { NODE_ENV: 'test' });
    for (const remote of REMOTE_DIRS) {
      await vitest(`${remote} browser tests`, remote, ['--project', 'e2e', '--passWithNoTests'], { NODE_ENV: 'test' });
    }
  }
  // Three API replicas on TEST_DATABASE_URL and a Redis (skipped, and counted so, without them).
  if (built && wanted('cluster')) await vitest('multi-replica (3 APIs, PostgreSQL, Redis)', 'shell/tools', ['--project', 'cluster'], { NODE_ENV: 'test' });
  // The real `npm start` on the embedded database: idle past every timeout, a dropped connection, a release.
  if (built && wanted('start')) await vitest('npm start as a newcomer', 'shell/tools', ['--project', 'start']);
  // A fifth remote added to the roster in a copy of the workspace: started, built, tested and composed.
  if (built && wanted('roster')) await vitest('a remote added to the roster', 'shell/tools', ['--project', 'roster'], { NODE_ENV: 'test' });
}

// The container images built with podman, then the one-host stack from them on TEST_DATABASE_URL and a Redis: pages,
// a booking, a release, a replica stopped and one killed under traffic (skipped without podman, except in CI).
if (wanted('images')) await vitest('images and the one-host stack', 'shell/tools', ['--project', 'images']);

if (listOnly) process.exit(0);

await rm(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(34)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(0)} s`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) console.log(`- [${f.step}] ${f.test}\n    ${f.reason}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) && passed > 0 ? 0 : 1);
