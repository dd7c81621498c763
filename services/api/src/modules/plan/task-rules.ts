import { dayDate, describeStateDue, longDate, type QuizAnswers, type StateRule, US_STATES, type UsState } from '@launchops/contracts';
import { type CompanyFacts, foreignRegistrationStates, taxRegistrationStates } from './company-facts.js';
import { STATE_RULES } from './deadline-rules.js';
import { recordApplies } from './state-deadline-rules.js';

/** Whether a checklist task concerns this company, and why (shown beside the task). */
export interface TaskFit {
  applies: boolean;
  reason: string;
}

const stateName = (code: string | undefined) => (code ? (US_STATES[code as UsState] ?? code) : 'your state');
const list = (codes: readonly string[] | undefined) => {
  const names = (codes ?? []).map(stateName);
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
};

/** The facts the deadline rules need, from the quiz's answers (unanswered questions count as "no"). */
export function companyFacts(answers: QuizAnswers): CompanyFacts {
  const entity = answers.entity ?? 'not-formed';
  const formed = entity !== 'not-formed';
  return {
    entity,
    formationState: formed ? answers.formationState : undefined,
    formedOn: formed ? answers.formedOn : undefined,
    founderStockGrantedOn: answers.founderStockGranted ? answers.founderStockGrantedOn : undefined,
    firstSecuritiesSaleOn: answers.fundraising && answers.fundraising !== 'none' ? answers.firstSecuritiesSaleOn : undefined,
    paysContractors: answers.paysContractors === true,
    hasEmployees: answers.hiresEmployees === true,
    nextEmployeeStartsOn: answers.hiresEmployees ? answers.nextEmployeeStartsOn : undefined,
    fiscalYearEndMonth: answers.fiscalYearEndMonth ?? 12,
    workStates: peopleStates(answers),
    employeeOnlyStates: answers.hiresEmployees ? (answers.employeeStates ?? []).filter((state) => !(answers.workStates ?? []).includes(state)) : undefined,
    employeeStates: answers.hiresEmployees ? answers.employeeStates : undefined,
    founderCount: answers.founderCount,
    foreignOwner: answers.foreignOwner,
    raisesMoney: answers.fundraising !== undefined && answers.fundraising !== 'none',
    valuation409aOn: formed ? answers.valuation409aOn : undefined,
    salesStates: answers.salesStates,
    firstSaleOn: answers.salesStates?.length ? answers.firstSaleOn : undefined,
    sCorporation: formed ? answers.sElection : undefined,
  };
}

