import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';
import { ENTITY_TYPES, US_STATES, type UsState } from './plan.js';

// services/content/obligations/<state>.yaml: what a state asks of a company, one file per jurisdiction and one record
// per obligation (a filing, a registration, a tax, or the statement that a kind of obligation does not exist there),
// each with its official source and the day it was last checked. The plan dates the records for every state the company
// touches (formed there, people or employees working there, selling there); the state pages and the assistant read the
// same records, so they cannot disagree.

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const text = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));
const stateCodes = Object.keys(US_STATES) as [UsState, ...UsState[]];
const month = z.int().check(z.minimum(1, 'a month is 1-12'), z.maximum(12, 'a month is 1-12'));
const dayOfMonth = z.int().check(z.minimum(1, 'a day is 1-31'), z.maximum(31, 'a day is 1-31'));

/**
 * The five kinds of state obligation: what a company formed there owes (annual report, franchise or minimum tax,
 * initial report, registered agent), registering there from elsewhere (when and how it must qualify), employees there
 * (withholding and unemployment accounts, wage reports, new-hire reports, leave and disability programmes), selling
 * there (sales-tax nexus and registration), and the state's income, franchise or gross-receipts tax returns.
 */
export const OBLIGATION_KINDS = ['formation', 'qualification', 'employer', 'sales-tax', 'income-tax'] as const;
export type ObligationKind = (typeof OBLIGATION_KINDS)[number];

/**
 * Agencies' own sites: a government domain (.gov, a state's .us domain) or a state agency on a domain of its own:
 * Georgia's New Hire Reporting Center (run for the Department of Human Services), the Florida Department of Revenue and
 * the Florida Division of Corporations (Sunbiz).
 */
const AGENCY_HOSTS_OUTSIDE_GOV = ['ga-newhire.com', 'floridarevenue.com', 'sunbiz.org'];
export function isOfficialSource(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return host.endsWith('.gov') || /\.state\.[a-z]{2}\.us$/.test(host) || AGENCY_HOSTS_OUTSIDE_GOV.some((own) => host === own || host.endsWith(`.${own}`));
}

/**
 * When the obligation falls due, counted from the day the company started in the state (formed there, registered there
 * as a foreign company, its first sale there for a selling record, or the next employee's first day for an employer record).
 */
/** Which years a biennial filing falls in: by the year's parity, or counted from the start. */
export const BIENNIAL_YEARS = ['odd', 'even', 'from-year-after-start', 'from-second-year-after-start'] as const;

export const stateRuleDueSchema = z.discriminatedUnion('kind', [
  /**
   * Once, this many days after the start (California's first Statement of Information: 90); 0 on the day itself, and
   * a negative number before it (New York's sales-tax registration: 20 days before the first sale).
   */
  z.strictObject({ kind: z.literal('days-after-start'), days: z.int().check(z.minimum(-365), z.maximum(3650)) }),
  /** Once, this many business days (weekdays that are not federal holidays) after the start. */
  z.strictObject({ kind: z.literal('business-days-after-start'), days: z.int().check(z.minimum(1), z.maximum(60)) }),
  /** Every year on this day, from the year after the start (Delaware: March 1). */
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
  /** The first day of the start's month (shifted by `monthOffset`), every `everyYears` years, as above. */
  z.strictObject({
    kind: z.literal('anniversary-month-start'),
    everyYears: z.int().check(z.positive()),
    monthOffset: z.int().check(z.minimum(-11), z.maximum(11)),
  }),
  /**
   * Every second year on this day: in odd or even years (Iowa's biennial report: odd years, by April 1), or from the year
   * after the start (the District of Columbia's: April 1 of the year after, then every second year) or the second year
   * after it (Kansas: the years whose parity is the formation year's).
   */
  z.strictObject({
    kind: z.literal('biennial'),
    month,
    day: dayOfMonth,
    years: z.enum(BIENNIAL_YEARS, { error: `must be one of ${BIENNIAL_YEARS.join(', ')}` }),
  }),
  /** Every `everyYears` years on the day the company started (Massachusetts LLC: 1). */
  z.strictObject({ kind: z.literal('anniversary'), everyYears: z.int().check(z.positive()) }),
  /**
   * Every calendar quarter from the quarter of the start: `day` (or the last day, `"last"`) of the month after the
   * quarter ends (a state's quarterly wage report: the last day of April, July, October and January).
   */
  z.strictObject({ kind: z.literal('quarterly'), day: z.union([dayOfMonth, z.literal('last')]) }),
  /** The `day` of the `month`-th month after each tax year ends (California Form 100: 4, 15). */
  z.strictObject({ kind: z.literal('after-tax-year-end'), month, day: dayOfMonth }),
  /**
   * The `day` of the `month`-th month of each tax year (the month of the start counting as the first of the first
   * tax year), from the `fromTaxYear`-th tax year (California's $800: an LLC from the 1st, a corporation from the 2nd).
   */
  z.strictObject({ kind: z.literal('in-tax-year'), month, day: dayOfMonth, fromTaxYear: z.int().check(z.minimum(1), z.maximum(2)) }),
]);
export type StateRuleDue = z.infer<typeof stateRuleDueSchema>;

