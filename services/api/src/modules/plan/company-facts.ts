import type { Day } from '../../common/calendar-days.js';

/** What the plan's rules need to know about a company (from the readiness quiz). */
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
  /** The states where employees work (founders' states included when an employee works there too); unset when not said. */
  employeeStates?: string[];
  /** How many founders (owners) the company has; an LLC with one is a single-member LLC. */
  founderCount?: number;
  /** Whether any owner is a foreign person. */
  foreignOwner?: boolean;
  /** Whether the company raises from investors (SAFEs or a priced round). */
  raisesMoney?: boolean;
  /** The day of the last 409A valuation, if any. */
  valuation409aOn?: Day;
  /** Two-letter states where the company sells (customers, stock or sales people there). */
  salesStates?: string[];
  /** The day of the first sale there (past or planned). */
  firstSaleOn?: Day;
  /** Whether the company elected to be taxed as an S corporation (Form 2553): it files Form 1120-S, not 1120 or 1065. */
  sCorporation?: boolean;
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

/**
 * The states where the company registers for taxes: where it must register, and every state where it sells (a sales-tax
 * account; selling into a state from outside is interstate commerce, which alone does not make it register as a foreign company).
 */
export const taxRegistrationStates = (facts: Pick<CompanyFacts, 'entity' | 'formationState' | 'workStates' | 'salesStates'>): string[] => [
  ...new Set([...registrationStates(facts), ...(facts.salesStates ?? [])]),
];

/** Taxed as a C corporation: a corporation that has not elected S status. */
export const isCorp = (facts: CompanyFacts) => facts.entity === 'c-corp' && facts.sCorporation !== true;
/** Taxed as an S corporation: a corporation or an LLC that filed Form 2553 (an LLC's Form 2553 also elects corporate status). */
export const isSCorporation = (facts: CompanyFacts) => facts.entity !== 'not-formed' && facts.sCorporation === true;
export const entityWord = (facts: CompanyFacts) => (facts.entity === 'llc' ? 'LLC' : 'corporation');
export const isMultiMemberLlc = (facts: CompanyFacts) => facts.entity === 'llc' && (facts.founderCount ?? 1) > 1 && facts.sCorporation !== true;
/** A single-member LLC (a disregarded entity) with a foreign owner: Form 5472 with a pro forma 1120 each year. */
export const isForeignOwnedSingleMemberLlc = (facts: CompanyFacts) => facts.entity === 'llc' && facts.foreignOwner === true && (facts.founderCount ?? 1) === 1;
