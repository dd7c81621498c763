import { longDate, type StateRule } from '@launchops/contracts';
import { loadStateRules } from '@launchops/content';
import {
  addBusinessDays,
  addDays,
  type Day,
  dayOf,
  daysBetween,
  isFederalHoliday,
  isIrsHoliday,
  isWeekend,
  lastDayOfMonth,
  monthOf,
  nextBusinessDay,
  yearOf,
} from '../../common/calendar-days.js';

/**
 * The dated deadlines of a founder's plan: one rule per filing, each with its source and the day we last
 * checked it. Filing rules change; when one does, change its rule here and its `lastVerified`, and add a
 * worked case to deadline-rules.test.ts.
 */

/** What the rules need to know about a company (from the readiness quiz). */
export interface CompanyFacts {
  entity: 'c-corp' | 'llc' | 'not-formed';
  /** Two-letter state of formation (DE, CA, ...); unset while not formed. */
  formationState?: string;
  formedOn?: Day;
  /** When founder stock (or LLC units) subject to vesting was granted, if it was. */
  founderStockGrantedOn?: Day;
  /** The first sale of securities: the day the first SAFE or priced-round money was committed. */
  firstSecuritiesSaleOn?: Day;
  paysContractors: boolean;
  hasEmployees: boolean;
  /** The first day of work of the next (or first) employee, if known. */
  nextEmployeeStartsOn?: Day;
  /** The month (1-12) in which the company's tax year ends; 12 for a calendar year. */
  fiscalYearEndMonth: number;
  /** Two-letter states where the founders and employees work; unset when the answers do not say (older answers). */
  workStates?: string[];
  /** Of `workStates`, the states where only employees (not founders) work: registration there starts with the first hire. */
  employeeOnlyStates?: string[];
  /** How many founders (owners) the company has; an LLC with one is a single-member LLC. */
  founderCount?: number;
  /** Whether any owner is a foreign person. */
  foreignOwner?: boolean;
  /** Whether the company raises from investors (SAFEs or a priced round). */
  raisesMoney?: boolean;
  /** The day of the last 409A valuation, if any. */
  valuation409aOn?: Day;
}

/**
 * The states where the company must register: its state of formation (once formed), then every state where its
 * people work. State rules (annual reports, franchise taxes, payroll accounts) apply per state of this list.
 */
export function registrationStates(facts: Pick<CompanyFacts, 'entity' | 'formationState' | 'workStates'>): string[] {
  const home = facts.entity !== 'not-formed' && facts.formationState ? [facts.formationState] : [];
  return [...new Set([...home, ...(facts.workStates ?? [])])];
}

/** The states, other than the state of formation, where the company must register as a foreign company. */
export const foreignRegistrationStates = (facts: Pick<CompanyFacts, 'entity' | 'formationState' | 'workStates'>): string[] =>
  facts.entity === 'not-formed' ? [] : registrationStates(facts).filter((state) => state !== facts.formationState);

export interface RuleSource {
  name: string;
  url: string;
}

/** How a due date on a weekend or holiday moves, if it does. */
export type Shift = 'irs-next-business-day' | 'sec-next-business-day' | 'state-next-business-day' | 'none';

export interface DeadlineRule {
  id: string;
  /** The checklist task that explains the filing. */
  taskSlug: string;
  title: string;
  source: RuleSource;
  lastVerified: Day;
  shift: Shift;
  /** Why this rule is in the plan, in the founder's terms. */
  because(facts: CompanyFacts): string;
  /** Nominal due days (before any weekend shift) that matter around `today`; none when the rule does not apply. */
  dueDays(facts: CompanyFacts, today: Day): Day[];
  /** What to do when the day has passed (one-off filings only; recurring ones show the next due day). */
  ifMissed?: string;
}

export type DeadlineStatus = 'missed' | 'due-soon' | 'upcoming';

