import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runsOfMatchingFiles } from './test-plan.js';
import { REMOTE_DIRS, ROOT } from './workspace.js';

/**
 * `npm test`: type checks beside lint, every workspace's unit and component tests, the API's integration tests
 * (on TEST_DATABASE_URL when set, then the files of test/embedded-files.json on the embedded database; all of them on
 * the embedded database without TEST_DATABASE_URL), then the browser tests against the production build, three API
 * replicas on PostgreSQL and Redis, `npm start` as a newcomer, the roster, and the container images as a one-host
 * stack. Prints each step's time (naming a step over its budget) and one closing line: "N passed, N failed".
 *
 * `npm test -- <group>...` runs groups (typecheck lint unit api e2e cluster start roster images); any other word is a
 * pattern: the test files whose path contains it run alone, each in its workspace and project, with nothing built.
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

/**
 * Seconds each step should take on the CI machine (2 cores, otherwise idle): over it, the summary names the step.
 * The whole run's budget is 20 minutes (shell/tools/docs/tests.md).
 */
const STEP_BUDGETS: Array<[RegExp, number]> = [
  [/^type checks and lint$/, 150],
  [/ unit$/, 60],
  [/^api integration \(PostgreSQL\)$/, 240],
  [/^api integration \(embedded\)$/, 120],
  [/^production build$/, 120],
  [/browser tests$/, 150],
  [/^multi-replica/, 90],
  [/^npm start as a newcomer$/, 150],
  [/^a remote added to the roster$/, 150],
  [/^images and the one-host stack$/, 300],
];
const budgetOf = (name: string) => STEP_BUDGETS.find(([pattern]) => pattern.test(name))?.[1];
/** `--list`: print the steps this run would take (workspace and command) and run none. */
const listOnly = process.argv.includes('--list');
const runStarted = Date.now();
/** The browser tests' embedded database template (removed at the end). */
let e2eTemplate: string | undefined;
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

/** Several commands side by side (each mostly one core's work), counted as one step per command, timed together. */
async function sideBySide(name: string, commands: Array<{ name: string; command: string[] }>): Promise<void> {
  if (listOnly) return void commands.forEach((c) => console.log(`step: ${c.name} | . | ${c.command.join(' ')} (beside the others of "${name}")`));
  console.log(`\n=== ${name}: ${commands.map((c) => c.name).join(', ')}, side by side ===`);
  const started = Date.now();
  const codes = await Promise.all(commands.map((c) => exec(c.command)));
  const seconds = (Date.now() - started) / 1000;
  commands.forEach((c, i) => {
    const ok = codes[i] === 0;
    if (!ok) failures.push({ step: c.name, test: c.command.join(' '), reason: `exited with ${codes[i]} (its output is above)` });
  });
  const ok = codes.every((code) => code === 0);
  results.push({ name, passed: codes.filter((code) => code === 0).length, failed: codes.filter((code) => code !== 0).length, skipped: 0, ok, seconds });
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

/** `npm test -- <pattern>`: the test files whose path contains a pattern, each workspace's in one Vitest run. */
async function runMatchingFiles(patterns: string[]): Promise<void> {
  const runs = runsOfMatchingFiles(patterns);
  if (runs.length === 0) {
    console.error(`No test file's path contains ${patterns.map((p) => `"${p}"`).join(' or ')}.`);
    process.exitCode = 1;
    return;
  }
  for (const run of runs) {
    if (run.project === 'e2e') console.log('(browser tests run against the production build: `npm run build` first if the code changed)');
    const name = `${run.workspace}${run.project ? ` ${run.project}` : ''}: ${run.files.length} file(s)`;
    await vitest(name, run.workspace, [...(run.project ? ['--project', run.project] : []), ...run.files]);
  }
}

const GROUPS = ['typecheck', 'lint', 'unit', 'api', 'e2e', 'cluster', 'start', 'roster', 'images'];
const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const only = words.filter((word) => GROUPS.includes(word));
const patterns = words.filter((word) => !GROUPS.includes(word));
const wanted = (group: string) => patterns.length === 0 && (only.length === 0 || only.includes(group));

if (patterns.length > 0) await runMatchingFiles(patterns);

// One type gate (tsc, per workspace) beside lint (format and ESLint's rules): each is mostly one core's work.
if (wanted('typecheck') && wanted('lint')) {
  await sideBySide('type checks and lint', [
    { name: 'type checks', command: ['npm', 'run', 'typecheck', '--silent'] },
    { name: 'lint', command: ['npm', 'run', 'lint', '--silent'] },
  ]);
} else {
  if (wanted('typecheck')) await step('type checks', ['npm', 'run', 'typecheck', '--silent']);
  // Format, type-aware rules, slice boundaries, no import cycle, file and function sizes (shell/tools/lint).
  if (wanted('lint')) await step('lint', ['npm', 'run', 'lint', '--silent']);
}

if (wanted('unit')) {
  await vitest('contracts unit', 'services/contracts', ['--passWithNoTests']);
  await vitest('content unit', 'services/content', ['--passWithNoTests']);
  await vitest('test support unit', 'services/test-support', ['--passWithNoTests']);
  await vitest('api unit', 'services/api', ['--project', 'unit']);
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
    await vitest('api integration (PostgreSQL)', 'services/api', ['--project', 'integration'], { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL });
    // The embedded database (PGlite) is what `npm start` uses without DATABASE_URL: what differs there is tested there too.
    const embedded = JSON.parse(await readFile(path.join(ROOT, 'services/api/test/embedded-files.json'), 'utf8')) as { files: string[] };
    await vitest('api integration (embedded)', 'services/api', ['--project', 'integration', ...embedded.files], { TEST_DATABASE_URL: '' });
  } else {
    await vitest('api integration (embedded)', 'services/api', ['--project', 'integration'], { TEST_DATABASE_URL: '' });
  }
}

