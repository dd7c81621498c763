import { isCorp, isForeignOwnedSingleMemberLlc, isMultiMemberLlc, isSCorporation } from '../company-facts.js';
import type { FilingRuleDates } from '../deadline-rule.js';
import { corporateEstimatedTaxDays, monthAfter, taxYearEnds } from '../tax-calendar.js';

/**
 * A June 30 year end kept the 15th day of the 3rd month for tax years beginning before January 1, 2026 (IRC §6072(b) as
 * amended in 2015); the last such year ended June 30, 2026. Later years use the 4th month, as every other year end.
 */
const juneYearBefore2026 = (end: string) => end.slice(5, 7) === '06' && end <= '2026-06-30';

/** The company's income tax: estimated payments and the yearly return of its kind (1120, 1120-S, 1065, 5472). */
export const INCOME_TAX_RULES: readonly FilingRuleDates[] = [
  { id: 'corporate-estimated-tax', shift: 'irs-next-business-day', dueDays: (facts, today) => (isCorp(facts) ? corporateEstimatedTaxDays(facts, today) : []) },
  {
    id: 'form-1120',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (isCorp(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, juneYearBefore2026(end) ? 3 : 4, 15)) : []),
    notes: { 'foreign-owner': (facts) => facts.foreignOwner === true },
  },
  {
    // An S corporation's return: the 15th day of the 3rd month after the tax year (Form 7004 gives six more months).
    id: 'form-1120-s',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (isSCorporation(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, 3, 15)) : []),
  },
  {
    id: 'form-1065',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (isMultiMemberLlc(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, 3, 15)) : []),
  },
  {
    id: 'form-5472',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (isForeignOwnedSingleMemberLlc(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, 4, 15)) : []),
  },
];