export interface Deadline {
  ruleId: string;
  taskSlug: string;
  title: string;
  /** The day it is due, after any move for a weekend or holiday. */
  dueOn: Day;
  /** The day the rule names, when a weekend or holiday moved it. */
  movedFrom: Day | null;
  /** When it moved: the last business day before the day the rule names (the Friday before a weekend), to mail by. */
  mailBy: Day | null;
  daysLeft: number;
  status: DeadlineStatus;
  recurring: boolean;
  because: string;
  ifMissed: string | null;
  source: RuleSource;
  lastVerified: Day;
}

/** Deadlines this close are "due soon". */
export const DUE_SOON_DAYS = 14;
/** Recurring deadlines are listed this far ahead. */
export const HORIZON_DAYS = 400;

/** "November 20, 2026", as the reasons are read by founders. */
export const inWords = (day: Day) => longDate(new Date(`${day}T00:00:00Z`), 'utc');

const IRS = (path: string, name: string): RuleSource => ({ name: `IRS: ${name}`, url: `https://www.irs.gov/${path}` });

/** The recurring day (month 1-12, day) of each year from today through the horizon. */
function yearly(today: Day, month: number, day: number, fromYear = yearOf(today)): Day[] {
  const days: Day[] = [];
  for (let year = Math.max(fromYear, yearOf(today) - 1); year <= yearOf(today) + 2; year += 1) days.push(dayOf(year, month, day));
  return days;
}

const isCorp = (facts: CompanyFacts) => facts.entity === 'c-corp';
const entityWord = (facts: CompanyFacts) => (facts.entity === 'llc' ? 'LLC' : 'corporation');
const isMultiMemberLlc = (facts: CompanyFacts) => facts.entity === 'llc' && (facts.founderCount ?? 1) > 1;
/** A single-member LLC (a disregarded entity) with a foreign owner: Form 5472 with a pro forma 1120 each year. */
const isForeignOwnedSingleMemberLlc = (facts: CompanyFacts) => facts.entity === 'llc' && facts.foreignOwner === true && (facts.founderCount ?? 1) === 1;

/** The last day of each tax year of the company that touches the window (from its first, once formed). */
function taxYearEnds(facts: CompanyFacts, today: Day): Day[] {
  const ends: Day[] = [];
  for (let year = yearOf(today) - 1; year <= yearOf(today) + 2; year += 1) {
    const end = lastDayOfMonth(year, facts.fiscalYearEndMonth);
    if (!facts.formedOn || end >= facts.formedOn) ends.push(end);
  }
  return ends;
}

/** The `day` of the `months`-th month after the month of `end` (the 15th day of the 4th month after a tax year). */
function monthAfter(end: Day, months: number, day: number): Day {
  const index = yearOf(end) * 12 + monthOf(end) - 1 + months;
  return dayOf(Math.floor(index / 12), (index % 12) + 1, day);
}

/** 2 months and 15 days after a tax year begins, the day itself not counted (IRS: begins 7 January, due 21 March). */
function sElectionDeadline(start: Day): Day {
  const index = yearOf(start) * 12 + monthOf(start) - 1 + 2;
  return addDays(dayOf(Math.floor(index / 12), (index % 12) + 1, Number(start.slice(8))), 14);
}
const formedYear = (facts: CompanyFacts) => (facts.formedOn ? yearOf(facts.formedOn) : undefined);

/** The 15th day of the 4th, 6th, 9th and 12th months of each tax year that touches the window. */
function estimatedTaxDays(fiscalYearEndMonth: number, today: Day): Day[] {
  const days: Day[] = [];
  for (let endYear = yearOf(today) - 1; endYear <= yearOf(today) + 2; endYear += 1) {
    // A tax year ending in month M of endYear starts in month M+1 of the year before (or January of endYear).
    const startMonthIndex = (fiscalYearEndMonth % 12) + 1;
    const startYear = fiscalYearEndMonth === 12 ? endYear : endYear - 1;
    for (const nth of [4, 6, 9, 12]) {
      const monthIndex = startMonthIndex - 1 + (nth - 1);
      days.push(dayOf(startYear + Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 15));
    }
  }
  return days;
}

