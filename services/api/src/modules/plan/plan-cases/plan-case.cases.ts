import type { QuizAnswers, UsState } from '@launchops/contracts';
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

/**
 * A company formed on March 2, 2026 in `state`, its founders there, hiring its first employee there on January 11, 2027
 * and selling there from February 1 (the every-state cases): an LLC that raises nothing, or a corporation raising on SAFEs.
 */
export const formedHiringSellingIn = (state: UsState, entity: 'llc' | 'c-corp'): QuizAnswers => ({
  entity,
  formationState: state,
  formedOn: '2026-03-02',
  founderCount: 2,
  workStates: [state],
  hiresEmployees: true,
  employeeStates: [state],
  nextEmployeeStartsOn: '2027-01-11',
  salesStates: [state],
  firstSaleOn: '2027-02-01',
  fundraising: entity === 'llc' ? 'none' : 'safe',
  fiscalYearEndMonth: 12,
});
