import { addBusinessDays, addDays } from '../../../common/calendar-days.js';
import type { FilingRuleDates } from '../deadline-rule.js';
import { yearly } from '../tax-calendar.js';

/** Contractors' and employees' forms: 1099-NEC, W-2, 941, 940, and a new hire's W-4, I-9 and state report. */
export const PAYROLL_RULES: readonly FilingRuleDates[] = [
  { id: 'form-1099-nec', shift: 'irs-next-business-day', dueDays: (facts, today) => (facts.paysContractors ? yearly(today, 1, 31) : []) },
  { id: 'form-w2', shift: 'irs-next-business-day', dueDays: (facts, today) => (facts.hasEmployees ? yearly(today, 1, 31) : []) },
  {
    id: 'form-941',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) =>
      facts.hasEmployees ? [...yearly(today, 1, 31), ...yearly(today, 4, 30), ...yearly(today, 7, 31), ...yearly(today, 10, 31)] : [],
  },
  {
    id: 'form-w4',
    // The first day of work is the day, whatever day of the week it is.
    shift: 'none',
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [facts.nextEmployeeStartsOn] : []),
  },
  {
    id: 'form-i9-section-1',
    shift: 'none',
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [facts.nextEmployeeStartsOn] : []),
  },
  {
    id: 'new-hire-report',
    // Twenty days is the federal maximum; a state that asks sooner has its own entry in obligations/<state>.yaml (replaces: new-hire-report).
    shift: 'none',
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [addDays(facts.nextEmployeeStartsOn, 20)] : []),
  },
  {
    id: 'form-i9',
    // Counted in business days already.
    shift: 'none',
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [addBusinessDays(facts.nextEmployeeStartsOn, 3)] : []),
  },
  {
    id: 'form-940',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (facts.hasEmployees ? yearly(today, 1, 31) : []),
    notes: { california: (facts) => (facts.workStates ?? []).includes('CA') },
  },
];