/**
 * The company's first tax year when it is a short one (formation after the first day of a tax year): its last day,
 * its full calendar months, and the 15th day of its 4th month (the month of formation counting as the 1st).
 */
function firstShortTaxYear(formedOn: Day, fiscalYearEndMonth: number) {
  const formedYear = yearOf(formedOn);
  const formedMonth = monthOf(formedOn);
  const endYear = formedMonth <= fiscalYearEndMonth ? formedYear : formedYear + 1;
  const startsFullYear = formedOn.endsWith('-01') && formedMonth === (fiscalYearEndMonth % 12) + 1;
  if (startsFullYear) return null;
  // Months counted from year 0: the first full month is the next one unless formed on the 1st.
  const firstFull = formedYear * 12 + (formedMonth - 1) + (formedOn.endsWith('-01') ? 0 : 1);
  const last = endYear * 12 + (fiscalYearEndMonth - 1);
  const fourth = formedYear * 12 + (formedMonth - 1) + 3;
  return {
    end: lastDayOfMonth(endYear, fiscalYearEndMonth),
    fullMonths: last - firstFull + 1,
    fourthMonth15th: dayOf(Math.floor(fourth / 12), (fourth % 12) + 1, 15),
  };
}

/**
 * Treas. Reg. 1.6655-5 (and the Form 1120-W instructions): a first short tax year of fewer than 4 full calendar
 * months needs no estimated tax; a longer one pays its usual installments from the 15th day of its 4th month.
 */
function corporateEstimatedTaxDays(facts: CompanyFacts, today: Day): Day[] {
  const days = estimatedTaxDays(facts.fiscalYearEndMonth, today);
  if (!facts.formedOn) return days;
  const formedOn = facts.formedOn;
  const first = firstShortTaxYear(formedOn, facts.fiscalYearEndMonth);
  return days.filter((day) => {
    if (day <= formedOn) return false;
    if (!first || day > first.end) return true;
    return first.fullMonths >= 4 && day >= first.fourthMonth15th;
  });
}

