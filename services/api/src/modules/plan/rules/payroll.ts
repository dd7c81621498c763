import { addBusinessDays, addDays, type Day, monthOf, yearOf } from '../../../common/calendar-days.js';
import type { CompanyFacts } from '../company-facts.js';
import type { FilingRuleDates } from '../deadline-rule.js';
import { yearly } from '../tax-calendar.js';

/** The first day of the quarter holding the next employee's first day: payroll returns start with that quarter. */
const firstPayrollQuarter = (facts: CompanyFacts): Day | undefined => {
  const start = facts.nextEmployeeStartsOn;
  return start ? `${yearOf(start)}-${String(Math.floor((monthOf(start) - 1) / 3) * 3 + 1).padStart(2, '0')}-01` : undefined;
};
/** Without a first day of work the payroll returns are conditional: owed from the quarter of the first payroll. */
const noFirstDay = (facts: CompanyFacts) => facts.nextEmployeeStartsOn === undefined;

/** 941 days of the quarters from the first payroll's (each due the last day of the month after its quarter). */
function quarterlyFrom(facts: CompanyFacts, today: Day): Day[] {
  const days = [...yearly(today, 1, 31), ...yearly(today, 4, 30), ...yearly(today, 7, 31), ...yearly(today, 10, 31)];
  const from = firstPayrollQuarter(facts);
  // A return is due the month after its quarter ends: more than a month after the first quarter's first day.
  return from ? days.filter((day) => day > addDays(from, 40)) : days;
}

/** Yearly returns of wages (W-2, 940): January 31 of each year after a year with wages. */
function yearlyFrom(facts: CompanyFacts, today: Day): Day[] {
  const start = facts.nextEmployeeStartsOn;
  return start ? yearly(today, 1, 31, yearOf(start) + 1) : yearly(today, 1, 31);
}

/** Contractors' and employees' forms: 1099-NEC, W-2, 941, 940, and a new hire's W-4, I-9 and state report. */
export const PAYROLL_RULES: readonly FilingRuleDates[] = [
  { id: 'form-1099-nec', shift: 'irs-next-business-day', dueDays: (facts, today) => (facts.paysContractors ? yearly(today, 1, 31) : []) },
  {
    id: 'form-w2',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (facts.hasEmployees ? yearlyFrom(facts, today) : []),
    conditionalWhen: noFirstDay,
  },
  {
    id: 'form-941',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (facts.hasEmployees ? quarterlyFrom(facts, today) : []),
    conditionalWhen: noFirstDay,
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
    // Business days are the days the employer is open (USCIS M-274): weekdays, a holiday counted as most startups are
    // open on several of them. Counted already, so not moved.
    shift: 'none',
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [addBusinessDays(facts.nextEmployeeStartsOn, 3, () => false)] : []),
  },
  {
    id: 'form-940',
    shift: 'irs-next-business-day',
    dueDays: (facts, today) => (facts.hasEmployees ? yearlyFrom(facts, today) : []),
    conditionalWhen: noFirstDay,
    // A state whose unpaid federal loans cut the FUTA credit adds to the reason: a record with `amends: form-940`.
  },
];
