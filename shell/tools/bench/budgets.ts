import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { resolveRoot } from '../workspace.js';
import type { BenchResults } from './report.js';

const budgetsSchema = z.object({
  firstLoadJsGzipKb: z.record(z.string(), z.number().positive()),
  lighthouseMobilePerformanceMin: z.number().min(0).max(100),
  /** A lower floor for a route that does not reach the target yet (the reason goes in the file's comment). */
  lighthouseMobilePerformanceMinByRoute: z.record(z.string(), z.number().min(0).max(100)).default({}),
  clsMax: z.number().min(0),
  sharedLibrariesLoadedOnce: z.boolean(),
  /** The Operations Advisor on its evaluation set: top-1 hit rate, and the share it refuses of what it cannot answer. */
  assistantTop1Min: z.number().min(0).max(1),
  assistantRefusalMin: z.number().min(0).max(1),
  /**
   * What the advisor says (services/api/bench/assistant-answers*.ts): answer accuracy and out-of-scope refusals on the
   * held-out set and on the tuning sets together, p95 answer time.
   */
  assistantAnswerHeldOutMin: z.number().min(0).max(1),
  assistantAnswerRefusalMin: z.number().min(0).max(1),
  assistantAnswerP95MaxMs: z.number().positive(),
  /** The API's content routes (served from its cache) against the constant route, at 50 connections (services/api/bench/bench.ts). */
  apiContentMinRatio: z.number().min(0).max(1),
  apiContentP99MaxMs: z.number().positive(),
  /**
   * The routes that read the visitor's own data (or the day's slots) from the database on every request, against the
   * same constant route; judged only when the API bench ran on PostgreSQL (the embedded database is one connection
   * in the API's own process: `SELECT 1` alone stays under the target there).
   */
  apiVisitorMinRatio: z.number().min(0).max(1),
  apiVisitorP99MaxMs: z.number().positive(),
  routes: z.array(z.string()).min(1),
});

export type Budgets = z.infer<typeof budgetsSchema>;

/** shell/tools/budgets.json, validated. */
export async function readBudgets(): Promise<Budgets> {
  return budgetsSchema.parse(JSON.parse(await readFile(resolveRoot('shell/tools/budgets.json'), 'utf8')));
}

function frontEndFailures(results: BenchResults, budgets: Budgets): string[] {
  const failures: string[] = [];
  for (const [route, maxKb] of Object.entries(budgets.firstLoadJsGzipKb)) {
    const r = results.routes.find((x) => x.route === route);
    if (r && r.jsGzipKb > maxKb) failures.push(`first-load JS of ${route} is ${r.jsGzipKb} kB gzip (budget ${maxKb})`);
  }
  for (const r of results.routes) {
    const minPerformance = budgets.lighthouseMobilePerformanceMinByRoute[r.route] ?? budgets.lighthouseMobilePerformanceMin;
    if (r.lighthouse && r.lighthouse.mobile.performance < minPerformance)
      failures.push(`Lighthouse mobile performance of ${r.route} is ${r.lighthouse.mobile.performance} (min ${minPerformance})`);
    for (const preset of ['mobile', 'desktop'] as const) {
      const cls = r.lighthouse?.[preset].cls;
      if (cls !== undefined && cls >= budgets.clsMax) failures.push(`CLS of ${r.route} (${preset}) is ${cls} (budget < ${budgets.clsMax})`);
    }
  }
  return failures;
}

/** The part of services/api/bench/bench.ts's JSON read here. */
type ApiBench = { generator?: string; database?: string; rows?: Array<{ route: string; kind?: string; reqRatio: number; p99Ms: number; non2xx: number }> };

function apiFailures(api: ApiBench | undefined, budgets: Budgets): string[] {
  const failures: string[] = [];
  if (api) {
    // autocannon's own parsing caps large answers (services/api/bench/bench.ts); the embedded database caps the visitor's.
    if (api.generator !== 'wrk') failures.push('the API was measured with autocannon: its budgets are judged with wrk (Debian: apt-get install wrk)');
    if (api.database !== 'postgresql')
      failures.push("the API was measured on the embedded database: its visitor routes' budget is judged on PostgreSQL (set BENCH_DATABASE_URL)");
  }
  for (const row of api?.rows ?? []) {
    if (row.non2xx > 0) failures.push(`API ${row.route}: ${row.non2xx} answers were not 2xx`);
    const limits =
      row.kind === 'content'
        ? { ratio: budgets.apiContentMinRatio, p99: budgets.apiContentP99MaxMs }
        : row.kind === 'visitor' && api?.database === 'postgresql'
          ? { ratio: budgets.apiVisitorMinRatio, p99: budgets.apiVisitorP99MaxMs }
          : undefined;
    if (!limits) continue;
    if (row.reqRatio < limits.ratio) failures.push(`API ${row.route} reaches ${row.reqRatio} of the constant route's throughput (min ${limits.ratio})`);
    if (row.p99Ms > limits.p99) failures.push(`API ${row.route} has a p99 of ${row.p99Ms} ms (max ${limits.p99})`);
  }
  return failures;
}

function assistantFailures(assistant: BenchResults['assistant'], budgets: Budgets): string[] {
  const failures: string[] = [];
  if (assistant && assistant.top1 < budgets.assistantTop1Min)
    failures.push(`the Operations Advisor's top-1 hit rate is ${assistant.top1} (min ${budgets.assistantTop1Min})`);
  if (assistant && assistant.refusal < budgets.assistantRefusalMin)
    failures.push(`the Operations Advisor refuses ${assistant.refusal} of what it cannot answer (min ${budgets.assistantRefusalMin})`);
  // The figures assistant-eval.ts writes for its held-out set and the tuning sets together (services/api/bench/assistant-answer-sets.ts).
  const answers = assistant?.answers;
  if (!answers) return failures;
  // The targets hold on the held-out set and on the tuning sets together; an evaluation that does not report them fails.
  const accuracies = [
    ['the held-out questions', answers.heldOut?.accuracy ?? 0],
    ['the tuning questions', answers.tuningAll?.accuracy ?? 0],
  ] as const;
  for (const [name, accuracy] of accuracies)
    if (accuracy < budgets.assistantAnswerHeldOutMin)
      failures.push(`the Operations Advisor answers ${accuracy} of ${name} right (min ${budgets.assistantAnswerHeldOutMin})`);
  const refusals = [
    ['the held-out out-of-scope questions', answers.outOfScopeHeldOut?.refusal ?? 0],
    ['the tuning out-of-scope questions', answers.outOfScopeTuningAll?.refusal ?? 0],
  ] as const;
  for (const [name, refusal] of refusals)
    if (refusal < budgets.assistantAnswerRefusalMin)
      failures.push(`the Operations Advisor declines ${refusal} of ${name} (min ${budgets.assistantAnswerRefusalMin})`);
  if (answers.p95Ms >= budgets.assistantAnswerP95MaxMs)
    failures.push(`the Operations Advisor's p95 answer time is ${answers.p95Ms} ms (must be under ${budgets.assistantAnswerP95MaxMs})`);
  return failures;
}

/** Each budget of budgets.json that the results break, in words (none: every budget holds). */
export function budgetFailures(results: BenchResults, budgets: Budgets): string[] {
  return [
    ...frontEndFailures(results, budgets),
    ...apiFailures(results.api as ApiBench | undefined, budgets),
    ...(budgets.sharedLibrariesLoadedOnce && results.sharedTwice.length > 0 ? [`shared libraries loaded twice: ${results.sharedTwice.join('; ')}`] : []),
    ...assistantFailures(results.assistant, budgets),
  ];
}
