import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';
import { OBLIGATION_KINDS, type StateRecord, type StateRuleDue } from './state-rules.js';

// GET /api/states and GET /api/states/:slug (contracts 1.4): what each state asks of a company, from the same records
// the plan dates, with the rule of each in words, for the state pages.

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ORDINAL = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh'];

const dayOf = (month: number, day: number) => `${MONTHS[month - 1]} ${day}`;
const every = (years: number) => (years === 1 ? 'every year' : `every ${years} years`);

/** When a state's filing is due, in words ("every year by May 1", "within 120 days of forming or registering there"). */
export function describeStateDue(due: StateRuleDue | undefined, scope: StateRecord['scope']): string {
  if (!due)
    return scope === 'employees'
      ? 'while it has employees there'
      : scope === 'sales'
        ? 'while it sells there'
        : scope === 'people'
          ? 'while its people work there'
          : 'while it is formed or registered there';
  const start =
    scope === 'sales'
      ? 'the first sale there'
      : scope === 'employees'
        ? "an employee's first day of work there"
        : scope === 'foreign'
          ? 'registering there'
          : scope === 'people'
            ? 'starting to do business there'
            : 'forming or registering there';
  switch (due.kind) {
    case 'days-after-start':
      if (due.days === 0) return scope === 'foreign' ? 'before the company starts doing business there' : `on the day of ${start}`;
      return due.days > 0 ? `within ${due.days} days of ${start}` : `${-due.days} days before ${start}`;
    case 'business-days-after-start':
      return `within ${due.days} business days of ${start}`;
    case 'quarterly':
      return `every quarter, by ${due.day === 'last' ? 'the last day' : `day ${due.day}`} of the month after the quarter ends`;
    case 'anniversary-month-start':
      if (due.monthOffset === 0) return `${every(due.everyYears)} by the first day of the month it was formed or registered in`;
      return `${every(due.everyYears)} by the first day of the month ${Math.abs(due.monthOffset)} month${Math.abs(due.monthOffset) === 1 ? '' : 's'} ${due.monthOffset < 0 ? 'before' : 'after'} the month it was formed in`;
    case 'yearly':
      return `every year by ${dayOf(due.month, due.day)}`;
    case 'anniversary':
      return `${every(due.everyYears)} by the anniversary of the day it was formed or registered`;
    case 'biennial':
      return due.years === 'odd' || due.years === 'even'
        ? `every ${due.years}-numbered year by ${dayOf(due.month, due.day)}`
        : `every second year by ${dayOf(due.month, due.day)}, from the ${due.years === 'from-year-after-start' ? 'year after' : 'second year after'} ${start}`;
    case 'anniversary-month-end':
      if (due.monthOffset === 0) return `${every(due.everyYears)} by the end of the month it was formed or registered in`;
      if (due.monthOffset === -1) return `${every(due.everyYears)} before the first day of the month it was formed or registered in`;
      if (due.monthOffset < 0) return `${every(due.everyYears)} by the end of the month ${-due.monthOffset} months before the month it was formed in`;
      return `${every(due.everyYears)} by the end of the ${ORDINAL[due.monthOffset] ?? `${due.monthOffset}th`} month after the month it was formed in`;
    case 'after-tax-year-end':
      return `after each tax year ends (by ${dayOf(due.month, due.day)} for a calendar-year company)`;
    case 'in-tax-year':
      return `by ${dayOf(due.month, due.day)} of each tax year, from the company's ${ORDINAL[due.fromTaxYear]} tax year`;
  }
}

/** A state in the index: its code, name and page, and how many records of each kind it has (none: not written yet). */
export const stateIndexEntrySchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The page's last segment: the name in lowercase words joined by hyphens (new-york). */
  slug: z.string(),
  counts: z.record(z.enum(OBLIGATION_KINDS), z.int()),
  /** The oldest last-verified day among its records; null without records. */
  oldestVerified: z.nullable(isoDateSchema),
});
export type StateIndexEntry = z.infer<typeof stateIndexEntrySchema>;
export const stateIndexSchema = z.array(stateIndexEntrySchema);

/** One record as the page shows it: its fields, and `when`, its date rule in words (null for a standing duty). */
export const stateObligationSchema = z.object({
  id: z.string(),
  kind: z.enum(OBLIGATION_KINDS),
  scope: z.string(),
  entities: z.array(z.enum(['c-corp', 'llc'])),
  title: z.string(),
  form: z.nullable(z.string()),
  when: z.nullable(z.string()),
  condition: z.nullable(z.string()),
  amount: z.nullable(z.string()),
  penalty: z.nullable(z.string()),
  check: z.nullable(z.string()),
  exists: z.boolean(),
  why: z.string(),
  ifMissed: z.nullable(z.string()),
  taskSlug: z.string(),
  source: z.string(),
  sourceUrl: z.string(),
  lastVerified: isoDateSchema,
});
export type StateObligation = z.infer<typeof stateObligationSchema>;

export const stateObligationsSchema = z.object({
  code: z.string(),
  name: z.string(),
  slug: z.string(),
  records: z.array(stateObligationSchema),
});
export type StateObligations = z.infer<typeof stateObligationsSchema>;

/** A state's page segment: "New York" as new-york. */
export const stateSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
