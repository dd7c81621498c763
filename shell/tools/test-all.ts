import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runsOfMatchingFiles } from './test-plan.js';
import { listOnly, LIVE, type Output, record, sideBySide, step, summarize, vitest } from './test-runner.js';
import { REMOTE_DIRS, ROOT } from './workspace.js';

/**
 * `npm test`, in two lanes side by side (2 cores: what one lane waits on, the other uses):
 * - lane 1: type checks beside lint, every workspace's unit and component tests, the API's integration tests (on
 *   TEST_DATABASE_URL when set, then the files of test/embedded-files.json on the embedded database; all of them on the
 *   embedded database without TEST_DATABASE_URL), then, once the build is there, three API replicas on PostgreSQL and
 *   Redis, and `npm start` as a newcomer;
 * - lane 2: the production build, every browser test file of the shell and the remotes (two sites at a time), the
 *   roster, and the container images as a one-host stack.
 * Prints each step's time (naming a step over its budget), each failed test, and one closing line: "N passed, N failed".
 *
 * `npm test -- <group>...` runs groups (typecheck lint unit api e2e cluster start roster images); any other word is a
 * pattern: the test files whose path contains it run alone, each in its workspace and project, with nothing built.
 */

const runStarted = Date.now();
const GROUPS = ['typecheck', 'lint', 'unit', 'api', 'e2e', 'cluster', 'start', 'roster', 'images'];
const words = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const only = words.filter((word) => GROUPS.includes(word));
const patterns = words.filter((word) => !GROUPS.includes(word));
const wanted = (group: string) => patterns.length === 0 && (only.length === 0 || only.includes(group));
const needsBuild = ['e2e', 'cluster', 'start', 'roster'].some(wanted);
// Two lanes only when both have work; `--list` prints the steps in lane order.
const lanes = !listOnly && ['typecheck', 'lint', 'unit', 'api', 'cluster', 'start'].some(wanted) && ['e2e', 'roster', 'images'].some(wanted);
const laneOutput: Output = lanes ? { buffered: true } : LIVE;

