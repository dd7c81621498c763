import type { QuizAnswers } from '@launchops/contracts';
import { computeDeadlines } from '../deadline-rules.js';
import { companyFacts } from '../task-rules.js';

/**
 * A worked case from the quiz's answers to the plan's dated deadlines: state, entity and dates in, every dated
 * deadline out ('rule-id due-day', with '(from day)' when a weekend or holiday moved it). When a filing rule changes,
 * change its rule (rules/*.ts with services/content/filing-rules.yaml, or services/content/obligations/ (one file per state)) and the
 * cases it moves, and say why.
 */
export interface PlanCase {
  name: string;
  today: string;
  answers: QuizAnswers;
  deadlines: string[];
}

/** The case's deadlines as the cases write them. */
export const dated = (c: PlanCase): string[] =>
  computeDeadlines(companyFacts(c.answers), c.today).map((d) => `${d.ruleId} ${d.dueOn}${d.movedFrom ? ` (from ${d.movedFrom})` : ''}`);

/** The case's deadlines in full (reasons, sources). */
export const deadlinesOf = (c: PlanCase) => computeDeadlines(companyFacts(c.answers), c.today);

/** A Delaware corporation formed June 1, 2026, founders in Delaware, raising on SAFEs, hiring on February 1, 2027 and selling from March 1 (the hiring-and-selling cases add the state). */
export const HIRING_IN_A_STATE = {
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: '2026-06-01',
  founderCount: 2,
  workStates: ['DE'],
  hiresEmployees: true,
  nextEmployeeStartsOn: '2027-02-01',
  firstSaleOn: '2027-03-01',
  fundraising: 'safe',
  fiscalYearEndMonth: 12,
} satisfies QuizAnswers;
