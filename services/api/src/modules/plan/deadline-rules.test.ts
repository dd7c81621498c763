import { describe, expect, it } from 'vitest';
import { getFact, loadContent } from '@launchops/content';
import { addBusinessDays, federalHolidays, isFederalHoliday, isIrsHoliday, nextBusinessDay } from '../../common/calendar-days.js';
import { type CompanyFacts, computeDeadlines, DEADLINE_RULES, moveNote } from './deadline-rules.js';

const corp = (facts: Partial<CompanyFacts> = {}): CompanyFacts => ({
  entity: 'c-corp',
  formationState: 'DE',
  formedOn: '2026-11-02',
  paysContractors: false,
  hasEmployees: false,
  fiscalYearEndMonth: 12,
  ...facts,
});

/** The due days of one rule for these facts on `today`. */
const due = (ruleId: string, facts: CompanyFacts, today: string) =>
  computeDeadlines(facts, today)
    .filter((d) => d.ruleId === ruleId)
    .map((d) => d.dueOn);

const one = (ruleId: string, facts: CompanyFacts, today: string) => {
  const found = computeDeadlines(facts, today).filter((d) => d.ruleId === ruleId);
  expect(found).toHaveLength(1);
  return found[0]!;
};

describe('the federal holiday calendar', () => {
  it('lists 2027 as observed, weekend holidays moved to the Friday before or the Monday after', () => {
    expect(federalHolidays(2027).map((h) => h.day)).toEqual([
      '2027-01-01',
      '2027-01-18',
      '2027-02-15',
      '2027-05-31',
      '2027-06-18',
      '2027-07-05',
      '2027-09-06',
      '2027-10-11',
      '2027-11-11',
      '2027-11-25',
      '2027-12-24',
    ]);
  });

  it('observes New Year 2028 (a Saturday) on Friday 31 December 2027', () => {
    expect(isFederalHoliday('2027-12-31')).toBe(true);
  });

  it('knows Thanksgiving 2026 is 26 November', () => {
    expect(isFederalHoliday('2026-11-26')).toBe(true);
    expect(isFederalHoliday('2026-11-25')).toBe(false);
  });

  it('counts DC Emancipation Day as an IRS holiday, observed on Monday 17 April 2028', () => {
    expect(isIrsHoliday('2028-04-17')).toBe(true);
    expect(isFederalHoliday('2028-04-17')).toBe(false);
  });

  it('moves a day to the next business day only when it is not one', () => {
    expect(nextBusinessDay('2026-11-25')).toBe('2026-11-25');
    expect(nextBusinessDay('2026-11-26')).toBe('2026-11-27');
    expect(nextBusinessDay('2026-12-26')).toBe('2026-12-28');
  });

  it('counts business days over a weekend and a holiday', () => {
    expect(addBusinessDays('2026-11-23', 3)).toBe('2026-11-27');
    expect(addBusinessDays('2026-12-04', 3)).toBe('2026-12-09');
  });
});

