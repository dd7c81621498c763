import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AnswerAccuracy, AnswerRefusal, AssistantFigures } from './assistant.js';
import type { RouteFigures } from './front-end.js';
import { type LighthouseFigures, REFERENCE_BENCHMARK_INDEX } from './lighthouse.js';

/** What a bench run measured, as written to .bench/results.json. */
export interface BenchResults {
  when: string;
  routes: RouteFigures[];
  clientNavigationMs?: number;
  sharedTwice: string[];
  api?: unknown;
  apiJourney?: unknown;
  assistant?: AssistantFigures;
}

const pad = (v: unknown, n: number) => String(v).padStart(n);

const lighthouseCell = (p?: LighthouseFigures) =>
  p
    ? `${p.performance}/${p.accessibility}/${p.bestPractices}/${p.seo} ${p.lcpMs}ms ${p.tbtMs}ms ${p.cls}${p.scoresAt4x ? ` (runs ${p.scores?.join(',')}; at a fixed 4x ${p.scoresAt4x.join(',')}; cpu ${p.cpuSlowdown}x at index ${p.benchmarkIndex})` : ''}`
    : '-';

function printFrontEnd(results: BenchResults, lighthouseRuns: number): void {
  console.log(
    `\nFront end (production build, localhost, cold = empty cache, warm = reload; Lighthouse mobile: median of ${lighthouseRuns} runs, CPU slowdown the preset's 4x, lowered in proportion on a host slower than BenchmarkIndex ${REFERENCE_BENCHMARK_INDEX})`,
  );
  console.log(
    `${'route'.padEnd(14)}${pad('JS kB', 8)}${pad('JS gz', 8)}${pad('JS sent', 9)}${pad('CSS kB', 8)}${pad('CSS gz', 8)}${pad('reqs', 6)}${pad('cold ms', 9)}${pad('warm ms', 9)}  lighthouse mobile (perf/a11y/bp/seo LCP TBT CLS) | desktop`,
  );
  for (const r of results.routes) {
    console.log(
      `${r.route.padEnd(14)}${pad(r.jsRawKb, 8)}${pad(r.jsGzipKb, 8)}${pad(r.jsSentKb, 9)}${pad(r.cssRawKb, 8)}${pad(r.cssGzipKb, 8)}${pad(r.requests, 6)}${pad(r.coldVisibleMs, 9)}${pad(r.warmVisibleMs, 9)}  ${lighthouseCell(r.lighthouse?.mobile)} | ${lighthouseCell(r.lighthouse?.desktop)}`,
    );
  }
  console.log(`client-side navigation to a remote not yet loaded (/checklist -> /tools): ${results.clientNavigationMs} ms`);
  console.log(`shared libraries loaded twice: ${results.sharedTwice.length === 0 ? 'none' : results.sharedTwice.join('; ')}`);
}

function printAssistant(a: AssistantFigures): void {
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  console.log(
    `Operations Advisor retrieval (${a.questions} questions, ${a.unanswerable} it cannot answer): top-1 ${pct(a.top1)}, top-3 ${pct(a.top3)}, refusals ${pct(a.refusal)}`,
  );
  const w = a.answers;
  const right = (r?: AnswerAccuracy) => (r ? `${pct(r.accuracy)} (${r.right}/${r.questions})` : 'not measured');
  const declined = (r?: AnswerRefusal) => (r ? `${pct(r.refusal)} (${r.declined}/${r.questions})` : 'not measured');
  console.log(
    `Operations Advisor answers: held out (${w.heldOutName ?? 'none'}) ${right(w.heldOut)}, tuning ${right(w.tuningAll)}; out of scope declined: held out ${declined(w.outOfScopeHeldOut)}, tuning ${declined(w.outOfScopeTuningAll)}; p95 ${w.p95Ms.toFixed(1)} ms`,
  );
}

/** The figures as a table on the console. */
export function printReport(results: BenchResults, lighthouseRuns: number): void {
  printFrontEnd(results, lighthouseRuns);
  if (results.apiJourney) console.log(`API through the site: ${JSON.stringify(results.apiJourney)}`);
  if (results.assistant) printAssistant(results.assistant);
}

/** The figures as JSON in `out`. */
export async function writeResults(results: BenchResults, out: string): Promise<void> {
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), out)}`);
}
