import type { StateRule } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { composePlan } from './plan-composition.js';
import { computeDeadlines } from './deadline-rules.js';
import { corp } from './plan-cases/rule-helpers.cases.js';
import { stateDeadlineRules } from './state-deadline-rules.js';

// How the plan reads a state's records, on records made up for the test (the real ones are the content's; their
// dates are checked in deadline-rules-states.test.ts and the plan cases).

const record = (fields: Partial<StateRule>): StateRule => ({
  id: 'ohio-test-record',
  kind: 'employer',
  state: 'OH',
  scope: 'employees',
  entities: ['c-corp', 'llc'],
  title: 'File the test return',
  taskSlug: 'file-payroll-tax-returns',
  why: 'has an employee in Ohio',
  shift: 'none',
  source: 'Ohio Department of Taxation',
  sourceUrl: 'https://tax.ohio.gov/',
  lastVerified: '2026-12-01',
  ...fields,
});
const employer = corp({ hasEmployees: true, employeeStates: ['OH'], workStates: ['OH'], nextEmployeeStartsOn: '2027-02-15' });
const daysOf = (rule: StateRule, facts = employer, today = '2026-12-01') => computeDeadlines(facts, today, stateDeadlineRules([rule])).map((d) => d.dueOn);

describe('a state record as the plan reads it', () => {
  it('quarterly: the month after each quarter, from the quarter of the first employee, none before', () => {
    const days = daysOf(record({ due: { kind: 'quarterly', day: 'last' } }));
    // Listed up to 400 days ahead: January 31, 2028 is past that on December 1, 2026.
    expect(days).toEqual(['2027-04-30', '2027-07-31', '2027-10-31']);
    expect(daysOf(record({ due: { kind: 'quarterly', day: 15 } })).slice(0, 2)).toEqual(['2027-04-15', '2027-07-15']);
  });

  it('business days after the start skip weekends and federal holidays', () => {
    // Friday, November 13, 2026 + 3 business days: Mon 16, Tue 17, Wed 18.
    expect(daysOf(record({ due: { kind: 'business-days-after-start', days: 3 } }), { ...employer, nextEmployeeStartsOn: '2026-11-13' }, '2026-11-13')).toEqual([
      '2026-11-18',
    ]);
    // Wednesday, November 25 + 2: Thanksgiving (26th) is skipped, so Fri 27 and Mon 30.
    expect(daysOf(record({ due: { kind: 'business-days-after-start', days: 2 } }), { ...employer, nextEmployeeStartsOn: '2026-11-25' }, '2026-11-25')).toEqual([
      '2026-11-30',
    ]);
  });

  it('the first day of a month around the anniversary, every year from the year after', () => {
    const rule = record({ kind: 'formation', scope: 'formation', due: { kind: 'anniversary-month-start', everyYears: 1, monthOffset: -1 } });
    expect(daysOf(rule, corp({ formationState: 'OH', formedOn: '2026-06-20' }), '2026-12-01')).toEqual(['2027-05-01']);
  });

  it('biennial: every second year, by parity or counted from the start, never in the start year itself', () => {
    const biennial = (years: 'odd' | 'even' | 'from-year-after-start' | 'from-second-year-after-start') =>
      record({ kind: 'formation', scope: 'formation', due: { kind: 'biennial', month: 4, day: 1, years } });
    // Formed in 2025 (odd), seen on December 1, 2026: the window reaches 400 days ahead, into early January 2028.
    const facts = corp({ formationState: 'OH', formedOn: '2025-06-20' });
    expect(daysOf(biennial('odd'), facts)).toEqual(['2027-04-01']);
    expect(daysOf(biennial('even'), facts, '2026-01-15')).toEqual(['2026-04-01']);
    expect(daysOf(biennial('from-year-after-start'), facts, '2026-01-15')).toEqual(['2026-04-01']);
    expect(daysOf(biennial('from-second-year-after-start'), facts)).toEqual(['2027-04-01']);
    // Formed in an odd year, an odd-year filing waits for the next odd year, not the year of formation.
    expect(daysOf(biennial('odd'), corp({ formationState: 'OH', formedOn: '2027-01-05' }), '2027-01-05')).toEqual([]);
  });

  it('a conditional record is listed with its condition, never as missed and never as the next deadline', () => {
    const rule = record({
      kind: 'formation',
      scope: 'formation',
      due: { kind: 'yearly', month: 12, day: 20 },
      condition: 'your Ohio test tax is $5,000 or more',
    });
    const facts = corp({ formationState: 'OH', formedOn: '2025-03-01' });
    const deadlines = computeDeadlines(facts, '2026-12-01', stateDeadlineRules([rule]));
    expect(deadlines.map((d) => [d.dueOn, d.condition])).toEqual([
      ['2026-12-20', 'your Ohio test tax is $5,000 or more'],
      ['2027-12-20', 'your Ohio test tax is $5,000 or more'],
    ]);
    // One-off and past: a missed conditional is not claimed.
    const once = record({ due: { kind: 'days-after-start', days: 10 }, condition: 'your payroll passes the test amount', ifMissed: 'File it now.' });
    expect(daysOf(once, { ...employer, nextEmployeeStartsOn: '2026-10-01' })).toEqual([]);
    expect(
      daysOf(record({ due: { kind: 'days-after-start', days: 10 }, ifMissed: 'File it now.' }), { ...employer, nextEmployeeStartsOn: '2026-10-01' }),
    ).toEqual(['2026-10-11']);
  });

  it('a standing duty and a record that says an obligation does not exist are not dated', () => {
    expect(stateDeadlineRules([record({}), record({ exists: false, title: 'Ohio has no such account' })])).toEqual([]);
  });

  it('a tax for doing business there (scope people) follows where the team works, not where the company was formed', () => {
    const rule = record({ kind: 'income-tax', scope: 'people', due: { kind: 'after-tax-year-end', month: 4, day: 15 } });
    expect(daysOf(rule, corp({ formationState: 'OH', formedOn: '2026-01-05', workStates: ['CA'] }))).toEqual([]);
    expect(daysOf(rule, corp({ formationState: 'DE', formedOn: '2026-01-05', workStates: ['OH'] }))).toEqual(['2027-04-15']);
  });

  it('employer records wait for an employee in the state, and selling records for sales there', () => {
    const rule = record({ due: { kind: 'quarterly', day: 'last' } });
    expect(daysOf(rule, corp({ hasEmployees: true, employeeStates: ['PA'], nextEmployeeStartsOn: '2027-02-15' }))).toEqual([]);
    const selling = record({ kind: 'sales-tax', scope: 'sales', due: { kind: 'days-after-start', days: 0 }, ifMissed: 'Register now.' });
    expect(daysOf(selling, corp({ salesStates: ['OH'], firstSaleOn: '2027-01-10' }))).toEqual(['2027-01-10']);
    expect(daysOf(selling, corp({ salesStates: ['PA'], firstSaleOn: '2027-01-10' }))).toEqual([]);
  });
});

describe('the plan with a conditional deadline', () => {
  it('keeps the next certain deadline as the summary, and the condition on the listed item', () => {
    const plan = composePlan(
      { answers: { entity: 'c-corp', formationState: 'DE', formedOn: '2025-03-01' }, completed_at: null, updated_at: null } as never,
      [],
      new Set(),
      '2026-11-25',
      'the last day moves to the next business day',
    );
    const instalment = plan.deadlines.find((d) => d.ruleId === 'delaware-franchise-tax-instalment-december');
    expect(instalment?.condition).toBe('your Delaware franchise tax for the year is $5,000 or more');
    expect(plan.summary.nextDeadline?.condition ?? null).toBeNull();
    expect(plan.summary.nextDeadline?.ruleId).not.toMatch(/instalment/);
  });
});
