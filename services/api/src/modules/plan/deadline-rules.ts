import { longDate } from '@launchops/contracts';
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
export type Shift = 'irs-next-business-day' | 'sec-next-business-day' | 'none';

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
const isDelaware = (facts: CompanyFacts) => facts.formationState === 'DE';
/** Formed (with a known date) in `state`. */
const formedIn = (facts: CompanyFacts, state: string) => facts.entity !== 'not-formed' && facts.formationState === state && facts.formedOn !== undefined;
const entityWord = (facts: CompanyFacts) => (facts.entity === 'llc' ? 'LLC' : 'corporation');
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

export const DEADLINE_RULES: readonly DeadlineRule[] = [
  {
    id: '83b-election',
    taskSlug: 'file-83b-election',
    title: 'File your 83(b) election with the IRS',
    source: IRS('forms-pubs/about-form-15620', 'Form 15620 and IRC section 83(b)'),
    lastVerified: '2026-11-20',
    shift: 'irs-next-business-day',
    because: (facts) => `because founder ${facts.entity === 'llc' ? 'units' : 'stock'} subject to vesting was granted on ${inWords(facts.founderStockGrantedOn!)}`,
    dueDays: (facts) => (facts.founderStockGrantedOn && facts.entity !== 'not-formed' ? [addDays(facts.founderStockGrantedOn, 30)] : []),
    ifMissed:
      'An 83(b) election cannot be filed late. Shares will be taxed as they vest, at their value then. Speak to a tax adviser now: some founders cancel the grant and make a new one, with a new 30-day window.',
  },
  {
    id: 'form-d',
    taskSlug: 'file-form-d',
    title: 'File Form D with the SEC',
    source: { name: 'SEC: Rule 503 of Regulation D (Form D filing)', url: 'https://www.sec.gov/resources-small-businesses/exempt-offerings/filing-form-d-notice' },
    lastVerified: '2026-11-20',
    shift: 'sec-next-business-day',
    because: (facts) => `because your first sale of securities (such as a SAFE) was on ${inWords(facts.firstSecuritiesSaleOn!)}`,
    dueDays: (facts) => (facts.firstSecuritiesSaleOn && facts.entity !== 'not-formed' ? [addDays(facts.firstSecuritiesSaleOn, 15)] : []),
    ifMissed:
      'File Form D as soon as you can; a late filing is accepted on EDGAR. Check your state notice filings too, and tell your lawyer: repeated late filings can cost you the exemption in some states.',
  },
  {
    id: 'delaware-franchise-tax',
    taskSlug: 'file-delaware-annual-report-and-franchise-tax',
    title: 'File the Delaware annual report and pay franchise tax',
    source: { name: 'Delaware Division of Corporations: annual report and franchise tax', url: 'https://corp.delaware.gov/paytaxes/' },
    lastVerified: '2026-11-20',
    // Delaware names 1 March; pay before it rather than count on a weekend extension.
    shift: 'none',
    because: () => 'because your company is a Delaware corporation',
    dueDays: (facts, today) => (isCorp(facts) && isDelaware(facts) ? yearly(today, 3, 1, (formedYear(facts) ?? yearOf(today)) + 1) : []),
  },
  {
    id: 'delaware-llc-tax',
    taskSlug: 'file-delaware-annual-report-and-franchise-tax',
    title: 'Pay the Delaware LLC annual tax ($300)',
    source: { name: 'Delaware Division of Corporations: LLC annual tax', url: 'https://corp.delaware.gov/alt-entitytaxinstructions/' },
    lastVerified: '2026-11-20',
    shift: 'none',
    because: () => 'because your company is a Delaware LLC',
    dueDays: (facts, today) => (facts.entity === 'llc' && isDelaware(facts) ? yearly(today, 6, 1, (formedYear(facts) ?? yearOf(today)) + 1) : []),
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
    because: (facts) => `because an employee starts on ${inWords(facts.nextEmployeeStartsOn!)}: the W-4 is collected on the first day, before the first payroll`,
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
    source: { name: 'HHS Office of Child Support Services: new hire reporting', url: 'https://www.acf.hhs.gov/css/employers/employer-responsibilities/new-hire-reporting' },
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
    id: 'california-statement-of-information-initial',
    taskSlug: 'register-for-state-taxes',
    title: 'File the initial California Statement of Information',
    source: { name: 'California Secretary of State: Statements of Information', url: 'https://www.sos.ca.gov/business-programs/bizfile/filing-tips' },
    lastVerified: '2026-11-20',
    shift: 'none',
    because: (facts) => `because your ${facts.entity === 'llc' ? 'LLC' : 'corporation'} was formed in California on ${inWords(facts.formedOn!)}`,
    dueDays: (facts) => (facts.formationState === 'CA' && facts.formedOn && facts.entity !== 'not-formed' ? [addDays(facts.formedOn, 90)] : []),
    ifMissed: 'File it online with bizfile now: the state charges a $250 penalty and can suspend a company that does not file.',
  },
  {
    id: 'california-statement-of-information',
    taskSlug: 'register-for-state-taxes',
    title: 'File the California Statement of Information',
    source: { name: 'California Secretary of State: Statements of Information', url: 'https://www.sos.ca.gov/business-programs/bizfile/filing-tips' },
    lastVerified: '2026-11-20',
    shift: 'none',
    because: (facts) => `because your ${facts.entity === 'llc' ? 'LLC (every two years)' : 'corporation (every year)'} was formed in California`,
    dueDays: (facts, today) => {
      if (facts.formationState !== 'CA' || !facts.formedOn || facts.entity === 'not-formed') return [];
      // By the end of the month the company was formed in: yearly for a corporation, every two years for an LLC.
      const every = facts.entity === 'llc' ? 2 : 1;
      const days: Day[] = [];
      for (let year = yearOf(facts.formedOn) + every; year <= yearOf(today) + 2; year += every) days.push(lastDayOfMonth(year, monthOf(facts.formedOn)));
      return days;
    },
  },
  {
    id: 'florida-annual-report',
    taskSlug: 'register-for-state-taxes',
    title: 'File the Florida annual report',
    source: { name: 'Florida Division of Corporations (Sunbiz): annual report', url: 'https://dos.fl.gov/sunbiz/manage-business/efile/annual-report/' },
    lastVerified: '2026-11-25',
    // Filed online from 1 January; a report filed after 1 May carries a late fee, so no weekend grace is assumed.
    shift: 'none',
    because: (facts) => `because your ${entityWord(facts)} was formed in Florida`,
    dueDays: (facts, today) => (formedIn(facts, 'FL') ? yearly(today, 5, 1, formedYear(facts)! + 1) : []),
  },
  {
    id: 'texas-franchise-tax-report',
    taskSlug: 'register-for-state-taxes',
    title: 'File the Texas franchise tax report',
    source: { name: 'Texas Comptroller: franchise tax', url: 'https://comptroller.texas.gov/taxes/franchise/' },
    lastVerified: '2026-11-25',
    shift: 'none',
    because: (facts) => `because your ${entityWord(facts)} was formed in Texas (a report is due even when no tax is, under the no-tax-due threshold)`,
    dueDays: (facts, today) => (formedIn(facts, 'TX') ? yearly(today, 5, 15, formedYear(facts)! + 1) : []),
  },
  {
    id: 'new-york-biennial-statement',
    taskSlug: 'register-for-state-taxes',
    title: 'File the New York biennial statement',
    source: { name: 'New York Department of State: biennial statements', url: 'https://dos.ny.gov/' },
    lastVerified: '2026-11-25',
    shift: 'none',
    because: (facts) => `because your ${entityWord(facts)} was formed in New York (due every two years, in the month it was formed)`,
    dueDays: (facts, today) => {
      if (!formedIn(facts, 'NY')) return [];
      const days: Day[] = [];
      for (let year = yearOf(facts.formedOn!) + 2; year <= yearOf(today) + 2; year += 2) days.push(lastDayOfMonth(year, monthOf(facts.formedOn!)));
      return days;
    },
  },
];

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
        because: rule.because(facts),
        ifMissed: daysLeft < 0 ? (rule.ifMissed ?? null) : null,
        source: rule.source,
        lastVerified: rule.lastVerified,
      });
    }
  }
  return deadlines.sort((a, b) => (a.dueOn === b.dueOn ? a.ruleId.localeCompare(b.ruleId) : a.dueOn < b.dueOn ? -1 : 1));
}
