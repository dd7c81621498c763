import { addDays } from '../../../common/calendar-days.js';
import type { FilingRuleDates } from '../deadline-rule.js';
import { sElectionDeadline, yearLaterLess1 } from '../tax-calendar.js';

/** The founders' stock, the first money raised, the S election, the 409A and the registered agent. */
export const FORMATION_SECURITIES_RULES: readonly FilingRuleDates[] = [
  {
    id: '83b-election',
    shift: 'irs-next-business-day',
    dueDays: (facts) => (facts.founderStockGrantedOn && facts.entity !== 'not-formed' ? [addDays(facts.founderStockGrantedOn, 30)] : []),
  },
  {
    id: 'form-d',
    shift: 'sec-next-business-day',
    dueDays: (facts) => (facts.firstSecuritiesSaleOn && facts.entity !== 'not-formed' ? [addDays(facts.firstSecuritiesSaleOn, 15)] : []),
  },
  {
    id: 'form-2553',
    shift: 'irs-next-business-day',
    // A choice, not a duty: shown while it can still be made on time, not as missed. Never with investors (an S
    // corporation cannot take venture money) or a foreign owner (who cannot hold S corporation shares); not once made.
    dueDays: (facts, today) => {
      if (!facts.formedOn || facts.entity === 'not-formed' || facts.raisesMoney || facts.foreignOwner || facts.sCorporation) return [];
      const due = sElectionDeadline(facts.formedOn);
      return due >= today ? [due] : [];
    },
  },
  {
    id: '409a-expiry',
    shift: 'none',
    dueDays: (facts) => (facts.valuation409aOn && facts.entity === 'c-corp' ? [yearLaterLess1(facts.valuation409aOn)] : []),
  },
];
