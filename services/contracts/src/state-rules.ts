import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';
import { ENTITY_TYPES, US_STATES, type UsState } from './plan.js';

// services/content/state-rules.yaml: the dated filings a state asks of a company, one entry per filing, each with
// its source and the day it was last checked. The plan reads them for every state where the company must register
// (its state of formation, every state where its people work, and every state where it sells), not only the state of formation.

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));
const stateCodes = Object.keys(US_STATES) as [UsState, ...UsState[]];
const month = z.int().check(z.minimum(1, 'a month is 1-12'), z.maximum(12, 'a month is 1-12'));
const dayOfMonth = z.int().check(z.minimum(1, 'a day is 1-31'), z.maximum(31, 'a day is 1-31'));

/**
 * When the filing is due, counted from the day the company started in the state (formed there, or registered there
 * as a foreign company: the plan counts from formation, as a team that works in a state does business there from day one).
 */
export const stateRuleDueSchema = z.discriminatedUnion('kind', [
  /**
   * Once, this many days after the start (California's first Statement of Information: 90); 0 on the day itself, and
   * a negative number before it (New York's sales-tax registration: 20 days before the first sale).
   */
  z.strictObject({ kind: z.literal('days-after-start'), days: z.int().check(z.minimum(-365), z.maximum(3650)) }),
  /** Every year on this day, from the year after the start (Delaware: 1 March). */
  z.strictObject({ kind: z.literal('yearly'), month, day: dayOfMonth }),
  /**
   * The last day of the start's month (shifted by `monthOffset`: -1 the month before, 1 the month after, 2 the second month after), every
   * `everyYears` years from the start year + `everyYears` (New York's biennial statement: 2, 0).
   */
  z.strictObject({
    kind: z.literal('anniversary-month-end'),
    everyYears: z.int().check(z.positive()),
    monthOffset: z.int().check(z.minimum(-11), z.maximum(11)),
  }),
  /** Every `everyYears` years on the day the company started (Massachusetts LLC: 1). */
  z.strictObject({ kind: z.literal('anniversary'), everyYears: z.int().check(z.positive()) }),
  /** The `day` of the `month`-th month after each tax year ends (California Form 100: 4, 15). */
  z.strictObject({ kind: z.literal('after-tax-year-end'), month, day: dayOfMonth }),
  /**
   * The `day` of the `month`-th month of each tax year (the month of the start counting as the first of the first
   * tax year), from the `fromTaxYear`-th tax year (California's $800: an LLC from the 1st, a corporation from the 2nd).
   */
  z.strictObject({ kind: z.literal('in-tax-year'), month, day: dayOfMonth, fromTaxYear: z.int().check(z.minimum(1), z.maximum(2)) }),
]);
export type StateRuleDue = z.infer<typeof stateRuleDueSchema>;

export const stateRuleSchema = z.strictObject({
  /** Stable id, used by the plan, the calendar feed and the tests. */
  id: z.string().check(z.regex(KEBAB, 'must be lowercase words joined by single hyphens')),
  state: z.enum(stateCodes, { error: 'must be a two-letter US state code, e.g. CA' }),
  /**
   * formation: only when the company was formed in the state; foreign: registered there, formed elsewhere; registered:
   * either; sales: the company sells there (the quiz's salesStates), counted from its first sale; employees: an
   * employee works there (the quiz's employeeStates), counted from the next employee's first day.
   */
  scope: z.enum(['formation', 'foreign', 'registered', 'sales', 'employees']),
  /**
   * The federal plan rule (an id of filing-rules.yaml) this entry takes the place of in its state: a state that asks
   * sooner than the federal default (Georgia's new-hire report: 10 days, not 20). The federal rule still applies in the
   * company's other states.
   */
  replaces: z.optional(z.string().check(z.regex(KEBAB))),
  entities: z.array(z.enum(ENTITY_TYPES.filter((e) => e !== 'not-formed') as ['c-corp', 'llc'])).check(z.minLength(1)),
  title: text,
  /** The checklist task that explains it (a slug of services/content/tasks). */
  taskSlug: z.string().check(z.regex(KEBAB)),
  due: stateRuleDueSchema,
  /** What the filing is and why it concerns the company, after "because your company ..." */
  why: text,
  /** For a one-off filing: what to do when its day has passed. */
  ifMissed: z.optional(text),
  /** none: the state names the day and gives no weekend grace the plan relies on; next-business-day otherwise. */
  shift: z.enum(['none', 'next-business-day']),
  source: text,
  sourceUrl: z.url({ protocol: /^https$/, error: 'must be an https:// address' }),
  lastVerified: isoDateSchema,
});
export type StateRule = z.infer<typeof stateRuleSchema>;
export const stateRulesFileSchema = z.array(stateRuleSchema);