describe('83(b) election: 30 days from the grant', () => {
  it('is due 30 days after the grant, with 20 days left when granted 10 days ago', () => {
    const d = one('83b-election', corp({ founderStockGrantedOn: '2026-11-05' }), '2026-11-15');
    expect(d).toMatchObject({ dueOn: '2026-12-07', movedFrom: '2026-12-05', status: 'upcoming' });
    const plain = one('83b-election', corp({ founderStockGrantedOn: '2026-11-30' }), '2026-12-10');
    expect(plain).toMatchObject({ dueOn: '2026-12-30', movedFrom: null, daysLeft: 20 });
  });

  it('on a weekend: the plan shows the legal last day (Monday) and the day to mail by (Friday), in the one wording of facts.yaml', async () => {
    const d = one('83b-election', corp({ founderStockGrantedOn: '2026-11-05' }), '2026-11-15');
    expect(d).toMatchObject({ movedFrom: '2026-12-05', dueOn: '2026-12-07', mailBy: '2026-12-04' });
    const rule = getFact(await loadContent(), 'weekend-holiday-rule').wording;
    expect(rule).toBe('the last day moves to the next business day, but mail by the Friday before');
    expect(moveNote(d, rule)).toBe(
      'The rule names Saturday, December 5, 2026, a weekend or holiday: the last day moves to the next business day, but mail by the Friday before. Last day: Monday, December 7, 2026. Mail by: Friday, December 4, 2026.',
    );
    expect(moveNote(one('83b-election', corp({ founderStockGrantedOn: '2026-11-30' }), '2026-12-10'), rule)).toBeNull();
  });

  it('has one day left for a grant made 29 days ago', () => {
    expect(one('83b-election', corp({ founderStockGrantedOn: '2026-11-02' }), '2026-12-01')).toMatchObject({
      dueOn: '2026-12-02',
      daysLeft: 1,
      status: 'due-soon',
    });
  });

  it('lands on 29 February in a leap year', () => {
    expect(due('83b-election', corp({ founderStockGrantedOn: '2028-01-30' }), '2028-02-01')).toEqual(['2028-02-29']);
  });

  it('crosses the end of February in a leap year', () => {
    expect(due('83b-election', corp({ founderStockGrantedOn: '2028-02-01' }), '2028-02-02')).toEqual(['2028-03-02']);
  });

  it('crosses the end of February in a common year', () => {
    expect(due('83b-election', corp({ founderStockGrantedOn: '2027-01-30' }), '2027-02-01')).toEqual(['2027-03-01']);
  });

  it('moves past Thanksgiving when the 30th day is 26 November 2026', () => {
    expect(one('83b-election', corp({ founderStockGrantedOn: '2026-10-27' }), '2026-11-25')).toMatchObject({
      dueOn: '2026-11-27',
      movedFrom: '2026-11-26',
      mailBy: '2026-11-25',
      daysLeft: 2,
    });
  });

  it('is shown as missed, with what to do now, once the day has passed', () => {
    const d = one('83b-election', corp({ founderStockGrantedOn: '2026-09-01' }), '2026-11-25');
    expect(d).toMatchObject({ dueOn: '2026-10-01', status: 'missed', daysLeft: -55 });
    expect(d.ifMissed).toMatch(/cannot be filed late/);
  });

  it('applies to LLC units too, and not before the company exists', () => {
    expect(due('83b-election', corp({ entity: 'llc', founderStockGrantedOn: '2026-11-20' }), '2026-11-25')).toEqual(['2026-12-21']);
    expect(due('83b-election', corp({ entity: 'not-formed', founderStockGrantedOn: '2026-11-20' }), '2026-11-25')).toEqual([]);
  });
});

describe('Form D: 15 days after the first sale', () => {
  it('is due 15 days after the first SAFE', () => {
    expect(due('form-d', corp({ firstSecuritiesSaleOn: '2026-12-01' }), '2026-12-01')).toEqual(['2026-12-16']);
  });

  it('moves from New Year’s Day 2027 to Monday 4 January', () => {
    expect(one('form-d', corp({ firstSecuritiesSaleOn: '2026-12-17' }), '2026-12-20')).toMatchObject({ dueOn: '2027-01-04', movedFrom: '2027-01-01' });
  });
});

describe('Delaware annual taxes', () => {
  it('corporation: 1 March of the year after formation, not earlier', () => {
    expect(due('delaware-franchise-tax', corp({ formedOn: '2026-11-05' }), '2026-11-25')).toEqual(['2027-03-01']);
  });

  it('corporation: 1 March 2026 stays on its Sunday (Delaware names the day)', () => {
    expect(due('delaware-franchise-tax', corp({ formedOn: '2025-06-01' }), '2026-01-10')).toEqual(['2026-03-01']);
  });

  it('LLC: $300 tax on 1 June from the year after formation; no franchise tax', () => {
    const llc = corp({ entity: 'llc', formedOn: '2026-05-01' });
    expect(due('delaware-llc-tax', llc, '2026-05-20')).toEqual(['2027-06-01']);
    expect(due('delaware-franchise-tax', llc, '2026-05-20')).toEqual([]);
  });

  it('does not apply to a company formed elsewhere', () => {
    expect(due('delaware-franchise-tax', corp({ formationState: 'CA' }), '2026-11-25')).toEqual([]);
  });
});

