import { describe, expect, it } from 'vitest';
import type { QuizAnswers } from '@launchops/contracts';
import { getFact, loadContent } from '@launchops/content';
import { computeDeadlines, moveNote } from './deadline-rules.js';
import { companyFacts } from './task-rules.js';

/**
 * Worked cases from the quiz's answers to the plan's dated deadlines: state, entity and dates in, every dated
 * deadline out ('rule-id due-day', with '(from day)' when a weekend or holiday moved it). When a filing rule changes,
 * change its rule (rules/*.ts with services/content/filing-rules.yaml, or services/content/state-rules.yaml) and the cases it moves, and say why.
 */
interface PlanCase {
  name: string;
  today: string;
  answers: QuizAnswers;
  deadlines: string[];
}

const CASES: PlanCase[] = [
  {
    name: "Delaware corporation, founders in California: California's filings are dated (SOI within 90 days, $800 from the second tax year, Form 100)",
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2026-09-01',
      founderCount: 2,
      workStates: ['CA'],
      founderStockGranted: true,
      founderStockGrantedOn: '2026-11-20',
      fundraising: 'safe',
      firstSecuritiesSaleOn: '2026-11-25',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'california-statement-of-information-initial 2026-11-30',
      'form-d 2026-12-10',
      'corporate-estimated-tax 2026-12-15',
      '83b-election 2026-12-21 (from 2026-12-20)',
      'delaware-franchise-tax 2027-03-01',
      'california-form-100 2027-04-15',
      'california-minimum-franchise-tax-corporation 2027-04-15',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'registered-agent-renewal 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'california-statement-of-information 2027-09-30',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: "Delaware corporation, founders in New York: New York's biennial statement and CT-3",
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2026-06-15',
      founderCount: 2,
      workStates: ['NY'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'corporate-estimated-tax 2026-12-15',
      'delaware-franchise-tax 2027-03-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'new-york-ct-3 2027-04-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'registered-agent-renewal 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'New York LLC: the publication deadline, 120 days after formation',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'NY', formedOn: '2026-10-05', founderCount: 2, workStates: ['NY'], fiscalYearEndMonth: 12 },
    deadlines: ['form-2553 2026-12-21 (from 2026-12-19)', 'new-york-llc-publication 2027-02-02', 'form-1065 2027-03-15', 'registered-agent-renewal 2027-10-05'],
  },
  {
    name: "Delaware LLC with its members in New York: New York's publication applies to the foreign LLC too",
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'DE', formedOn: '2026-08-20', founderCount: 2, workStates: ['NY'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: ['new-york-llc-publication 2026-12-18', 'form-1065 2027-03-15', 'delaware-llc-tax 2027-06-01', 'registered-agent-renewal 2027-08-20'],
  },
  {
    name: 'Foreign-owned single-member Wyoming-style LLC formed in Delaware: Form 5472 with a pro forma 1120',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'DE', formedOn: '2026-05-11', founderCount: 1, foreignOwner: true, workStates: [], fiscalYearEndMonth: 12 },
    deadlines: ['form-5472 2027-04-15', 'registered-agent-renewal 2027-05-11', 'delaware-llc-tax 2027-06-01'],
  },
  {
    name: 'Foreign-owned LLC with two members: a partnership return, no Form 5472 rule',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'DE', formedOn: '2026-05-11', founderCount: 2, foreignOwner: true, fiscalYearEndMonth: 12 },
    deadlines: ['form-1065 2027-03-15', 'registered-agent-renewal 2027-05-11', 'delaware-llc-tax 2027-06-01'],
  },
  {
    name: 'California LLC: the $800 annual tax from its first year',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'CA', formedOn: '2026-11-02', founderCount: 1, workStates: ['CA'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: [
      'form-2553 2027-01-19 (from 2027-01-16)',
      'california-statement-of-information-initial 2027-01-31',
      'california-llc-annual-tax 2027-02-16 (from 2027-02-15)',
      'california-llc-annual-tax 2027-04-15',
      'registered-agent-renewal 2027-11-02',
    ],
  },
  {
    name: 'California corporation: no $800 in its first tax year',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'CA',
      formedOn: '2026-02-10',
      founderCount: 2,
      workStates: ['CA'],
      fundraising: 'priced-round',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'california-statement-of-information-initial 2026-05-11',
      'corporate-estimated-tax 2026-12-15',
      'registered-agent-renewal 2027-02-10',
      'california-statement-of-information 2027-02-28',
      'california-form-100 2027-04-15',
      'california-minimum-franchise-tax-corporation 2027-04-15',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'corporate-estimated-tax 2027-06-15',
      'corporate-estimated-tax 2027-09-15',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Delaware corporation formed in December: no estimated tax in a first year under 4 months',
    today: '2026-12-10',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2026-12-01',
      founderCount: 2,
      workStates: ['DE'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'delaware-franchise-tax 2027-03-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'registered-agent-renewal 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Delaware corporation with a June year end',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2025-10-01',
      founderCount: 3,
      workStates: ['DE'],
      fundraising: 'safe',
      fiscalYearEndMonth: 6,
    },
    deadlines: [
      'delaware-franchise-tax-instalment-december 2026-12-01',
      'corporate-estimated-tax 2026-12-15',
      'delaware-franchise-tax 2027-03-01',
      'corporate-estimated-tax 2027-03-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'registered-agent-renewal 2027-10-01',
      'corporate-estimated-tax 2027-10-15',
      'form-1120 2027-10-15',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Texas corporation: the franchise tax report on 15 May even under the no-tax-due threshold',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'TX',
      formedOn: '2026-04-01',
      founderCount: 2,
      workStates: ['TX'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'corporate-estimated-tax 2026-12-15',
      'registered-agent-renewal 2027-04-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'texas-franchise-tax-report 2027-05-15',
      'corporate-estimated-tax 2027-06-15',
      'corporate-estimated-tax 2027-09-15',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Florida LLC: the annual report by 1 May',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'FL', formedOn: '2026-07-15', founderCount: 1, workStates: ['FL'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: ['florida-annual-report 2027-05-01', 'registered-agent-renewal 2027-07-15'],
  },
  {
    name: 'Washington corporation: initial report in 120 days, then the anniversary month',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'WA',
      formedOn: '2026-10-20',
      founderCount: 2,
      workStates: ['WA'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'washington-initial-report 2027-02-17',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'corporate-estimated-tax 2027-06-15',
      'corporate-estimated-tax 2027-09-15',
      'registered-agent-renewal 2027-10-20',
      'washington-annual-report 2027-10-31',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Massachusetts corporation: the annual report two and a half months after the year',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'MA',
      formedOn: '2026-03-09',
      founderCount: 2,
      workStates: ['MA'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'corporate-estimated-tax 2026-12-15',
      'registered-agent-renewal 2027-03-09',
      'massachusetts-annual-report 2027-03-15',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'corporate-estimated-tax 2027-06-15',
      'corporate-estimated-tax 2027-09-15',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Massachusetts LLC: the annual report on the formation anniversary',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'MA', formedOn: '2026-03-09', founderCount: 2, workStates: ['MA'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: ['massachusetts-annual-report 2027-03-09', 'registered-agent-renewal 2027-03-09', 'form-1065 2027-03-15'],
  },
  {
    name: 'Illinois LLC: the annual report before the anniversary month',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'IL', formedOn: '2026-05-18', founderCount: 1, workStates: ['IL'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: ['illinois-annual-report 2027-04-30', 'registered-agent-renewal 2027-05-18'],
  },
  {
    name: "Colorado corporation: the periodic report by the end of the second month after the anniversary month (the window's last day)",
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'CO',
      formedOn: '2026-01-26',
      founderCount: 2,
      workStates: ['CO'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'corporate-estimated-tax 2026-12-15',
      'registered-agent-renewal 2027-01-26',
      'colorado-periodic-report 2027-03-31',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'corporate-estimated-tax 2027-06-15',
      'corporate-estimated-tax 2027-09-15',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Georgia LLC: the annual registration by 1 April',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'GA', formedOn: '2026-09-03', founderCount: 2, workStates: ['GA'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: ['form-1065 2027-03-15', 'georgia-annual-registration 2027-04-01', 'registered-agent-renewal 2027-09-03'],
  },
  {
    name: 'Delaware corporation with an employee starting in Washington and founders in Texas and Colorado',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2025-11-03',
      founderCount: 2,
      workStates: ['TX', 'CO'],
      hiresEmployees: true,
      employeeStates: ['WA'],
      nextEmployeeStartsOn: '2027-01-04',
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'delaware-franchise-tax-instalment-december 2026-12-01',
      'corporate-estimated-tax 2026-12-15',
      'form-i9-section-1 2027-01-04',
      'form-w4 2027-01-04',
      'form-i9 2027-01-07',
      'new-hire-report 2027-01-24',
      'colorado-periodic-report 2027-01-31',
      'form-940 2027-02-01 (from 2027-01-31)',
      'form-941 2027-02-01 (from 2027-01-31)',
      'form-w2 2027-02-01 (from 2027-01-31)',
      'delaware-franchise-tax 2027-03-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'form-941 2027-04-30',
      'washington-initial-report 2027-05-04',
      'texas-franchise-tax-report 2027-05-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'form-941 2027-08-02 (from 2027-07-31)',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'form-941 2027-11-01 (from 2027-10-31)',
      'registered-agent-renewal 2027-11-03',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'Delaware corporation with employees in California: Form 940 names the FUTA credit reduction',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2025-01-06',
      founderCount: 2,
      workStates: ['CA'],
      hiresEmployees: true,
      employeeStates: ['CA'],
      paysContractors: true,
      fundraising: 'priced-round',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'california-statement-of-information-initial 2025-04-06',
      'delaware-franchise-tax-instalment-december 2026-12-01',
      'corporate-estimated-tax 2026-12-15',
      'registered-agent-renewal 2027-01-06',
      'california-statement-of-information 2027-01-31',
      'form-1099-nec 2027-02-01 (from 2027-01-31)',
      'form-940 2027-02-01 (from 2027-01-31)',
      'form-941 2027-02-01 (from 2027-01-31)',
      'form-w2 2027-02-01 (from 2027-01-31)',
      'delaware-franchise-tax 2027-03-01',
      'california-form-100 2027-04-15',
      'california-minimum-franchise-tax-corporation 2027-04-15',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'form-941 2027-04-30',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'form-941 2027-08-02 (from 2027-07-31)',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'form-941 2027-11-01 (from 2027-10-31)',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'A 409A valuation is good for 12 months',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2025-02-03',
      founderCount: 2,
      workStates: ['DE'],
      fundraising: 'priced-round',
      valuation409aOn: '2026-02-20',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'delaware-franchise-tax-instalment-december 2026-12-01',
      'corporate-estimated-tax 2026-12-15',
      'registered-agent-renewal 2027-02-03',
      '409a-expiry 2027-02-19',
      'delaware-franchise-tax 2027-03-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: '83(b) on a Saturday: the grant of 5 November 2026 moves to Monday 7 December',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'DE',
      formedOn: '2026-11-02',
      founderCount: 2,
      workStates: ['DE'],
      founderStockGranted: true,
      founderStockGrantedOn: '2026-11-05',
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      '83b-election 2026-12-07 (from 2026-12-05)',
      'delaware-franchise-tax 2027-03-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'registered-agent-renewal 2027-11-02',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: 'An LLC not raising money may still elect S status for its first year (Form 2553)',
    today: '2026-11-27',
    answers: { entity: 'llc', formationState: 'DE', formedOn: '2026-11-16', founderCount: 1, workStates: ['DE'], fundraising: 'none', fiscalYearEndMonth: 12 },
    deadlines: ['form-2553 2027-02-01 (from 2027-01-30)', 'delaware-llc-tax 2027-06-01', 'registered-agent-renewal 2027-11-16'],
  },
  {
    name: 'Not formed yet: no dated filing',
    today: '2026-11-27',
    answers: { entity: 'not-formed', founderCount: 2, workStates: ['CA'], fiscalYearEndMonth: 12 },
    deadlines: [],
  },
  {
    name: 'Georgia corporation with founders in Illinois and Florida',
    today: '2026-11-27',
    answers: {
      entity: 'c-corp',
      formationState: 'GA',
      formedOn: '2026-06-01',
      founderCount: 3,
      workStates: ['IL', 'FL'],
      fundraising: 'safe',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'corporate-estimated-tax 2026-12-15',
      'georgia-annual-registration 2027-04-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'florida-annual-report 2027-05-01',
      'illinois-annual-report 2027-05-31',
      'registered-agent-renewal 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'corporate-estimated-tax 2027-09-15',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
  {
    name: "California LLC with a member in New York: California's $800 and New York's publication",
    today: '2026-11-27',
    answers: {
      entity: 'llc',
      formationState: 'CA',
      formedOn: '2026-09-14',
      founderCount: 2,
      workStates: ['CA', 'NY'],
      fundraising: 'none',
      fiscalYearEndMonth: 12,
    },
    deadlines: [
      'form-2553 2026-11-30 (from 2026-11-28)',
      'california-statement-of-information-initial 2026-12-13',
      'california-llc-annual-tax 2026-12-15',
      'new-york-llc-publication 2027-01-12',
      'form-1065 2027-03-15',
      'california-llc-annual-tax 2027-04-15',
      'registered-agent-renewal 2027-09-14',
    ],
  },
  {
    name: "Older answers with no work states: only the formation state's filings",
    today: '2026-11-27',
    answers: { entity: 'c-corp', formationState: 'DE', formedOn: '2026-04-01', founderCount: 2, fundraising: 'safe', fiscalYearEndMonth: 12 },
    deadlines: [
      'corporate-estimated-tax 2026-12-15',
      'delaware-franchise-tax 2027-03-01',
      'registered-agent-renewal 2027-04-01',
      'corporate-estimated-tax 2027-04-15',
      'form-1120 2027-04-15',
      'delaware-franchise-tax-instalment-june 2027-06-01',
      'corporate-estimated-tax 2027-06-15',
      'delaware-franchise-tax-instalment-september 2027-09-01',
      'corporate-estimated-tax 2027-09-15',
      'delaware-franchise-tax-instalment-december 2027-12-01',
      'corporate-estimated-tax 2027-12-15',
    ],
  },
];

const dated = (c: PlanCase) =>
  computeDeadlines(companyFacts(c.answers), c.today).map((d) => `${d.ruleId} ${d.dueOn}${d.movedFrom ? ` (from ${d.movedFrom})` : ''}`);

describe('quiz-to-plan cases', () => {
  it('has at least 25 worked cases', () => expect(CASES.length).toBeGreaterThanOrEqual(25));

  it.each(CASES)('$name', (c) => {
    expect(dated(c)).toEqual(c.deadlines);
  });
});

describe('what the cases show', () => {
  const find = (name: string) => CASES.find((c) => c.name.startsWith(name))!;
  const plan = (name: string) => computeDeadlines(companyFacts(find(name).answers), find(name).today);

  it('a Delaware corporation with founders in California gets California’s filings, each saying why', () => {
    const deadlines = plan('Delaware corporation, founders in California');
    const soi = deadlines.find((d) => d.ruleId === 'california-statement-of-information-initial')!;
    expect(soi.because).toMatch(/within 90 days of formation or qualification/);
    expect(soi.because).toMatch(/your team works there, so the corporation registers there as a foreign one/);
    const minimum = deadlines.find((d) => d.ruleId === 'california-minimum-franchise-tax-corporation')!;
    expect(minimum.because).toMatch(/no minimum tax in its first tax year/);
    expect(minimum.source.url).toMatch(/^https:\/\/www\.ftb\.ca\.gov\//);
    expect(deadlines.find((d) => d.ruleId === 'california-form-100')).toBeDefined();
  });

  it('a foreign-owned single-member LLC is told of Form 5472, its pro forma 1120 and the $25,000 penalty', () => {
    const form = plan('Foreign-owned single-member').find((d) => d.ruleId === 'form-5472')!;
    expect(form.because).toMatch(/pro forma Form 1120/);
    expect(form.because).toMatch(/\$25,000/);
  });

  it('a New York LLC is told what publication takes and what missing it costs', () => {
    const publication = plan('New York LLC').find((d) => d.ruleId === 'new-york-llc-publication')!;
    expect(publication.because).toMatch(/two newspapers .* six weeks .* 120 days/);
    expect(publication.recurring).toBe(false);
  });

  it('California employers see the FUTA credit reduction on Form 940', () => {
    expect(plan('Delaware corporation with employees in California').find((d) => d.ruleId === 'form-940')!.because).toMatch(/1\.8 %.*\$126 per employee/);
  });

  it('a Washington hire dates Washington’s initial report from the first day of work, not from formation', () => {
    const initial = plan('Delaware corporation with an employee starting in Washington').find((d) => d.ruleId === 'washington-initial-report')!;
    expect(initial.dueOn).toBe('2027-05-04');
    expect(initial.because).toMatch(/your employee starts there on January 4, 2027/);
  });

  it('a state deadline on a Saturday is not moved, and the plan gives the safe day before it', () => {
    const report = plan('Texas corporation').find((d) => d.ruleId === 'texas-franchise-tax-report')!;
    expect(report.dueOn).toBe('2027-05-15');
    expect(report.because).toMatch(/Saturday, May 15, 2027 is a weekend or holiday; .* file by Friday, May 14, 2027 to be safe$/);
    expect(plan('Florida LLC').find((d) => d.ruleId === 'florida-annual-report')!.because).toMatch(/file by Friday, April 30, 2027 to be safe$/);
    expect(plan('Delaware corporation formed in December').find((d) => d.ruleId === 'delaware-franchise-tax')!.because).not.toMatch(/to be safe/);
  });

  it('a deadline moved by a weekend states the rule and the safe day to mail by', async () => {
    const weekendRule = getFact(await loadContent(), 'weekend-holiday-rule').wording;
    const election = plan('83(b) on a Saturday').find((d) => d.ruleId === '83b-election')!;
    expect(moveNote(election, weekendRule)).toBe(
      'The rule names Saturday, December 5, 2026, a weekend or holiday: the last day moves to the next business day, but mail by the Friday before. Last day: Monday, December 7, 2026. Mail by: Friday, December 4, 2026.',
    );
  });
});