const TRIGGERS = ['formation', 'foreign', 'registered', 'people', 'sales', 'employees'] as const;

/** One record of a state's file (the state is the file's). */
export const stateRecordSchema = z.strictObject({
  /** Stable, used by the plan, the calendar feed, the pages and the tests. One id may have one record per entity type. */
  id: z.string().check(z.regex(KEBAB, 'must be lowercase words joined by single hyphens')),
  kind: z.enum(OBLIGATION_KINDS, { error: `must be one of ${OBLIGATION_KINDS.join(', ')}` }),
  /**
   * Who owes it, the trigger. formation: formed in the state; foreign: registered there, formed elsewhere (its founders
   * or employees work there); registered: either; people: its founders or employees work there, whether or not it was
   * formed there (a state's income or gross-receipts tax, owed for doing business there, not for being formed there);
   * sales: the company sells there (counted from its first sale there);
   * employees: an employee works there (counted from the next employee's first day).
   */
  scope: z.enum(TRIGGERS, { error: `must be one of ${TRIGGERS.join(', ')}` }),
  /**
   * The federal plan rule (an id of filing-rules.yaml) this record takes the place of in its state: a state that asks
   * sooner than the federal default (Georgia's new-hire report: 10 days, not 20). The federal rule still applies in the
   * company's other states.
   */
  replaces: z.optional(z.string().check(z.regex(KEBAB))),
  /**
   * The federal plan rule (an id of filing-rules.yaml) whose reason this standing record adds to for employees in the
   * state: "; your company " and its `why` (California's FUTA credit reduction, on Form 940). It has no `due` of its own.
   */
  amends: z.optional(z.string().check(z.regex(KEBAB))),
  entities: z.array(z.enum(ENTITY_TYPES.filter((e) => e !== 'not-formed') as ['c-corp', 'llc'])).check(z.minLength(1)),
  /** What to do, as the plan lists it; for a record that says a kind does not exist there, that statement. */
  title: text,
  /** The form, return or portal, as the state names it (Form 100, DE 9, MyTax Illinois). */
  form: z.optional(text),
  /** The checklist task that explains it (a slug of services/content/tasks). */
  taskSlug: z.string().check(z.regex(KEBAB)),
  /** When it falls due; absent for a standing duty (keep a registered agent) or a record that says a kind does not exist. */
  due: z.optional(stateRuleDueSchema),
  /**
   * What must hold for it to be owed, after "if" ("your Delaware franchise tax is $5,000 or more"): the plan shows it as
   * conditional, not as a dated deadline.
   */
  condition: z.optional(text),
  /** The fee, minimum tax or rate, in the state's terms, where it matters. */
  amount: z.optional(text),
  /** What the state does when it is missed (penalty, interest, suspension). */
  penalty: z.optional(text),
  /** Where the record states no figure with confidence: what to check at the source. */
  check: z.optional(text),
  /** False for a record saying this kind of obligation does not exist in the state (no wage withholding in Texas). */
  exists: z.optional(z.boolean()),
  /** What it is and why it concerns the company, after "because your company ..." */
  why: text,
  /** For a one-off filing: what to do when its day has passed. */
  ifMissed: z.optional(text),
  /** none: the state names the day and gives no weekend grace the plan relies on; next-business-day otherwise. */
  shift: z.enum(['none', 'next-business-day']),
  source: text,
  sourceUrl: z
    .url({ protocol: /^https$/, error: 'must be an https:// address' })
    .check(z.refine(isOfficialSource, 'must be an agency’s own site (a .gov or state .us domain)')),
  lastVerified: isoDateSchema,
});
export type StateRecord = z.infer<typeof stateRecordSchema>;

/** A jurisdiction's file: its two-letter code (the file is named after it, lowercase) and its records. */
export const stateRecordsFileSchema = z.strictObject({
  state: z.enum(stateCodes, { error: 'must be a two-letter US state code, e.g. CA' }),
  records: z.array(stateRecordSchema),
});

/** A record with its state: what the plan, the pages and the assistant read. */
export type StateRule = StateRecord & { state: UsState };