describe('corporate estimated tax', () => {
  it('calendar year: 15 December, 15 April, 15 June, 15 September', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-01-05' }), '2026-11-25').slice(0, 4)).toEqual([
      '2026-12-15',
      '2027-04-15',
      '2027-06-15',
      '2027-09-15',
    ]);
  });

  it('tax year ending in June: 15 December, 15 March, 15 June, 15 October', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-01-05', fiscalYearEndMonth: 6 }), '2026-11-25').slice(0, 4)).toEqual([
      '2026-12-15',
      '2027-03-15',
      '2027-06-15',
      '2027-10-15',
    ]);
  });

  it('tax year ending in March: 15 July, 15 September, 15 December, 15 March', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-01-05', fiscalYearEndMonth: 3 }), '2027-07-01').slice(0, 4)).toEqual([
      '2027-07-15',
      '2027-09-15',
      '2027-12-15',
      '2028-03-15',
    ]);
  });

  it('moves 15 April 2028 (a Saturday, with Emancipation Day observed on the Monday) to Tuesday 18 April', () => {
    const april = computeDeadlines(corp({ formedOn: '2027-01-05' }), '2028-03-20').find((d) => d.ruleId === 'corporate-estimated-tax');
    expect(april).toMatchObject({ dueOn: '2028-04-18', movedFrom: '2028-04-15' });
  });

  it('moves 15 April 2029 (a Sunday; Emancipation Day on the Monday) to Tuesday 17 April', () => {
    const april = computeDeadlines(corp({ formedOn: '2027-01-05' }), '2029-03-20').find((d) => d.ruleId === 'corporate-estimated-tax');
    expect(april).toMatchObject({ dueOn: '2029-04-17', movedFrom: '2029-04-15' });
  });

  it('does not apply to an LLC', () => {
    expect(due('corporate-estimated-tax', corp({ entity: 'llc' }), '2026-11-25')).toEqual([]);
  });

  // Treas. Reg. 1.6655-5 and the Form 1120-W instructions: no installment for a first (short) tax year of
  // fewer than 4 full calendar months; otherwise none before the 15th day of its 4th month.
  it('asks nothing for a first tax year of under 4 full months: formed 2 November, the first payment is 15 April', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-11-02' }), '2026-11-25').slice(0, 2)).toEqual(['2027-04-15', '2027-06-15']);
    // 1 September to 31 December has 4 full months only when it starts on the 1st.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-09-02' }), '2026-09-03')[0]).toBe('2027-04-15');
  });

  it('a first tax year of 4 full months or more pays from the 15th day of its 4th month, not before', () => {
    // Formed 1 September: September to December are 4 full months; the 4th month is December.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-09-01' }), '2026-09-02').slice(0, 2)).toEqual(['2026-12-15', '2027-04-15']);
    // Formed 20 August: 4 full months (September to December); August counts as the 1st month, so from 15 November.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-08-20' }), '2026-08-21').slice(0, 2)).toEqual(['2026-12-15', '2027-04-15']);
    // Formed 10 February: 10 full months; the 4th month is May, so 15 April is not due, 15 June is.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-02-10' }), '2026-02-11').slice(0, 3)).toEqual(['2026-06-15', '2026-09-15', '2026-12-15']);
  });

  it('counts the short year to the end of a fiscal year: formed 10 March with a June year end pays nothing until 15 October', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-03-10', fiscalYearEndMonth: 6 }), '2026-03-11').slice(0, 2)).toEqual([
      '2026-10-15',
      '2026-12-15',
    ]);
  });
});

describe('year-end and payroll filings', () => {
  it('1099-NEC: 31 January 2027 is a Sunday, so 1 February', () => {
    expect(one('form-1099-nec', corp({ paysContractors: true }), '2026-11-25')).toMatchObject({ dueOn: '2027-02-01', movedFrom: '2027-01-31' });
  });

  it('W-2: 31 January 2026 was a Saturday, so 2 February', () => {
    expect(due('form-w2', corp({ hasEmployees: true }), '2026-01-05')[0]).toBe('2026-02-02');
  });

  it('W-2: 31 January 2028 is a Monday and stays', () => {
    expect(due('form-w2', corp({ hasEmployees: true }), '2027-12-01')[0]).toBe('2028-01-31');
  });

  it('Form 941: each quarter, weekend ends moved to the Monday', () => {
    expect(due('form-941', corp({ hasEmployees: true }), '2026-11-25').slice(0, 4)).toEqual(['2027-02-01', '2027-04-30', '2027-08-02', '2027-11-01']);
  });

  it('no payroll filings without employees or contractors', () => {
    const none = computeDeadlines(corp(), '2026-11-25').map((d) => d.ruleId);
    expect(none).not.toContain('form-941');
    expect(none).not.toContain('form-w2');
    expect(none).not.toContain('form-1099-nec');
  });
});

