import { describe, expect, it } from 'vitest';
import { getFact, loadContent } from '@launchops/content';
import type { CompanyFacts } from './company-facts.js';
import { DEADLINE_RULES, moveNote } from './deadline-rules.js';
import { PLAN_CASES } from './plan-cases/all.cases.js';
import { deadlinesOf } from './plan-cases/plan-case.cases.js';

describe('what the cases show', () => {
  const plan = (name: string) => deadlinesOf(PLAN_CASES.find((c) => c.name.startsWith(name))!);

  it('a Delaware corporation with founders in California gets California’s filings, each saying why', () => {
    const deadlines = plan('Delaware corporation, founders in California');
    const soi = deadlines.find((d) => d.ruleId === 'california-statement-of-information-initial')!;
    expect(soi.because).toMatch(/within 90 days of formation or qualification/);
    expect(soi.because).toMatch(/your team works there, so the corporation registers there as a foreign one/);
    const minimum = deadlines.find((d) => d.ruleId === 'california-minimum-franchise-tax-corporation')!;
    expect(minimum.because).toMatch(/no minimum tax in its first tax year/);
    expect(minimum.source.url).toMatch(/^https:\/\/www\.ftb\.ca\.gov\//);
    expect(deadlines.find((d) => d.ruleId === 'california-form-100')).toBeDefined();
    // Qualifying comes before doing business there: dated on formation, when the founders started working in California.
    const qualification = deadlines.find((d) => d.ruleId === 'california-foreign-qualification')!;
    expect(qualification).toMatchObject({ dueOn: '2026-09-01', status: 'missed', recurring: false });
    expect(qualification.source.url).toBe('https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=CORP&sectionNum=2105');
    expect(qualification.ifMissed).toMatch(/cannot sue in California courts/);
  });

  it('a company that only sells in a state registers for its sales tax by the first sale, and does not qualify there', () => {
    const deadlines = plan('Delaware corporation that only sells');
    const ny = deadlines.find((d) => d.ruleId === 'new-york-sales-tax-certificate')!;
    expect(ny.because).toMatch(/at least 20 days before it begins.*\(your first sale there is on February 1, 2027, counted from that day\)$/);
    expect(ny.source.url).toMatch(/^https:\/\/www\.tax\.ny\.gov\//);
    expect(deadlines.find((d) => d.ruleId === 'texas-sales-tax-permit')!.source.url).toBe('https://comptroller.texas.gov/taxes/sales/faq/permit.php');
    expect(deadlines.find((d) => d.ruleId === 'california-sellers-permit')!.because).toMatch(/\$500,000/);
    const ids = deadlines.map((d) => d.ruleId);
    for (const id of ['california-foreign-qualification', 'new-york-foreign-authority', 'texas-foreign-registration', 'texas-franchise-tax-report'])
      expect(ids).not.toContain(id);
  });

  it('an S corporation is told of Form 1120-S, its March 15 date and Form 7004, with the IRS source', () => {
    const form = plan('Delaware corporation that elected S status').find((d) => d.ruleId === 'form-1120-s')!;
    expect(form.because).toMatch(/15th day of the 3rd month.*Form 7004/);
    expect(form.source).toEqual({
      name: 'IRS: Form 1120-S, U.S. Income Tax Return for an S Corporation, and Form 7004',
      url: 'https://www.irs.gov/forms-pubs/about-form-1120-s',
    });
    expect(form.lastVerified).toBe('2026-11-27');
    expect(plan('Texas LLC with two members taxed').map((d) => d.ruleId)).not.toContain('form-1065');
  });

  it("a first hire in another state dates that state's qualification on the first day of work", () => {
    const qualification = plan('Delaware corporation whose first employee starts in California').find((d) => d.ruleId === 'california-foreign-qualification')!;
    expect(qualification.dueOn).toBe('2027-01-11');
    expect(qualification.because).toMatch(/your employee starts there on January 11, 2027, counted from that day/);
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

  it("California employers see the FUTA credit reduction on Form 940, from California's record; founders there without employees there do not", () => {
    const form940 = plan('Delaware corporation with employees in California').find((d) => d.ruleId === 'form-940')!;
    expect(form940.because).toMatch(/^because you have employees; your company pays wages in California, which has not repaid its federal unemployment loans/);
    // Founders in California and employees in New York only: no California wages, no reduction.
    const rule = DEADLINE_RULES.find((r) => r.id === 'form-940')!;
    const facts: CompanyFacts = { entity: 'c-corp', paysContractors: false, hasEmployees: true, fiscalYearEndMonth: 12, workStates: ['CA', 'NY'] };
    expect(rule.because({ ...facts, employeeStates: ['NY'] })).toBe('because you have employees');
    expect(rule.because({ ...facts, employeeStates: ['NY', 'CA'] })).toMatch(/^because you have employees; your company pays wages in California/);
  });

  it('a Washington hire dates Washington’s initial report from the first day of work, not from formation', () => {
    const initial = plan('Delaware corporation with an employee starting in Washington').find((d) => d.ruleId === 'washington-initial-report')!;
    expect(initial.dueOn).toBe('2027-05-04');
    expect(initial.because).toMatch(/your employee starts there on January 4, 2027/);
  });

  it('a state deadline on a Saturday is not moved unless the state moves it, and the plan gives the safe day before it', () => {
    // The Texas Comptroller moves a May 15 on a weekend to the next business day (the audit, finding 10).
    const report = plan('Texas corporation').find((d) => d.ruleId === 'texas-franchise-tax-report')!;
    expect(report).toMatchObject({ dueOn: '2027-05-17', movedFrom: '2027-05-15' });
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
