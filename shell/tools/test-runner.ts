import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './workspace.js';

/**
 * The steps `npm test` runs (shell/tools/test-all.ts): each is timed and counted, a step in a lane that runs beside
 * another keeps its output and prints it whole when it ends, and the summary names every failed test and every step
 * over its budget.
 */

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ok: boolean;
  seconds: number;
}

/**
 * Seconds each step should take on the CI machine (2 cores, otherwise idle, two lanes side by side): over it, the
 * summary names the step. The whole run's budget is 20 minutes (shell/tools/docs/tests.md).
 */
const STEP_BUDGETS: Array<[RegExp, number]> = [
  [/^type checks and lint$/, 240],
  [/^unit and component tests$/, 240],
  [/^site server unit$/, 60],
  [/^api integration \(PostgreSQL\)$/, 240],
  [/^api integration \(embedded\)$/, 150],
  [/^production build$/, 120],
  [/^browser tests$/, 600],
  [/^multi-replica/, 90],
  [/^npm start as a newcomer$/, 120],
  [/^a remote added to the roster$/, 180],
  [/^images and the one-host stack$/, 300],
];
const budgetOf = (name: string) => STEP_BUDGETS.find(([pattern]) => pattern.test(name))?.[1];

/** `--list`: print the steps this run would take (workspace and command) and run none. */
export const listOnly = process.argv.includes('--list');
const results: StepResult[] = [];
/** Each failed test, named under the summary so that a CI log's last lines say what broke. */
const failures: Array<{ step: string; test: string; reason: string }> = [];
const firstLine = (text: string | undefined) => (text ?? '').trim().split('\n')[0]?.slice(0, 300) ?? '';
/** Each step's JSON report (per file and test durations): kept in TEST_REPORT_DIR when it is set, else removed at the end. */
const keptReportDir = process.env.TEST_REPORT_DIR ? path.resolve(process.env.TEST_REPORT_DIR) : undefined;
const reportDir = keptReportDir ?? (await mkdtemp(path.join(os.tmpdir(), 'lo-test-')));
if (keptReportDir) await mkdir(keptReportDir, { recursive: true });

/** Where a step's output goes: straight through, or kept and printed whole at its end (a step beside another). */
export interface Output {
  buffered: boolean;
}
export const LIVE: Output = { buffered: false };

function exec(name: string, command: string[], output: Output, env: NodeJS.ProcessEnv = {}, cwd = ROOT): Promise<number> {
  return new Promise((resolve) => {
    const [bin, ...args] = command;
    const child = spawn(bin!, args, { cwd, env: { ...process.env, ...env }, stdio: output.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    const kept: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => kept.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => kept.push(chunk));
    const finish = (code: number) => {
      if (output.buffered) process.stdout.write(`\n=== ${name} (its output, kept while it ran beside another step) ===\n${Buffer.concat(kept).toString()}`);
      resolve(code);
    };
    child.on('close', (code) => finish(code ?? 1));
    child.on('error', (error) => {
      kept.push(Buffer.from(`${error.message}\n`));
      finish(1);
    });
  });
}

export function record(name: string, ok: boolean, started: number, reason?: string): void {
  if (!ok && reason) failures.push({ step: name, test: name, reason: firstLine(reason) });
  results.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0, ok, seconds: (Date.now() - started) / 1000 });
}

/** One command, counted as one test. */
export async function step(name: string, command: string[], output: Output = LIVE, env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (listOnly) return void console.log(`step: ${name} | . | ${command.join(' ')}`);
  if (!output.buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const code = await exec(name, command, output, env);
  record(name, code === 0, started, code === 0 ? undefined : `${command.join(' ')} exited with ${code} (its output is above)`);
}

/** Several commands side by side (each mostly one core's work), counted as one step per command, timed together. */
export async function sideBySide(name: string, commands: Array<{ name: string; command: string[] }>): Promise<void> {
  if (listOnly) return void commands.forEach((c) => console.log(`step: ${c.name} | . | ${c.command.join(' ')} (beside the others of "${name}")`));
  console.log(`\n=== ${name}: ${commands.map((c) => c.name).join(', ')}, side by side ===`);
  const started = Date.now();
  const codes = await Promise.all(commands.map((c) => exec(c.name, c.command, { buffered: true })));
  commands.forEach((c, i) => {
    if (codes[i] !== 0) failures.push({ step: c.name, test: c.command.join(' '), reason: `exited with ${codes[i]} (its output is above)` });
  });
  const passed = codes.filter((code) => code === 0).length;
  results.push({ name, passed, failed: codes.length - passed, skipped: 0, ok: passed === codes.length, seconds: (Date.now() - started) / 1000 });
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

/** Counts a vitest JSON report's tests and notes each failure (also a file that failed outside any test). */
async function readReport(name: string, report: string): Promise<{ passed: number; failed: number; skipped: number }> {
  try {
    const json = JSON.parse(await readFile(report, 'utf8')) as VitestReport;
    // A file that failed outside any test (a hook, its import) counts as one failure, not only as its tests skipped.
    let filesFailedOutsideTests = 0;
    for (const file of json.testResults) {
      const where = path.relative(ROOT, file.name);
      for (const test of file.assertionResults) {
        if (test.status === 'failed') failures.push({ step: name, test: `${where} > ${test.fullName}`, reason: firstLine(test.failureMessages[0]) });
      }
      if (file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')) {
        failures.push({ step: name, test: where, reason: firstLine(file.message) });
        filesFailedOutsideTests += 1;
      }
    }
    return { passed: json.numPassedTests, failed: json.numFailedTests + filesFailedOutsideTests, skipped: json.numPendingTests + json.numTodoTests };
  } catch {
    return { passed: 0, failed: 0, skipped: 0 }; // no report: the run broke before any test
  }
}

/** Runs vitest in a workspace and counts its tests from the JSON report. */
export async function vitest(name: string, workspace: string, args: string[], output: Output = LIVE, env: NodeJS.ProcessEnv = {}): Promise<void> {
  if (listOnly) return void console.log(`step: ${name} | ${workspace} | vitest run ${args.join(' ')}`);
  if (!output.buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const report = path.join(reportDir, `${name.replace(/[^a-z0-9]+/gi, '-')}.json`);
  const command = ['npx', 'vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const code = await exec(name, command, output, env, path.join(ROOT, workspace));
  const counts = await readReport(name, report);
  const ok = code === 0;
  if (!ok && counts.failed === 0) {
    counts.failed = 1;
    if (!failures.some((f) => f.step === name)) failures.push({ step: name, test: name, reason: `vitest exited with ${code} (its output is above)` });
  }
  results.push({ name, ...counts, ok, seconds: (Date.now() - started) / 1000 });
}

/** The summary: each step's counts and time (a step over its budget named), the failed tests, one closing line. */
export async function summarize(runStarted: number): Promise<boolean> {
  if (!keptReportDir) await rm(reportDir, { recursive: true, force: true });
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
  const sum = (key: 'passed' | 'failed' | 'skipped') => results.reduce((n, r) => n + r[key], 0);
  if (failures.length > 0) {
    console.log('\nfailed:');
    for (const f of failures) console.log(`- [${f.step}] ${f.test}\n    ${f.reason}`);
  }
  console.log(`${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped`);
  return results.every((r) => r.ok) && sum('passed') > 0;
}