export const FEDERAL_RULES: readonly DeadlineRule[] = [
  {
    id: '83b-election',
    taskSlug: 'file-83b-election',
    title: 'File your 83(b) election with the IRS',
    source: IRS('forms-pubs/about-form-15620', 'Form 15620 and IRC section 83(b)'),
    lastVerified: '2026-11-20',
    shift: 'irs-next-business-day',
    because: (facts) =>
      `because founder ${facts.entity === 'llc' ? 'units' : 'stock'} subject to vesting was granted on ${inWords(facts.founderStockGrantedOn!)}`,
    dueDays: (facts) => (facts.founderStockGrantedOn && facts.entity !== 'not-formed' ? [addDays(facts.founderStockGrantedOn, 30)] : []),
    ifMissed:
      'An 83(b) election cannot be filed late. Shares will be taxed as they vest, at their value then. Speak to a tax adviser now: some founders cancel the grant and make a new one, with a new 30-day window.',
  },
  {
    id: 'form-d',
    taskSlug: 'file-form-d',
    title: 'File Form D with the SEC',
    source: {
      name: 'SEC: Rule 503 of Regulation D (Form D filing)',
      url: 'https://www.sec.gov/resources-small-businesses/exempt-offerings/filing-form-d-notice',
    },
    lastVerified: '2026-11-20',
    shift: 'sec-next-business-day',
    because: (facts) => `because your first sale of securities (such as a SAFE) was on ${inWords(facts.firstSecuritiesSaleOn!)}`,
    dueDays: (facts) => (facts.firstSecuritiesSaleOn && facts.entity !== 'not-formed' ? [addDays(facts.firstSecuritiesSaleOn, 15)] : []),
    ifMissed:
      'File Form D as soon as you can; a late filing is accepted on EDGAR. Check your state notice filings too, and tell your lawyer: repeated late filings can cost you the exemption in some states.',
  },
  {
    id: 'corporate-estimated-tax',
    taskSlug: 'pay-estimated-taxes',
    title: 'Pay corporate estimated tax (if you expect $500 or more of tax)',
    source: IRS('forms-pubs/about-form-1120-w', 'Form 1120-W, estimated tax for corporations'),
    lastVerified: '2026-11-27',
    shift: 'irs-next-business-day',
    because: (facts) => `because your company is a C corporation with a tax year ending in ${MONTH_NAMES[facts.fiscalYearEndMonth - 1]}`,
    dueDays: (facts, today) => (isCorp(facts) ? corporateEstimatedTaxDays(facts, today) : []),
  },
  {
    id: 'form-1099-nec',
    taskSlug: 'file-1099-nec',
    title: 'Send Forms 1099-NEC to contractors and file them with the IRS',
    source: IRS('forms-pubs/about-form-1099-nec', 'Form 1099-NEC'),
    lastVerified: '2026-11-20',
    shift: 'irs-next-business-day',
    because: () => 'because you pay contractors',
    dueDays: (facts, today) => (facts.paysContractors ? yearly(today, 1, 31) : []),
  },
  {
    id: 'form-w2',
    taskSlug: 'file-payroll-tax-returns',
    title: 'Give employees their W-2 and file them with the SSA',
    source: IRS('forms-pubs/about-form-w-2', 'Form W-2'),
    lastVerified: '2026-11-20',
    shift: 'irs-next-business-day',
    because: () => 'because you have employees',
    dueDays: (facts, today) => (facts.hasEmployees ? yearly(today, 1, 31) : []),
  },
  {
    id: 'form-941',
    taskSlug: 'file-payroll-tax-returns',
    title: 'File Form 941 (quarterly payroll tax return)',
    source: IRS('forms-pubs/about-form-941', "Form 941, Employer's Quarterly Federal Tax Return"),
    lastVerified: '2026-11-20',
    shift: 'irs-next-business-day',
    because: () => 'because you have employees',
    dueDays: (facts, today) =>
      facts.hasEmployees ? [...yearly(today, 1, 31), ...yearly(today, 4, 30), ...yearly(today, 7, 31), ...yearly(today, 10, 31)] : [],
  },
  {
    id: 'form-w4',
    taskSlug: 'collect-w4-and-report-new-hires',
    title: 'Collect Form W-4 from your new employee',
    source: IRS('forms-pubs/about-form-w-4', "Form W-4, Employee's Withholding Certificate"),
    lastVerified: '2026-11-27',
    // The first day of work is the day, whatever day of the week it is.
    shift: 'none',
    because: (facts) =>
      `because an employee starts on ${inWords(facts.nextEmployeeStartsOn!)}: the W-4 is collected on the first day, before the first payroll`,
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [facts.nextEmployeeStartsOn] : []),
    ifMissed: 'Ask for it now. Until you have it, payroll withholds as for a single filer with no adjustments, as the IRS directs.',
  },
  {
    id: 'form-i9-section-1',
    taskSlug: 'complete-form-i9',
    title: 'Have your new employee complete Section 1 of Form I-9',
    source: { name: 'USCIS: Form I-9, Employment Eligibility Verification', url: 'https://www.uscis.gov/i-9' },
    lastVerified: '2026-11-27',
    shift: 'none',
    because: (facts) => `because an employee starts on ${inWords(facts.nextEmployeeStartsOn!)}: Section 1 is due by the first day of work`,
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [facts.nextEmployeeStartsOn] : []),
    ifMissed: 'Have the employee complete Section 1 now and date it with today’s date; never backdate.',
  },
  {
    id: 'new-hire-report',
    taskSlug: 'collect-w4-and-report-new-hires',
    title: 'Report your new hire to the state',
    source: {
      name: 'HHS Office of Child Support Services: new hire reporting',
      url: 'https://www.acf.hhs.gov/css/employers/employer-responsibilities/new-hire-reporting',
    },
    lastVerified: '2026-11-20',
    // Twenty days is the federal maximum; some states ask sooner, none later.
    shift: 'none',
    because: (facts) => `because an employee starts on ${inWords(facts.nextEmployeeStartsOn!)}`,
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [addDays(facts.nextEmployeeStartsOn, 20)] : []),
    ifMissed: 'Report the hire today through your state’s new-hire portal (most payroll providers file it for you; check that yours did).',
  },
  {
    id: 'form-i9',
    taskSlug: 'complete-form-i9',
    title: 'Complete Section 2 of Form I-9',
    source: { name: 'USCIS: Form I-9, Employment Eligibility Verification', url: 'https://www.uscis.gov/i-9' },
    lastVerified: '2026-11-20',
    // Counted in business days already (addBusinessDays below).
    shift: 'none',
    because: (facts) => `because an employee starts on ${inWords(facts.nextEmployeeStartsOn!)}`,
    dueDays: (facts) => (facts.hasEmployees && facts.nextEmployeeStartsOn ? [addBusinessDays(facts.nextEmployeeStartsOn, 3)] : []),
    ifMissed: 'Complete it now and date it with today’s date; never backdate. Attach a short note explaining why it was late.',
  },
  {
    id: 'form-1120',
    taskSlug: 'file-federal-income-tax-return',
    title: 'File the corporate income tax return (Form 1120), or extend it with Form 7004',
    source: IRS('forms-pubs/about-form-1120', 'Form 1120 and Form 7004'),
    lastVerified: '2026-11-27',
    shift: 'irs-next-business-day',
    because: (facts) =>
      `because your company is a C corporation: the return is due the 15th day of the 4th month after its tax year ends (Form 7004, filed by that day, gives six more months to file, not to pay)${facts.foreignOwner ? '; with a foreign owner of 25 % or more, Form 5472 goes with it' : ''}`,
    dueDays: (facts, today) => (isCorp(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, 4, 15)) : []),
  },
  {
    id: 'form-1065',
    taskSlug: 'file-federal-income-tax-return',
    title: 'File the partnership return (Form 1065) and K-1s, or extend with Form 7004',
    source: IRS('forms-pubs/about-form-1065', 'Form 1065 and Form 7004'),
    lastVerified: '2026-11-27',
    shift: 'irs-next-business-day',
    because: () => 'because your LLC has more than one member and is taxed as a partnership: due the 15th day of the 3rd month after its tax year ends',
    dueDays: (facts, today) => (isMultiMemberLlc(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, 3, 15)) : []),
  },
  {
    id: 'form-5472',
    taskSlug: 'file-federal-income-tax-return',
    title: 'File Form 5472 with a pro forma Form 1120 (foreign-owned single-member LLC)',
    source: IRS('forms-pubs/about-form-5472', 'Form 5472 instructions (T.D. 9796)'),
    lastVerified: '2026-11-27',
    shift: 'irs-next-business-day',
    because: () =>
      'because your LLC has a single owner who is a foreign person: every year, even with no revenue, it files Form 5472 attached to a pro forma Form 1120 (by fax or mail; the penalty for not filing is $25,000 per form)',
    dueDays: (facts, today) => (isForeignOwnedSingleMemberLlc(facts) ? taxYearEnds(facts, today).map((end) => monthAfter(end, 4, 15)) : []),
  },
  {
    id: 'form-940',
    taskSlug: 'file-payroll-tax-returns',
    title: 'File Form 940 (yearly federal unemployment tax return)',
    source: IRS('forms-pubs/about-form-940', "Form 940, Employer's Annual Federal Unemployment (FUTA) Tax Return"),
    lastVerified: '2026-11-27',
    shift: 'irs-next-business-day',
    because: (facts) =>
      `because you have employees${(facts.workStates ?? []).includes('CA') ? '; California employers owe more FUTA while the state repays federal loans (a credit reduction: 1.8 % instead of 0.6 % on the first $7,000, $126 per employee for 2025)' : ''}`,
    dueDays: (facts, today) => (facts.hasEmployees ? yearly(today, 1, 31) : []),
  },
  {
    id: 'form-2553',
    taskSlug: 'decide-on-s-corp-election',
    title: 'Elect S corporation status (Form 2553), if you choose to',
    source: IRS('forms-pubs/about-form-2553', 'Form 2553, Election by a Small Business Corporation'),
    lastVerified: '2026-11-27',
    shift: 'irs-next-business-day',
    because: (facts) =>
      `because your ${entityWord(facts)} was formed on ${inWords(facts.formedOn!)}: an S election for its first tax year is due no more than 2 months and 15 days after that year begins`,
    // A choice, not a duty: shown while it can still be made on time, not as missed. Never with investors (an S
    // corporation cannot take venture money) or a foreign owner (who cannot hold S corporation shares).
    dueDays: (facts, today) => {
      if (!facts.formedOn || facts.entity === 'not-formed' || facts.raisesMoney || facts.foreignOwner) return [];
      const due = sElectionDeadline(facts.formedOn);
      return due >= today ? [due] : [];
    },
    ifMissed: 'The election then takes effect next tax year. Late-election relief (Rev. Proc. 2013-30) may still make it count for this one: ask your CPA.',
  },
  {
    id: '409a-expiry',
    taskSlug: 'refresh-409a-valuation',
    title: 'Refresh the 409A valuation before granting more options',
    source: {
      name: 'Treas. Reg. §1.409A-1(b)(5)(iv)(B): a valuation used for more than 12 months is not reasonable',
      url: 'https://www.law.cornell.edu/cfr/text/26/1.409A-1',
    },
    lastVerified: '2026-11-27',
    shift: 'none',
    because: (facts) =>
      `because your last 409A valuation, of ${inWords(facts.valuation409aOn!)}, is good for 12 months (or until a financing or another material change, whichever comes first)`,
    dueDays: (facts) =>
      facts.valuation409aOn && isCorp(facts)
        ? [addDays(dayOf(yearOf(facts.valuation409aOn) + 1, monthOf(facts.valuation409aOn), Number(facts.valuation409aOn.slice(8))), -1)]
        : [],
    ifMissed: 'Do not grant options until a new valuation is in: a grant priced on a stale one risks section 409A penalties for the employee.',
  },
  {
    id: 'registered-agent-renewal',
    taskSlug: 'appoint-registered-agent',
    title: 'Renew your registered agent (most bill yearly on the formation anniversary)',
    source: {
      name: 'Delaware Division of Corporations: registered agents (a company must keep one in every state where it is registered)',
      url: 'https://corp.delaware.gov/agents/',
    },
    lastVerified: '2026-11-27',
    shift: 'none',
    because: (facts) =>
      `because a company must keep a registered agent in each state where it is registered (${registrationStates(facts).join(', ')}); a lapsed agent can cost the company its good standing`,
    dueDays: (facts, today) => {
      if (facts.entity === 'not-formed' || !facts.formedOn) return [];
      const [, month, day] = facts.formedOn.split('-').map(Number) as [number, number, number];
      return yearly(today, month, day, yearOf(facts.formedOn) + 1);
    },
  },
];

