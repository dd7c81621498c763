import { describe, expect, it } from 'vitest';
import { computeDeadlines } from './deadline-rules.js';
import { corp, due, one } from './plan-cases/rule-helpers.cases.js';

describe('corporate estimated tax', () => {
  it('calendar year: December 15, April 15, June 15, September 15', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-01-05' }), '2026-11-25').slice(0, 4)).toEqual([
      '2026-12-15',
      '2027-04-15',
      '2027-06-15',
      '2027-09-15',
    ]);
  });

  it('tax year ending in June: December 15, March 15, June 15, October 15', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-01-05', fiscalYearEndMonth: 6 }), '2026-11-25').slice(0, 4)).toEqual([
      '2026-12-15',
      '2027-03-15',
      '2027-06-15',
      '2027-10-15',
    ]);
  });

  it('tax year ending in March: July 15, September 15, December 15, March 15', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-01-05', fiscalYearEndMonth: 3 }), '2027-07-01').slice(0, 4)).toEqual([
      '2027-07-15',
      '2027-09-15',
      '2027-12-15',
      '2028-03-15',
    ]);
  });

  it('moves April 15, 2028 (a Saturday, with Emancipation Day observed on the Monday) to Tuesday, April 18', () => {
    const april = computeDeadlines(corp({ formedOn: '2027-01-05' }), '2028-03-20').find((d) => d.ruleId === 'corporate-estimated-tax');
    expect(april).toMatchObject({ dueOn: '2028-04-18', movedFrom: '2028-04-15' });
  });

  it('moves April 15, 2029 (a Sunday; Emancipation Day on the Monday) to Tuesday, April 17', () => {
    const april = computeDeadlines(corp({ formedOn: '2027-01-05' }), '2029-03-20').find((d) => d.ruleId === 'corporate-estimated-tax');
    expect(april).toMatchObject({ dueOn: '2029-04-17', movedFrom: '2029-04-15' });
  });

  it('does not apply to an LLC', () => {
    expect(due('corporate-estimated-tax', corp({ entity: 'llc' }), '2026-11-25')).toEqual([]);
  });

  // Treas. Reg. 1.6655-5 and the Form 1120-W instructions: no installment for a first (short) tax year of
  // fewer than 4 full calendar months; otherwise none before the 15th day of its 4th month.
  it('asks nothing for a first tax year of under 4 full months: formed November 2, the first payment is April 15', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-11-02' }), '2026-11-25').slice(0, 2)).toEqual(['2027-04-15', '2027-06-15']);
    // September 1 to December 31 has 4 full months only when it starts on the 1st.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-09-02' }), '2026-09-03')[0]).toBe('2027-04-15');
  });

  it('a first tax year of 4 full months or more pays from the 15th day of its 4th month, not before', () => {
    // Formed September 1: September to December are 4 full months; the 4th month is December.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-09-01' }), '2026-09-02').slice(0, 2)).toEqual(['2026-12-15', '2027-04-15']);
    // Formed August 20: 4 full months (September to December); August counts as the 1st month, so from November 15.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-08-20' }), '2026-08-21').slice(0, 2)).toEqual(['2026-12-15', '2027-04-15']);
    // Formed February 10: 10 full months; the 4th month is May, so April 15 is not due, June 15 is.
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-02-10' }), '2026-02-11').slice(0, 3)).toEqual(['2026-06-15', '2026-09-15', '2026-12-15']);
  });

  it('counts the short year to the end of a fiscal year: formed March 10 with a June year end pays nothing until October 15', () => {
    expect(due('corporate-estimated-tax', corp({ formedOn: '2026-03-10', fiscalYearEndMonth: 6 }), '2026-03-11').slice(0, 2)).toEqual([
      '2026-10-15',
      '2026-12-15',
    ]);
  });
});