describe('a new employee', () => {
  const hiring = corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23' });

  it('I-9 Section 2: three business days, Thanksgiving not counted', () => {
    expect(one('form-i9', hiring, '2026-11-20')).toMatchObject({ dueOn: '2026-11-27', movedFrom: null });
  });

  it('I-9 Section 2: a Friday start is due the next Wednesday', () => {
    expect(due('form-i9', corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-12-04' }), '2026-12-01')).toEqual(['2026-12-09']);
  });

  it('new-hire report: 20 calendar days, even on a Sunday', () => {
    expect(due('new-hire-report', hiring, '2026-11-20')).toEqual(['2026-12-13']);
  });

  it('W-4 and I-9 Section 1: on the first day, not with the new-hire report', () => {
    expect(one('form-w4', hiring, '2026-11-20')).toMatchObject({ dueOn: '2026-11-23', taskSlug: 'collect-w4-and-report-new-hires', daysLeft: 3 });
    expect(one('form-i9-section-1', hiring, '2026-11-20')).toMatchObject({ dueOn: '2026-11-23', taskSlug: 'complete-form-i9' });
    // The task's soonest deadline is the W-4, the report keeps its own day.
    const firstOfTask = computeDeadlines(hiring, '2026-11-20').find((d) => d.taskSlug === 'collect-w4-and-report-new-hires');
    expect(firstOfTask).toMatchObject({ ruleId: 'form-w4', dueOn: '2026-11-23' });
    expect(due('form-w4', corp(), '2026-11-20')).toEqual([]);
  });
});

describe('California Statement of Information', () => {
  it('corporation: within 90 days, then by the end of the formation month each year', () => {
    const ca = corp({ formationState: 'CA', formedOn: '2026-11-10' });
    expect(due('california-statement-of-information-initial', ca, '2026-11-25')).toEqual(['2027-02-08']);
    expect(due('california-statement-of-information', ca, '2026-11-25')).toEqual(['2027-11-30']);
  });

  it('LLC: every two years', () => {
    const ca = corp({ entity: 'llc', formationState: 'CA', formedOn: '2025-02-10' });
    expect(due('california-statement-of-information', ca, '2026-11-25')).toEqual(['2027-02-28']);
  });
});

describe('the plan as a whole', () => {
  it('has no deadline for a company not formed yet that pays nobody', () => {
    expect(computeDeadlines(corp({ entity: 'not-formed', formationState: undefined, formedOn: undefined }), '2026-11-25')).toEqual([]);
  });

  it('puts a Delaware C-corp’s 83(b) first, soonest first after it', () => {
    const plan = computeDeadlines(corp({ founderStockGrantedOn: '2026-11-15', hasEmployees: true, nextEmployeeStartsOn: '2027-01-04' }), '2026-11-25');
    expect(plan[0]).toMatchObject({ ruleId: '83b-election', dueOn: '2026-12-15', daysLeft: 20 });
    expect(plan.map((d) => d.dueOn)).toEqual([...plan.map((d) => d.dueOn)].sort());
  });

  it('every rule names a source on an official site and a last-verified day', () => {
    for (const rule of DEADLINE_RULES) {
      expect(rule.source.url).toMatch(
        /^https:\/\/(www\.)?(irs\.gov|sec\.gov|corp\.delaware\.gov|acf\.hhs\.gov|uscis\.gov|sos\.ca\.gov|dos\.fl\.gov|comptroller\.texas\.gov|dos\.ny\.gov|ftb\.ca\.gov|tax\.ny\.gov|sos\.wa\.gov|sec\.state\.ma\.us|ilsos\.gov|coloradosos\.gov|sos\.ga\.gov|law\.cornell\.edu)\//,
      );
      expect(rule.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('state annual reports', () => {
  it('puts the Florida annual report on 1 May from the year after formation', () => {
    const fl = corp({ formationState: 'FL', formedOn: '2026-03-10' });
    expect(due('florida-annual-report', fl, '2026-11-25')).toEqual(['2027-05-01']);
    expect(due('florida-annual-report', fl, '2027-05-02')).toEqual(['2028-05-01']);
    // Formed this year: nothing is due this year, even before 1 May.
    expect(due('florida-annual-report', corp({ formationState: 'FL', formedOn: '2027-01-05' }), '2027-04-01')).toEqual(['2028-05-01']);
  });

  it('puts the Texas franchise tax report on 15 May for corporations and LLCs alike', () => {
    expect(due('texas-franchise-tax-report', corp({ entity: 'llc', formationState: 'TX', formedOn: '2025-08-01' }), '2026-05-16')).toEqual(['2027-05-15']);
    expect(due('texas-franchise-tax-report', corp({ formationState: 'TX', formedOn: '2025-08-01' }), '2026-05-10')).toEqual(['2026-05-15', '2027-05-15']);
  });

  it('puts the New York biennial statement at the end of the formation month, every two years', () => {
    const ny = corp({ formationState: 'NY', formedOn: '2024-02-12' });
    expect(due('new-york-biennial-statement', ny, '2026-01-10')).toEqual(['2026-02-28']);
    // The next one, two years on, in a leap year.
    expect(due('new-york-biennial-statement', ny, '2027-03-01')).toEqual(['2028-02-29']);
  });

  it('asks nothing of a company formed elsewhere, or not formed', () => {
    for (const ruleId of ['florida-annual-report', 'texas-franchise-tax-report', 'new-york-biennial-statement']) {
      expect(due(ruleId, corp(), '2026-11-25')).toEqual([]);
      expect(due(ruleId, corp({ entity: 'not-formed', formationState: 'TX', formedOn: undefined }), '2026-11-25')).toEqual([]);
    }
  });
});