/** The rules of state-rules.yaml as plan rules: each applies in every state of its scope where the company registers. */
export function stateDeadlineRules(stateRules: readonly StateRule[]): DeadlineRule[] {
  return stateRules.map((rule) => {
    const applies = (facts: CompanyFacts) => {
      if (facts.entity === 'not-formed' || !rule.entities.includes(facts.entity)) return false;
      const formedHere = facts.formationState === rule.state;
      const registeredHere = foreignRegistrationStates(facts).includes(rule.state);
      return rule.scope === 'formation' ? formedHere : rule.scope === 'foreign' ? registeredHere : formedHere || registeredHere;
    };
    return {
      id: rule.id,
      taskSlug: rule.taskSlug,
      title: rule.title,
      source: { name: rule.source, url: rule.sourceUrl },
      lastVerified: rule.lastVerified,
      shift: rule.shift === 'none' ? 'none' : 'state-next-business-day',
      because: (facts: CompanyFacts) => {
        const foreign = facts.formationState !== rule.state;
        const hireFirst = foreign && startIn(rule.state, facts) !== facts.formedOn;
        return `because your company ${rule.why}${foreign ? ` (${hireFirst ? `your employee starts there on ${inWords(facts.nextEmployeeStartsOn!)}, counted from that day` : 'your team works there'}, so the ${entityWord(facts)} registers there as a foreign one)` : ''}`;
      },
      dueDays: (facts: CompanyFacts, today: Day) => (applies(facts) ? stateDueDays(rule, facts, today) : []),
      ...(rule.ifMissed ? { ifMissed: rule.ifMissed } : {}),
    } satisfies DeadlineRule;
  });
}