describe('year-end and payroll filings', () => {
  it('1099-NEC: January 31, 2027 is a Sunday, so February 1', () => {
    expect(one('form-1099-nec', corp({ paysContractors: true }), '2026-11-25')).toMatchObject({ dueOn: '2027-02-01', movedFrom: '2027-01-31' });
  });

  it('W-2: January 31, 2026 was a Saturday, so February 2', () => {
    expect(due('form-w2', corp({ hasEmployees: true }), '2026-01-05')[0]).toBe('2026-02-02');
  });

  it('W-2: January 31, 2028 is a Monday and stays', () => {
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

  it('I-9 Section 2: three business days counted as weekdays (the days an employer is open; the audit, finding 6)', () => {
    // Monday, November 23, 2026: Thursday 26th, Thanksgiving, counts for an employer open that day (the reason says so).
    expect(one('form-i9', hiring, '2026-11-20')).toMatchObject({ dueOn: '2026-11-26', movedFrom: null });
    // Friday, November 6: Veterans Day (Wednesday 11th) counts, so Wednesday 11th, not Thursday 12th.
    expect(due('form-i9', corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-06' }), '2026-11-01')).toEqual(['2026-11-11']);
    expect(one('form-i9', hiring, '2026-11-20').because).toMatch(/USCIS counts the days your business is open/);
  });

  it('I-9 Section 2: a Friday start is due the next Wednesday', () => {
    expect(due('form-i9', corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-12-04' }), '2026-12-01')).toEqual(['2026-12-09']);
  });

  it('new-hire report: 20 calendar days, even on a Sunday, where no state record of its own takes its place', () => {
    expect(due('new-hire-report', hiring, '2026-11-20')).toEqual(['2026-12-13']);
    // Answers that do not say where the employee works: the federal 20 days. Every state has its own record (Ohio's
    // and Texas's: 20 days, with their own agency's source), which takes the federal one's place there.
    expect(due('new-hire-report', corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23' }), '2026-11-20')).toEqual(['2026-12-13']);
    const inOhio = corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23', employeeStates: ['OH'] });
    expect(due('new-hire-report', inOhio, '2026-11-20')).toEqual([]);
    expect(due('ohio-new-hire-report', inOhio, '2026-11-20')).toEqual(['2026-12-13']);
    const inTexas = corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23', employeeStates: ['TX'] });
    expect(due('new-hire-report', inTexas, '2026-11-20')).toEqual([]);
    expect(due('texas-new-hire-report', inTexas, '2026-11-20')).toEqual(['2026-12-13']);
  });

  it("new-hire report: a state's own sooner day takes the federal 20 days' place there (Georgia 10, Massachusetts 14)", () => {
    const inGeorgia = corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23', employeeStates: ['GA'] });
    expect(due('georgia-new-hire-report', inGeorgia, '2026-11-20')).toEqual(['2026-12-03']);
    expect(due('new-hire-report', inGeorgia, '2026-11-20')).toEqual([]);
    const inMassachusetts = corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23', employeeStates: ['MA'] });
    expect(due('massachusetts-new-hire-report', inMassachusetts, '2026-11-20')).toEqual(['2026-12-07']);
    expect(one('massachusetts-new-hire-report', inMassachusetts, '2026-11-20')).toMatchObject({
      because: expect.stringContaining('your employee starts there on'),
      source: { url: 'https://www.mass.gov/how-to/report-new-hires' },
    });
    // Employees in Georgia and Ohio: each state's own day, and no federal one beside them.
    const both = corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23', employeeStates: ['GA', 'OH'] });
    expect(due('georgia-new-hire-report', both, '2026-11-20')).toEqual(['2026-12-03']);
    expect(due('ohio-new-hire-report', both, '2026-11-20')).toEqual(['2026-12-13']);
    expect(due('new-hire-report', both, '2026-11-20')).toEqual([]);
    // No employee there, or none at all: nothing of Georgia's.
    expect(due('georgia-new-hire-report', corp({ hasEmployees: true, nextEmployeeStartsOn: '2026-11-23', employeeStates: ['TX'] }), '2026-11-20')).toEqual([]);
    expect(due('georgia-new-hire-report', corp({ employeeStates: ['GA'] }), '2026-11-20')).toEqual([]);
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

describe('payroll returns and estimated tax as the answers leave them (issue 43, the outside walk)', () => {
  const returns = (facts: Parameters<typeof computeDeadlines>[0], today: string) =>
    computeDeadlines(facts, today)
      .filter((d) => ['form-941', 'form-940', 'form-w2'].includes(d.ruleId))
      .map((d) => `${d.ruleId} ${d.dueOn}${d.condition ? ' if' : ''}`);

  it('start from the quarter of the first payroll: nothing for the months before the first employee', () => {
    // First day April 15, 2027: the first 941 is Q2's (August 2, July 31 a Saturday); W-2 and 940 come in 2028.
    const hiring = corp({ hasEmployees: true, nextEmployeeStartsOn: '2027-04-15' });
    expect(returns(hiring, '2026-12-01')).toEqual(['form-941 2027-08-02', 'form-941 2027-11-01']);
    expect(returns(hiring, '2027-12-01')).toEqual([
      'form-940 2028-01-31',
      'form-941 2028-01-31',
      'form-w2 2028-01-31',
      'form-941 2028-05-01',
      'form-941 2028-07-31',
      'form-941 2028-10-31',
    ]);
  });

  it('are conditional while no first day of work is known, never missed and never the next deadline', () => {
    const someday = corp({ hasEmployees: true });
    const listed = computeDeadlines(someday, '2026-12-01').filter((d) => d.ruleId === 'form-941');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((d) => d.condition === 'you pay wages in the quarter: the returns start with the quarter of your first payroll')).toBe(true);
  });

  it("estimated tax is owed only if the year's tax is $500 or more: conditional for every corporation", () => {
    const [first] = computeDeadlines(corp({ formedOn: '2026-01-05' }), '2026-11-25').filter((d) => d.ruleId === 'corporate-estimated-tax');
    expect(first).toMatchObject({ dueOn: '2026-12-15', title: 'Pay corporate estimated tax' });
    expect(first!.condition).toMatch(/^you expect the year's federal income tax to be \$500 or more/);
  });
});

describe('Form 1120 for a June 30 year end (the audit, finding 17)', () => {
  it('the 15th day of the 3rd month for the year ending June 30, 2026 (begun before 2026), the 4th month after', () => {
    const june = corp({ fiscalYearEndMonth: 6, formedOn: '2024-03-01' });
    expect(due('form-1120', june, '2026-07-01')).toEqual(['2026-09-15']);
    expect(due('form-1120', june, '2027-07-01')).toEqual(['2027-10-15']);
  });
});
