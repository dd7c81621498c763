import { EMPLOYER_CASES } from './employers.cases.js';
import { EVERY_STATE_CASES_1 } from './every-state-1.cases.js';
import { EVERY_STATE_CASES_2 } from './every-state-2.cases.js';
import { EVERY_STATE_CASES_3 } from './every-state-3.cases.js';
import { EVERY_STATE_CASES_4 } from './every-state-4.cases.js';
import { EVERY_STATE_CASES_5 } from './every-state-5.cases.js';
import { EVERY_STATE_CASES_6 } from './every-state-6.cases.js';
import { EVERY_STATE_EXAMPLE_CASES } from './every-state-examples.cases.js';
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
  ...EVERY_STATE_CASES_1,
  ...EVERY_STATE_CASES_2,
  ...EVERY_STATE_CASES_3,
  ...EVERY_STATE_CASES_4,
  ...EVERY_STATE_CASES_5,
  ...EVERY_STATE_CASES_6,
  ...EVERY_STATE_EXAMPLE_CASES,
  ...FEDERAL_CASES,
];