/**
 * The day the company starts in a state: its formation, or, in a state where only an employee works, that employee's
 * first day (when later; the company registers there before its first payroll).
 */
function startIn(state: string, facts: CompanyFacts): Day | undefined {
  const hire = facts.nextEmployeeStartsOn;
  if (state !== facts.formationState && facts.employeeOnlyStates?.includes(state) && hire && facts.formedOn && hire > facts.formedOn) return hire;
  return facts.formedOn;
}

/** The nominal due days of a state rule (see the `due` kinds in state-rules.yaml). */
function stateDueDays(rule: StateRule, facts: CompanyFacts, today: Day): Day[] {
  const start = startIn(rule.state, facts);
  const due = rule.due;
  switch (due.kind) {
    case 'yearly':
      return yearly(today, due.month, due.day, (start ? yearOf(start) : yearOf(today)) + 1);
    case 'after-tax-year-end':
      return taxYearEnds(facts, today).map((end) => monthAfter(end, due.month, due.day));
    case 'days-after-start':
      return start ? [addDays(start, due.days)] : [];
    case 'anniversary': {
      if (!start) return [];
      const days: Day[] = [];
      for (let year = yearOf(start) + due.everyYears; year <= yearOf(today) + 2; year += due.everyYears)
        days.push(dayOf(year, monthOf(start), Number(start.slice(8))));
      return days;
    }
    case 'anniversary-month-end': {
      if (!start) return [];
      const days: Day[] = [];
      for (let year = yearOf(start) + due.everyYears; year <= yearOf(today) + 2; year += due.everyYears) {
        const index = year * 12 + monthOf(start) - 1 + due.monthOffset;
        days.push(lastDayOfMonth(Math.floor(index / 12), (index % 12) + 1));
      }
      return days;
    }
    case 'in-tax-year': {
      if (!start) return [];
      // The first tax year starts at formation (its month is the 1st); each later one the month after a year end.
      const starts = [yearOf(start) * 12 + monthOf(start) - 1, ...taxYearEnds(facts, today).map((end) => yearOf(end) * 12 + monthOf(end))];
      return starts.slice(due.fromTaxYear - 1).map((first) => {
        const index = first + due.month - 1;
        return dayOf(Math.floor(index / 12), (index % 12) + 1, due.day);
      });
    }
  }
}