if (wanted('e2e') || wanted('cluster') || wanted('roster') || wanted('start')) {
  console.log('\n=== production build for the browser and multi-replica tests ===');
  const buildStarted = Date.now();
  let built = true;
  try {
    if (!listOnly) await (await import('./build-all.js')).buildAll();
  } catch (error) {
    built = false;
    console.error(error instanceof Error ? error.message : error);
    failures.push({ step: 'production build', test: 'npm run build', reason: firstLine(error instanceof Error ? error.message : String(error)) });
  }
  if (!listOnly)
    results.push({
      name: 'production build',
      passed: built ? 1 : 0,
      failed: built ? 0 : 1,
      skipped: 0,
      ok: built,
      seconds: (Date.now() - buildStarted) / 1000,
    });
  if (built && wanted('e2e')) {
    // One migrated and seeded embedded database for the run: each test site starts on a copy of it.
    if (!listOnly) {
      // Imported here: the site's modules are not needed by the other steps (nor by `npm test -- <pattern>`).
      const { DATA_TEMPLATE_VARIABLE, prepareDataTemplate } = await import('./test-site.js');
      e2eTemplate = await mkdtemp(path.join(os.tmpdir(), 'lo-e2e-template-'));
      process.env[DATA_TEMPLATE_VARIABLE] = await prepareDataTemplate(e2eTemplate);
    }
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
if (e2eTemplate) await rm(e2eTemplate, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  const budget = budgetOf(r.name);
  const over = budget !== undefined && r.seconds > budget ? `  OVER ITS BUDGET of ${budget} s` : '';
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name.padEnd(42)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed ${String(r.skipped).padStart(3)} skipped  ${r.seconds.toFixed(0).padStart(4)} s${over}`,
  );
}
const overBudget = results.filter((r) => (budgetOf(r.name) ?? Infinity) < r.seconds).map((r) => r.name);
console.log(`total ${((Date.now() - runStarted) / 1000).toFixed(0)} s${overBudget.length ? `; over budget: ${overBudget.join(', ')}` : ''}`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
const skipped = results.reduce((n, r) => n + r.skipped, 0);
if (failures.length > 0) {
  console.log('\nfailed:');
  for (const f of failures) console.log(`- [${f.step}] ${f.test}\n    ${f.reason}`);
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(results.every((r) => r.ok) && passed > 0 ? 0 : 1);
