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
});
