import { describe, expect, it } from 'vitest';
import { budgetFailures, readBudgets } from './budgets.js';
import type { BenchResults } from './report.js';

const budgets = await readBudgets();

const route = (jsGzipKb: number): BenchResults['routes'][number] => ({
  route: '/',
  url: '/',
  jsRawKb: jsGzipKb * 3,
  jsGzipKb,
  jsSentKb: jsGzipKb,
  cssRawKb: 1,
  cssGzipKb: 1,
  requests: 10,
  coldVisibleMs: 100,
  warmVisibleMs: 50,
});

describe('bench budgets', () => {
  it('reads budgets.json with a budget for every measured route', () => {
    expect(budgets.routes.every((r) => budgets.firstLoadJsGzipKb[r] !== undefined)).toBe(true);
  });

  it('holds for figures within every budget', () => {
    expect(budgetFailures({ when: '', routes: [route(budgets.firstLoadJsGzipKb['/']!)], sharedTwice: [] }, budgets)).toEqual([]);
  });

  it('names each broken budget: first-load JS, shared libraries, the API measured without wrk', () => {
    const failures = budgetFailures(
      { when: '', routes: [route(budgets.firstLoadJsGzipKb['/']! + 1)], sharedTwice: ['/: react: shell@19, mf_tools@19'], api: { database: 'postgresql' } },
      budgets,
    );
    expect(failures).toEqual([
      expect.stringMatching(/^first-load JS of \/ is/),
      expect.stringMatching(/measured with autocannon/),
      expect.stringMatching(/^shared libraries loaded twice: \/: react/),
    ]);
  });

  it("holds the Operations Advisor's answers to their targets on the held-out set and the tuning sets, and fails a run that reports no held-out set", () => {
    const assistant = (answers: Record<string, unknown>) =>
      ({ questions: 1, answerable: 1, unanswerable: 0, top1: 1, top3: 1, refusal: 1, misses: [], answers: { p95Ms: 5, ...answers } }) as NonNullable<
        BenchResults['assistant']
      >;
    const run = (answers: Record<string, unknown>) => budgetFailures({ when: '', routes: [], sharedTwice: [], assistant: assistant(answers) }, budgets);
    const passing = {
      heldOutName: 'tenth',
      heldOut: { questions: 40, right: 37, accuracy: 0.925 },
      outOfScopeHeldOut: { questions: 15, declined: 14, refusal: 0.933 },
      tuningAll: { questions: 437, right: 426, accuracy: 0.975 },
      outOfScopeTuningAll: { questions: 164, declined: 164, refusal: 1 },
    };
    expect(run(passing)).toEqual([]);
    expect(run({ ...passing, heldOut: { questions: 40, right: 28, accuracy: 0.7 } }).join('\n')).toMatch(/answers 0\.7 of the held-out questions right/);
    expect(run({ ...passing, outOfScopeHeldOut: { questions: 15, declined: 11, refusal: 0.733 } }).join('\n')).toMatch(
      /declines 0\.733 of the held-out out-of-scope/,
    );
    expect(run({ ...passing, heldOut: undefined }).join('\n')).toMatch(/answers 0 of the held-out questions right/);
  });
});
