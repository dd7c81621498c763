import { describe, expect, it } from 'vitest';
import { PLAN_CASES } from './plan-cases/all.cases.js';
import { dated } from './plan-cases/plan-case.cases.js';

// The worked quiz-to-plan cases (plan-cases/*.cases.ts, by topic); plan-cases-explained.test.ts reads their reasons.
describe('quiz-to-plan cases', () => {
  it('has at least 25 worked cases', () => expect(PLAN_CASES.length).toBeGreaterThanOrEqual(25));

  it.each(PLAN_CASES)('$name', (c) => {
    expect(dated(c)).toEqual(c.deadlines);
  });
});
