import { EMPLOYER_CASES } from './employers.cases.js';
import { FEDERAL_CASES } from './federal.cases.js';
import { HIRING_SELLING_CASES } from './hiring-selling.cases.js';
import { HIRING_SELLING_LAST_CASES } from './hiring-selling-last.cases.js';
import { HIRING_SELLING_MORE_CASES } from './hiring-selling-more.cases.js';
import { MULTISTATE_CASES } from './multistate.cases.js';
import type { PlanCase } from './plan-case.cases.js';
import { STATE_CASES } from './states.cases.js';

/** Every worked quiz-to-plan case. */
export const PLAN_CASES: readonly PlanCase[] = [
  ...MULTISTATE_CASES,
  ...EMPLOYER_CASES,
  ...HIRING_SELLING_CASES,
  ...HIRING_SELLING_MORE_CASES,
  ...HIRING_SELLING_LAST_CASES,
  ...STATE_CASES,
  ...FEDERAL_CASES,
];
