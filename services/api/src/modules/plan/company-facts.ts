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

export const isCorp = (facts: CompanyFacts) => facts.entity === 'c-corp';
export const entityWord = (facts: CompanyFacts) => (facts.entity === 'llc' ? 'LLC' : 'corporation');
export const isMultiMemberLlc = (facts: CompanyFacts) => facts.entity === 'llc' && (facts.founderCount ?? 1) > 1;
/** A single-member LLC (a disregarded entity) with a foreign owner: Form 5472 with a pro forma 1120 each year. */
export const isForeignOwnedSingleMemberLlc = (facts: CompanyFacts) =>
  facts.entity === 'llc' && facts.foreignOwner === true && (facts.founderCount ?? 1) === 1;