/** Every rule of the plan: the federal ones and the states' (services/content/state-rules.yaml). */
export const DEADLINE_RULES: readonly DeadlineRule[] = [...FEDERAL_RULES, ...stateDeadlineRules(loadStateRules(process.env.CONTENT_DIR || undefined))];

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const holidaysOf = (shift: Shift) => (shift === 'irs-next-business-day' ? isIrsHoliday : isFederalHoliday);

function shifted(day: Day, shift: Shift): Day {
  return shift === 'none' ? day : nextBusinessDay(day, holidaysOf(shift));
}

/** The last business day before `day`: the Friday before a weekend, the day before a holiday. */
function businessDayBefore(day: Day, shift: Shift): Day {
  const isHoliday = holidaysOf(shift);
  let before = addDays(day, -1);
  while (isWeekend(before) || isHoliday(before)) before = addDays(before, -1);
  return before;
}

/**
 * A day the rule names that falls on a weekend or federal holiday but that the plan does not move (a state's date, or a
 * day counted from the first day of work): the safe day is the business day before, and the plan says so.
 */
function unmovedWeekendNote(day: Day, shift: Shift): string {
  if (shift !== 'none' || (!isWeekend(day) && !isFederalHoliday(day))) return '';
  return `. ${dayInWords(day)} is a weekend or holiday; the weekend rule (IRC §7503) covers federal filings, so do not count on this one moving: file by ${dayInWords(businessDayBefore(day, 'none'))} to be safe`;
}

