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
      }),
    );
    expect(rows.get('Formed in')).toBe('Delaware on November 6, 2026');
    expect(rows.get('Founder stock granted')).toBe('Yes, on November 20, 2026');
    expect(rows.get('Fundraising')).toBe('Raising (or raised) on SAFEs, first on December 1, 2026');
    expect(rows.get('Sells in')).toBe('California, first on January 15, 2027');
    expect([...rows.values()].join(' ')).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });
});
