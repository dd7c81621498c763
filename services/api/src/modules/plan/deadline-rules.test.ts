import { describe, expect, it } from 'vitest';
import { isOfficialSource } from '@launchops/contracts';
import { getFact, loadContent } from '@launchops/content';
import { computeDeadlines, DEADLINE_RULES, moveNote } from './deadline-rules.js';
import { corp, due, one } from './plan-cases/rule-helpers.cases.js';

// One-off filings counted from an event (83(b), Form D) and what every rule must carry; by family beside it:
// deadline-rules-tax.test.ts (income tax, payroll, a new hire) and deadline-rules-states.test.ts (state filings).

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

  it('lands on February 29 in a leap year', () => {
    expect(due('83b-election', corp({ founderStockGrantedOn: '2028-01-30' }), '2028-02-01')).toEqual(['2028-02-29']);
  });

  it('crosses the end of February in a leap year', () => {
    expect(due('83b-election', corp({ founderStockGrantedOn: '2028-02-01' }), '2028-02-02')).toEqual(['2028-03-02']);
  });

  it('crosses the end of February in a common year', () => {
    expect(due('83b-election', corp({ founderStockGrantedOn: '2027-01-30' }), '2027-02-01')).toEqual(['2027-03-01']);
  });

  it('moves past Thanksgiving when the 30th day is November 26, 2026', () => {
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

  it('moves from New Year’s Day 2027 to Monday, January 4', () => {
    expect(one('form-d', corp({ firstSecuritiesSaleOn: '2026-12-17' }), '2026-12-20')).toMatchObject({ dueOn: '2027-01-04', movedFrom: '2027-01-01' });
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
      // An agency's own site: .gov (the IRS, the SEC, eCFR, the states' agencies and statute sites), a state's .us domain,
      // or Georgia's New Hire Reporting Center (run for its Department of Human Services on a domain of its own).
      expect(isOfficialSource(rule.source.url), `${rule.id}: ${rule.source.url}`).toBe(true);
      expect(rule.lastVerified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