/** "Saturday, December 5, 2026" */
export const dayInWords = (day: Day): string =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/**
 * What a moved deadline means, in the one wording of the weekend rule (facts.yaml "weekend-holiday-rule", IRC §7503)
 * and with both days: the plan page, the calendar feed and the reminder e-mails all say this sentence.
 */
export function moveNote(deadline: Pick<Deadline, 'movedFrom' | 'dueOn' | 'mailBy'>, weekendRule: string): string | null {
  if (!deadline.movedFrom) return null;
  return `The rule names ${dayInWords(deadline.movedFrom)}, a weekend or holiday: ${weekendRule}. Last day: ${dayInWords(deadline.dueOn)}. Mail by: ${dayInWords(deadline.mailBy ?? deadline.dueOn)}.`;
}

/**
 * The company's deadlines around `today`: every one-off filing (missed ones included, with what to do now),
 * and the recurring ones from today to HORIZON_DAYS ahead, soonest first.
 */
export function computeDeadlines(facts: CompanyFacts, today: Day, rules: readonly DeadlineRule[] = DEADLINE_RULES): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const rule of rules) {
    for (const nominal of rule.dueDays(facts, today)) {
      const dueOn = shifted(nominal, rule.shift);
      const daysLeft = daysBetween(today, dueOn);
      const oneOff = rule.ifMissed !== undefined;
      if (daysLeft > HORIZON_DAYS) continue;
      // Recurring filings recur: a past one is not shown as missed (we cannot know it was not filed).
      if (daysLeft < 0 && !oneOff) continue;
      deadlines.push({
        ruleId: rule.id,
        taskSlug: rule.taskSlug,
        title: rule.title,
        dueOn,
        movedFrom: dueOn === nominal ? null : nominal,
        mailBy: dueOn === nominal ? null : businessDayBefore(nominal, rule.shift),
        daysLeft,
        status: daysLeft < 0 ? 'missed' : daysLeft <= DUE_SOON_DAYS ? 'due-soon' : 'upcoming',
        recurring: !oneOff,
        because: rule.because(facts) + unmovedWeekendNote(nominal, rule.shift),
        ifMissed: daysLeft < 0 ? (rule.ifMissed ?? null) : null,
        source: rule.source,
        lastVerified: rule.lastVerified,
      });
    }
  }
  return deadlines.sort((a, b) => (a.dueOn === b.dueOn ? a.ruleId.localeCompare(b.ruleId) : a.dueOn < b.dueOn ? -1 : 1));
}
