import { COMPANY_STAGES, dayDate, ENTITY_TYPES, FUNDRAISING_KINDS, longDate, type QuizAnswers, US_STATES, type UsState } from '@launchops/contracts';
import type { QuizStepId } from '../../../utils/quiz-steps';

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export const ENTITY_LABELS: Record<(typeof ENTITY_TYPES)[number], { label: string; hint: string }> = {
  'c-corp': { label: 'A C corporation', hint: 'Usually a Delaware corporation, the usual choice when you plan to raise from investors.' },
  llc: { label: 'An LLC', hint: 'A limited liability company, taxed as a partnership or sole proprietorship unless it elects otherwise.' },
  'not-formed': { label: 'Not formed yet', hint: 'You have not filed formation papers with a state.' },
};
export const STAGE_LABELS: Record<(typeof COMPANY_STAGES)[number], string> = {
  idea: 'Working on the idea',
  'pre-revenue': 'Building, no revenue yet',
  revenue: 'Earning revenue',
};
export const FUNDRAISING_LABELS: Record<(typeof FUNDRAISING_KINDS)[number], string> = {
  none: 'Not raising money yet',
  safe: 'Raising (or raised) on SAFEs',
  'priced-round': 'Raising (or raised) a priced round',
};

export const STEP_TITLES: Record<QuizStepId, string> = {
  entity: 'How is your company set up?',
  formation: 'Where and when was it formed?',
  founders: 'Founders and founder stock',
  workplaces: 'Where does your team work?',
  stage: 'Where are you today?',
  people: 'Who works for the company?',
  employees: 'Your employees',
  fundraising: 'Raising money',
  selling: 'Selling',
  'fiscal-year': 'Your tax year',
  review: 'Check your answers',
};

/** A day the founder picked (YYYY-MM-DD) as the plan and the rest of the site write dates: "November 6, 2026". */
const day = (value: string | undefined) => (value ? longDate(dayDate(value), 'utc') : '?');

/** The answers as a founder would read them back. */
export function reviewRows(a: QuizAnswers): Array<[string, string]> {
  const yesNoText = (v: boolean | undefined) => (v === undefined ? 'Not answered' : v ? 'Yes' : 'No');
  const states = (codes: UsState[] | undefined) => (codes?.length ? codes.map((c) => US_STATES[c]).join(', ') : 'None');
  const rows: Array<[string, string]> = [['Company', a.entity ? ENTITY_LABELS[a.entity].label : 'Not answered']];
  if (a.entity === 'c-corp' || a.entity === 'llc') rows.push(['Formed in', `${a.formationState ? US_STATES[a.formationState] : '?'} on ${day(a.formedOn)}`]);
  rows.push(['Founders', String(a.founderCount ?? 'Not answered')]);
  rows.push(['Founder stock granted', a.founderStockGranted ? `Yes, on ${day(a.founderStockGrantedOn)}` : yesNoText(a.founderStockGranted)]);
  rows.push(['Foreign owner', yesNoText(a.foreignOwner)]);
  rows.push(['Team works in', a.workStates ? states(a.workStates) : 'Not answered']);
  rows.push(['Stage', a.stage ? STAGE_LABELS[a.stage] : 'Not answered']);
  rows.push(['Pays contractors', yesNoText(a.paysContractors)]);
  rows.push(['Hires employees', a.hiresEmployees ? `Yes, in ${states(a.employeeStates)}` : yesNoText(a.hiresEmployees)]);
  if (a.hiresEmployees) rows.push(['Next employee starts', a.nextEmployeeStartsOn ? day(a.nextEmployeeStartsOn) : 'Not known yet']);
  rows.push([
    'Fundraising',
    a.fundraising ? FUNDRAISING_LABELS[a.fundraising] + (a.firstSecuritiesSaleOn ? `, first on ${day(a.firstSecuritiesSaleOn)}` : '') : 'Not answered',
  ]);
  if (a.entity === 'c-corp' && a.fundraising && a.fundraising !== 'none')
    rows.push(['Last 409A valuation', a.valuation409aOn ? day(a.valuation409aOn) : 'None yet']);
  rows.push(['Sells online', a.sellsOnline ? `Yes${a.salesTaxStates?.length ? `; sales tax in ${states(a.salesTaxStates)}` : ''}` : yesNoText(a.sellsOnline)]);
  if (a.salesStates?.length) rows.push(['Sells in', `${states(a.salesStates)}${a.firstSaleOn ? `, first on ${day(a.firstSaleOn)}` : ''}`]);
  if (a.entity === 'c-corp' || a.entity === 'llc') {
    rows.push(['Tax year ends', a.fiscalYearEndMonth ? MONTHS[a.fiscalYearEndMonth - 1]! : 'Not answered']);
    rows.push(['S corporation election', yesNoText(a.sElection)]);
  }
  return rows;
}
