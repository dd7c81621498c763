import { describe, expect, it } from 'vitest';
import { reviewRows } from './quiz-labels';

describe('the quiz answers read back', () => {
  it('write every date as the plan and the rest of the site do ("November 6, 2026"), not as the form stores it', () => {
    const rows = new Map(
      reviewRows({
        entity: 'c-corp',
        formationState: 'DE',
        formedOn: '2026-11-06',
        founderCount: 2,
        founderStockGranted: true,
        founderStockGrantedOn: '2026-11-20',
        fundraising: 'safe',
        firstSecuritiesSaleOn: '2026-12-01',
        salesStates: ['CA'],
        firstSaleOn: '2027-01-15',
        hiresEmployees: true,
        employeeStates: ['CA'],
        nextEmployeeStartsOn: '2027-02-01',
        valuation409aOn: '2026-10-01',
      }),
    );
    expect(rows.get('Next employee starts')).toBe('February 1, 2027');
    expect(rows.get('Last 409A valuation')).toBe('October 1, 2026');
    expect(rows.get('Formed in')).toBe('Delaware on November 6, 2026');
    expect(rows.get('Founder stock granted')).toBe('Yes, on November 20, 2026');
    expect(rows.get('Fundraising')).toBe('Raising (or raised) on SAFEs, first on December 1, 2026');
    expect(rows.get('Sells in')).toBe('California, first on January 15, 2027');
    expect([...rows.values()].join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it('say when a start date or a 409A valuation is not known, and leave them out where the quiz did not ask', () => {
    const hiring = new Map(reviewRows({ entity: 'c-corp', hiresEmployees: true, employeeStates: ['NY'], fundraising: 'priced-round' }));
    expect(hiring.get('Next employee starts')).toBe('Not known yet');
    expect(hiring.get('Last 409A valuation')).toBe('None yet');
    const llc = new Map(reviewRows({ entity: 'llc', hiresEmployees: false, fundraising: 'none' }));
    expect(llc.has('Next employee starts')).toBe(false);
    expect(llc.has('Last 409A valuation')).toBe(false);
  });
});