/** Where the founders and (future) employees work; undefined when the answers never said where the founders work. */
function peopleStates(answers: QuizAnswers): string[] | undefined {
  const employees = answers.hiresEmployees ? (answers.employeeStates ?? []) : [];
  if (answers.workStates === undefined && employees.length === 0) return undefined;
  return [...new Set([...(answers.workStates ?? []), ...employees])];
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/**
 * How registering as a foreign company works in a state, from its records (obligations/<state>.yaml): the
 * qualification itself, then the dated upkeep a registered company owes there. Undefined where the state has no record.
 */
function foreignRegistration(state: string, entity: 'c-corp' | 'llc', records: readonly StateRule[]): string | undefined {
  const own = records.filter((r) => r.state === state && r.entities.includes(entity) && r.exists !== false);
  const qualify = own.find((r) => r.kind === 'qualification' && r.scope === 'foreign');
  if (!qualify) return undefined;
  const upkeep = own.filter((r) => r.kind === 'formation' && r.scope === 'registered' && r.due && !r.condition).map((r) => lowerFirst(r.title));
  return `in ${stateName(state)}, ${lowerFirst(qualify.title)}${upkeep.length ? `, then ${upkeep.join('; ')}` : ''}`;
}

type Rule = (a: QuizAnswers) => TaskFit;

const yes = (reason: string): TaskFit => ({ applies: true, reason });
const no = (reason: string): TaskFit => ({ applies: false, reason });

const SCOPE_WORDS: Record<StateRule['scope'], string> = {
  formation: 'formed in',
  foreign: 'registered in',
  registered: 'formed or registered in',
  people: 'doing business in',
  sales: 'selling in',
  employees: 'employing people in',
};

/**
 * A task of one state's own (its annual report and tax): it concerns the company when one of that state's dated records
 * that name the task does, and says which and when, in the record's words; the state is the records', never the code's.
 */
function stateTask(slug: string): Rule {
  const records = STATE_RULES.filter((rule) => rule.taskSlug === slug && rule.due && rule.exists !== false && !rule.condition);
  const states = [...new Set(records.map((rule) => rule.state))];
  if (states.length !== 1) throw new Error(`task "${slug}": its records name ${states.length} states; a state's own task names one`);
  const state = stateName(states[0]);
  return (a) => {
    if (notFormed(a)) return yes(`if you form or register in ${state}`);
    const record = records.find((rule) => recordApplies(rule, companyFacts(a)));
    if (!record) return no(`your company is not formed or registered in ${state}`);
    const what = record.title.charAt(0).toLowerCase() + record.title.slice(1);
    return yes(`because your company is ${SCOPE_WORDS[record.scope]} ${state}: ${what}, ${describeStateDue(record.due, record.scope)}`);
  };
}

const notFormed = (a: QuizAnswers) => (a.entity ?? 'not-formed') === 'not-formed';
const isCorp = (a: QuizAnswers) => a.entity === 'c-corp';
const isLlc = (a: QuizAnswers) => a.entity === 'llc';
const entityWord = (a: QuizAnswers) => (isCorp(a) ? 'corporation' : isLlc(a) ? 'LLC' : 'company');
/** The states where the company sells or already collects sales tax, if it named any. */
const sellsIn = (a: QuizAnswers) => {
  const states = [...new Set([...(a.salesStates ?? []), ...(a.salesTaxStates ?? [])])];
  return states.length ? states : undefined;
};

const beforeFormation: Rule = (a) => (notFormed(a) ? yes('because you have not formed the company yet') : no(`done already: your ${entityWord(a)} is formed`));

const corpOnly =
  (why: string): Rule =>
  (a) =>
    isCorp(a)
      ? yes(`because your company is a corporation: ${why}`)
      : notFormed(a)
        ? yes(`if you form a corporation: ${why}`)
        : no('for corporations only; yours is an LLC');

const employees =
  (why: string): Rule =>
  (a) =>
    a.hiresEmployees
      ? yes(`because you hire employees${a.employeeStates?.length ? ` in ${list(a.employeeStates)}` : ''}: ${why}`)
      : no('for companies with employees; you told us you have none planned');

const contractors =
  (why: string): Rule =>
  (a) =>
    a.paysContractors ? yes(`because you pay contractors: ${why}`) : no('for companies that pay contractors; you told us you do not');

/** Tasks whose fit depends on the answers; every other task applies to every company. */
const RULES: Record<string, Rule> = {
  'choose-business-structure': beforeFormation,
  'check-name-availability': beforeFormation,
  'appoint-registered-agent': beforeFormation,
  'file-certificate-of-incorporation': beforeFormation,
  'adopt-bylaws-and-initial-board-consent': corpOnly('the board adopts bylaws and appoints officers'),
  'sign-founder-stock-purchase-agreements': corpOnly('founders’ shares need a purchase agreement with vesting'),
  'pay-for-founder-stock': (a) =>
    isLlc(a)
      ? no('an LLC has no stock to pay for: its members put in their capital as the operating agreement says')
      : yes(
          notFormed(a)
            ? 'if you form a corporation: founders pay for their shares into the company account'
            : 'because founders pay for their shares into the company account',
        ),
  'set-record-retention-and-track-qsbs': (a) =>
    yes(
      isLlc(a)
        ? 'keep your records as long as the IRS may ask for them; QSBS is for C-corporation stock only, so an LLC has no QSBS dates to track'
        : 'keep your records, and the dates that make your stock QSBS',
    ),
  'draft-llc-operating-agreement': (a) =>
    isLlc(a) ? yes('because your company is an LLC') : notFormed(a) ? yes('if you form an LLC') : no('for LLCs only; yours is a corporation'),
  'file-83b-election': (a) =>
    a.founderStockGranted
      ? yes(
          `because founder ${isLlc(a) ? 'units' : 'stock'} with vesting was granted${a.founderStockGrantedOn ? ` on ${longDate(dayDate(a.founderStockGrantedOn), 'utc')}` : ''}`,
        )
      : notFormed(a) || a.founderStockGranted === undefined
        ? yes('when founder stock with vesting is granted, you have 30 days')
        : no('no founder stock has been granted yet; it comes back when you grant it'),
  'adopt-stock-plan-and-get-409a': corpOnly('options need a stock plan and a 409A valuation first'),
  'refresh-409a-valuation': corpOnly('a 409A valuation lasts a year or until a financing'),
  'send-offer-letters-and-grant-options': employees('each hire needs an offer letter and an invention assignment'),
  'foreign-qualify-in-home-state': (a) => {
    if (notFormed(a)) return no('once the company is formed, if you work from another state');
    const facts = companyFacts(a);
    const elsewhere = foreignRegistrationStates(facts);
    const home = stateName(a.formationState);
    if (elsewhere.length) {
      const how = elsewhere.flatMap((code) => foreignRegistration(code, a.entity === 'llc' ? 'llc' : 'c-corp', STATE_RULES) ?? []);
      return yes(
        `because your company was formed in ${home} and your team works in ${list(elsewhere)}: register there as a foreign ${entityWord(a)} before doing business there${how.length ? ` (${how.join('; ')})` : ''}`,
      );
    }
    // Older answers never said where the founders work: do not claim they work in the state of formation.
    if (facts.workStates === undefined)
      return yes(
        `if anyone works outside ${home}: a company registers in each state where it does business (answer the quiz's question on where your team works)`,
      );
    return no(`your team works where the company was formed (${home})`);
  },
  'register-for-state-taxes': (a) => {
    const states = taxRegistrationStates(companyFacts(a));
    const where = a.salesStates?.length ? 'is formed, works or sells' : 'is formed or works';
    return states.length ? yes(`for each state where your company ${where}: ${list(states)}`) : yes('every new company needs this');
  },
  'file-form-d': (a) =>
    a.fundraising && a.fundraising !== 'none'
      ? yes(`because you raise money (${a.fundraising === 'safe' ? 'SAFEs' : 'a priced round'}): Form D is due 15 days after the first sale`)
      : no('for companies that sell securities; you told us you are not raising yet'),
  'raise-with-post-money-safes': (a) =>
    a.fundraising === 'safe'
      ? yes('because you raise on SAFEs')
      : a.fundraising === 'priced-round'
        ? no('you raise a priced round; your lawyer drafts its documents')
        : no('you told us you are not raising yet'),
  'decide-on-s-corp-election': (a) =>
    isCorp(a) && a.fundraising && a.fundraising !== 'none'
      ? no('an S corporation cannot take venture investors, so it does not fit a company that raises')
      : yes(isLlc(a) ? 'because an LLC may save payroll tax as an S corporation once it earns' : 'worth a look while you do not raise from investors'),
  'file-delaware-annual-report-and-franchise-tax': stateTask('file-delaware-annual-report-and-franchise-tax'),
  'pay-estimated-taxes': (a) =>
    isLlc(a)
      ? no('an LLC’s owners pay estimated tax on their own returns')
      : yes('because a corporation pays its own estimated tax once it expects $500 or more'),
  'review-sales-tax-nexus': (a) =>
    a.sellsOnline || a.salesTaxStates?.length || a.salesStates?.length
      ? yes(`because you sell${sellsIn(a) ? ` in ${list(sellsIn(a))}` : ' online'}: each state has its own threshold`)
      : a.stage === 'revenue'
        ? yes('because you have revenue: check where you owe sales tax')
        : no('for companies that sell goods or taxable services; it comes back when you start selling'),
  'collect-w9-from-vendors': contractors('collect a W-9 before the first payment'),
  'file-1099-nec': contractors('Forms 1099-NEC are due January 31'),
  'classify-workers-and-sign-contractor-agreements': (a) =>
    a.paysContractors || a.hiresEmployees
      ? yes('because you pay people: classify each one correctly')
      : no('for companies that pay people; you told us you do not yet'),
  'set-up-payroll-and-pay-founders': (a) =>
    a.hiresEmployees
      ? yes('because you hire employees: payroll runs before the first payday')
      : isCorp(a) && a.fundraising && a.fundraising !== 'none'
        ? yes('because funded founders of a corporation go on payroll')
        : no('for companies that pay salaries; it comes back when you hire'),
  'register-state-payroll-tax-accounts': employees('register for state withholding and unemployment insurance before the first payroll'),
  'get-workers-compensation-insurance': employees('workers’ compensation is compulsory in most states'),
  'complete-form-i9': employees('Section 1 is due by the first day of work, Section 2 within 3 business days of it'),
  'collect-w4-and-report-new-hires': employees(
    'collect the W-4 on the first day of work; the state needs a new-hire report within 20 days (some states sooner)',
  ),
  'post-labor-notices-and-write-handbook': employees('federal and state notices must be posted'),
  'file-payroll-tax-returns': employees('Form 941 is due every quarter and W-2s by January 31'),
  'set-up-employee-benefits': employees('health insurance and a 401(k) help you hire'),
  'follow-termination-checklist': employees('final pay rules vary by state'),
  'get-an-ein': (a) =>
    a.foreignOwner
      ? yes('because every company needs one: a founder without an SSN or ITIN applies with Form SS-4 by fax, since the online application needs one')
      : yes('every new company needs this'),
  'check-boi-reporting-status': (a) =>
    a.foreignOwner
      ? yes('because an owner is foreign: a company formed in the US still files no BOI report; only one formed abroad and registered in a state does')
      : yes('worth five minutes: companies formed in the US no longer file BOI reports'),
  'file-federal-income-tax-return': (a) =>
    isLlc(a) && a.foreignOwner && (a.founderCount ?? 1) === 1
      ? yes(
          'because your LLC has a single foreign owner: it files Form 5472 with a pro forma Form 1120 every year, even with no revenue ($25,000 penalty per form)',
        )
      : isLlc(a) && (a.founderCount ?? 1) === 1
        ? yes('your single-member LLC files no return of its own: its income goes on the owner’s return')
        : yes(
            isLlc(a)
              ? 'because an LLC with several members files Form 1065 by the 15th day of the 3rd month after its year'
              : 'every company files a federal return',
          ),
  'claim-rd-payroll-tax-credit': (a) =>
    a.hiresEmployees && !isLlc(a)
      ? yes('because a startup with payroll can set the R&D credit against payroll tax')
      : a.hiresEmployees
        ? yes('because a startup with payroll can set the R&D credit against payroll tax')
        : no('it needs payroll; it comes back when you hire'),
};

/**
 * The tasks the answers themselves report as done (founder stock granted on a known day means it was issued):
 * ticked in the visitor's progress when the answer is first given, so the plan and the checklist agree.
 */
export function tasksDoneByAnswers(answers: QuizAnswers): string[] {
  return answers.founderStockGranted && answers.founderStockGrantedOn ? ['sign-founder-stock-purchase-agreements'] : [];
}

/** Does a task concern this company, and why. */
export function taskFit(slug: string, answers: QuizAnswers): TaskFit {
  return RULES[slug]?.(answers) ?? yes('every new company needs this');
}

/** The slugs whose fit depends on the answers (the rest apply to everyone). */
export const TAILORED_TASKS = Object.keys(RULES);
