import { describe, expect, it } from 'vitest';
import { corp, due } from './plan-cases/rule-helpers.cases.js';

describe('Delaware annual taxes', () => {
  it('corporation: March 1 of the year after formation, not earlier', () => {
    expect(due('delaware-franchise-tax', corp({ formedOn: '2026-11-05' }), '2026-11-25')).toEqual(['2027-03-01']);
  });

  it('corporation: March 1, 2026 stays on its Sunday (Delaware names the day)', () => {
    expect(due('delaware-franchise-tax', corp({ formedOn: '2025-06-01' }), '2026-01-10')).toEqual(['2026-03-01']);
  });

  it('LLC: $300 tax on June 1 from the year after formation; no franchise tax', () => {
    const llc = corp({ entity: 'llc', formedOn: '2026-05-01' });
    expect(due('delaware-llc-tax', llc, '2026-05-20')).toEqual(['2027-06-01']);
    expect(due('delaware-franchise-tax', llc, '2026-05-20')).toEqual([]);
  });

  it('does not apply to a company formed elsewhere', () => {
    expect(due('delaware-franchise-tax', corp({ formationState: 'CA' }), '2026-11-25')).toEqual([]);
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

describe('state annual reports', () => {
  it('puts the Florida annual report on May 1 from the year after formation', () => {
    const fl = corp({ formationState: 'FL', formedOn: '2026-03-10' });
    expect(due('florida-annual-report', fl, '2026-11-25')).toEqual(['2027-05-01']);
    expect(due('florida-annual-report', fl, '2027-05-02')).toEqual(['2028-05-01']);
    // Formed this year: nothing is due this year, even before May 1.
    expect(due('florida-annual-report', corp({ formationState: 'FL', formedOn: '2027-01-05' }), '2027-04-01')).toEqual(['2028-05-01']);
  });

  it('puts the Texas franchise tax report on May 15 for corporations and LLCs alike, a weekend moving it to Monday', () => {
    // May 15, 2027 is a Saturday: the Comptroller takes it on Monday, May 17 (the audit, finding 10).
    expect(due('texas-franchise-tax-report', corp({ entity: 'llc', formationState: 'TX', formedOn: '2025-08-01' }), '2026-05-16')).toEqual(['2027-05-17']);
    expect(due('texas-franchise-tax-report', corp({ formationState: 'TX', formedOn: '2025-08-01' }), '2026-05-10')).toEqual(['2026-05-15', '2027-05-17']);
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