/** `npm test -- <pattern>`: the test files whose path contains a pattern, each workspace's in one Vitest run. */
async function runMatchingFiles(): Promise<void> {
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

/** The production build the browser, replica, start and roster tests run against (once, shared by both lanes). */
let building: Promise<boolean> | undefined;
function build(): Promise<boolean> {
  building ??= (async () => {
    if (listOnly) return true;
    console.log('\n=== production build for the browser and multi-replica tests ===');
    const started = Date.now();
    try {
      await (await import('./build-all.js')).buildAll();
      record('production build', true, started);
      return true;
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
      record('production build', false, started, error instanceof Error ? error.message : String(error));
      return false;
    }
  })();
  return building;
}

async function staticChecksAndUnits(): Promise<void> {
  // One type gate (TypeScript 7, shell/tools/typecheck.ts) beside lint (format and ESLint's rules).
  if (wanted('typecheck') && wanted('lint')) {
    await sideBySide('type checks and lint', [
      { name: 'type checks', command: ['npm', 'run', 'typecheck', '--silent'] },
      { name: 'lint', command: ['npm', 'run', 'lint', '--silent'] },
    ]);
  } else {
    if (wanted('typecheck')) await step('type checks', ['npm', 'run', 'typecheck', '--silent'], laneOutput);
    // Format, type-aware rules, slice boundaries, no import cycle, file and function sizes (shell/tools/lint).
    if (wanted('lint')) await step('lint', ['npm', 'run', 'lint', '--silent'], laneOutput);
  }
  if (!wanted('unit')) return;
  // Every workspace's unit and component tests in one Vitest run (shell/tools/vitest.units.config.ts). Beside lane 2's
  // browser tests one worker: the machine is already busy on both cores, and a second worker only made tests that
  // serve and fetch pages miss their timeouts (a CI run on 2026-12-02: two site-server tests at 30 s, 1 s alone).
  const args = ['--config', 'vitest.units.config.ts'];
  if (listOnly) {
    const { UNIT_DIRS, unitProjectName } = await import('./vitest.units.config.js');
    for (const dir of UNIT_DIRS)
      console.log(`step: ${unitProjectName(dir)} | ${dir} | vitest run --config shell/tools/vitest.units.config.ts --project "${unitProjectName(dir)}"`);
    await vitest('site server unit', 'shell/site-server', ['--passWithNoTests']);
    return;
  }
  await vitest('unit and component tests', 'shell/tools', args, laneOutput, lanes ? { UNIT_WORKERS: '1' } : {});
  // The site server's tests in a run of their own (see vitest.units.config.ts).
  await vitest('site server unit', 'shell/site-server', ['--passWithNoTests'], laneOutput);
}

async function apiIntegration(): Promise<void> {
  if (!wanted('api')) return;
  if (process.env.TEST_DATABASE_URL) {
    await vitest('api integration (PostgreSQL)', 'services/api', ['--project', 'integration'], laneOutput, {
      TEST_DATABASE_URL: process.env.TEST_DATABASE_URL,
    });
    // The embedded database (PGlite) is what `npm start` uses without DATABASE_URL: what differs there is tested there too.
    const embedded = JSON.parse(await readFile(path.join(ROOT, 'services/api/test/embedded-files.json'), 'utf8')) as { files: string[] };
    await vitest('api integration (embedded)', 'services/api', ['--project', 'integration', ...embedded.files], laneOutput, { TEST_DATABASE_URL: '' });
  } else {
    await vitest('api integration (embedded)', 'services/api', ['--project', 'integration'], laneOutput, { TEST_DATABASE_URL: '' });
  }
}

/**
 * Lane 1: static checks and unit tests, the API's integration tests, then the replicas and `npm start` against lane 2's
 * build. (The API's tests first, beside lane 2's build and first sites, took twice as long and timed out: measured.)
 */
async function laneOne(): Promise<void> {
  await staticChecksAndUnits();
  await apiIntegration();
  if ((wanted('cluster') || wanted('start')) && !(await build())) return;
  // Three API replicas on TEST_DATABASE_URL and a Redis (skipped, and counted so, without them).
  if (wanted('cluster')) await vitest('multi-replica (3 APIs, PostgreSQL, Redis)', 'shell/tools', ['--project', 'cluster'], laneOutput, { NODE_ENV: 'test' });
  // The real `npm start` on the embedded database: idle past every timeout, a dropped connection, a release.
  if (wanted('start')) await vitest('npm start as a newcomer', 'shell/tools', ['--project', 'start'], laneOutput);
}

/** Lane 2: the build, the browser tests, the roster, the images. */
async function laneTwo(): Promise<void> {
  const built = needsBuild ? await build() : true;
  if (built && wanted('e2e')) await browserTests();
  // A fifth remote added to the roster in a copy of the workspace: started, built, tested and composed.
  if (built && wanted('roster')) await vitest('a remote added to the roster', 'shell/tools', ['--project', 'roster'], laneOutput, { NODE_ENV: 'test' });
  // The container images built with podman, then the one-host stack from them on TEST_DATABASE_URL and a Redis: pages,
  // a booking, a release, a replica stopped and one killed under traffic (skipped without podman, except in CI).
  if (wanted('images')) await vitest('images and the one-host stack', 'shell/tools', ['--project', 'images'], laneOutput);
}

/** Every browser test file (shell/tools/vitest.e2e.config.ts), each site on a copy of one seeded embedded database. */
async function browserTests(): Promise<void> {
  const args = ['--config', 'vitest.e2e.config.ts'];
  if (listOnly) {
    for (const dir of ['shell', ...REMOTE_DIRS])
      console.log(`step: ${dir} browser tests | ${dir} | vitest run --config shell/tools/vitest.e2e.config.ts --project "${dir} e2e"`);
    return;
  }
  // Imported here: the site's modules are not needed by the other steps (nor by `npm test -- <pattern>`).
  const { prepareDataTemplate, SHARED_SITE_VARIABLE, startSharedTestSite } = await import('./test-site.js');
  const template = await mkdtemp(path.join(os.tmpdir(), 'lo-e2e-template-'));
  let shared: Awaited<ReturnType<typeof startSharedTestSite>> | undefined;
  let seeded: Awaited<ReturnType<typeof prepareDataTemplate>> | undefined;
  try {
    // One seeded database for the run (on TEST_DATABASE_URL's PostgreSQL when set): every site starts on a copy.
    seeded = await prepareDataTemplate(template);
    Object.assign(process.env, seeded.env);
    // One site for the files that only read pages (useSharedTestSite).
    shared = await startSharedTestSite();
    await vitest('browser tests', 'shell/tools', args, laneOutput, { NODE_ENV: 'test', ...seeded.env, [SHARED_SITE_VARIABLE]: shared.variable });
  } finally {
    await shared?.site.close();
    for (const name of Object.keys(seeded?.env ?? {})) delete process.env[name];
    await seeded?.drop();
    await rm(template, { recursive: true, force: true });
  }
}

if (patterns.length > 0) await runMatchingFiles();
else if (lanes) await Promise.all([laneOne(), laneTwo()]);
else {
  await laneOne();
  await laneTwo();
}
if (listOnly) process.exit(0);
process.exit((await summarize(runStarted)) && process.exitCode !== 1 ? 0 : 1);
