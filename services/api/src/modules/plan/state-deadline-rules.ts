import { dayDate, longDate, type StateRule } from '@launchops/contracts';
import { addBusinessDays, addDays, type Day, dayOf, lastDayOfMonth, monthOf, yearOf } from '../../common/calendar-days.js';
import { type CompanyFacts, entityWord, foreignRegistrationStates } from './company-facts.js';
import type { DeadlineRule } from './deadline-rule.js';
import { monthAfter, taxYearEnds, yearly } from './tax-calendar.js';

/**
 * A federal rule that state entries replace (`replaces`) in their states: it applies only while some state where an
 * employee works has no entry of its own (or the answers do not say where), so a Georgia-only hire gets Georgia's
 * 10 days and not also the federal 20.
 */
export function handOverToStates(rule: DeadlineRule, stateRules: readonly StateRule[]): DeadlineRule {
  const states = new Set<string>(stateRules.filter((entry) => entry.replaces === rule.id).map((entry) => entry.state));
  if (states.size === 0) return rule;
  const coveredByStates = (facts: CompanyFacts) => {
    const employeeStates = facts.employeeStates ?? [];
    return employeeStates.length > 0 && employeeStates.every((state) => states.has(state));
  };
  return { ...rule, dueDays: (facts, today) => (coveredByStates(facts) ? [] : rule.dueDays(facts, today)) };
}

/**
 * A federal rule that state records amend (`amends`): each record's words join the reason when an employee works in its
 * state (California's FUTA credit reduction joins Form 940's), so the state's fact lives in the state's file.
 */
export function withStateAdditions(rule: DeadlineRule, stateRules: readonly StateRule[]): DeadlineRule {
  const additions = stateRules.filter((entry) => entry.amends === rule.id);
  if (additions.length === 0) return rule;
  return {
    ...rule,
    because: (facts) =>
      rule.because(facts) +
      additions
        .filter((entry) => facts.hasEmployees && (facts.employeeStates ?? []).includes(entry.state))
        .map((entry) => `; your company ${entry.why}`)
        .join(''),
  };
}

/**
 * The dated records of obligations/ as plan rules: each applies in every state of its scope the company touches. A
 * standing duty (no `due`) and a record saying a kind does not exist there are for the state pages and the assistant.
 */
export function stateDeadlineRules(stateRules: readonly StateRule[]): DeadlineRule[] {
  return stateRules
    .filter((rule) => rule.due && rule.exists !== false)
    .map((rule) => {
      const applies = (facts: CompanyFacts) => recordApplies(rule, facts);
      return {
        id: rule.id,
        taskSlug: rule.taskSlug,
        title: rule.title,
        source: { name: rule.source, url: rule.sourceUrl },
        lastVerified: rule.lastVerified,
        shift: rule.shift === 'none' ? 'none' : 'state-next-business-day',
        because: (facts: CompanyFacts) => `because your company ${rule.why}${countedFrom(rule, facts)}`,
        dueDays: (facts: CompanyFacts, today: Day) => (applies(facts) ? stateDueDays(rule, facts, today) : []),
        ...(rule.ifMissed ? { ifMissed: rule.ifMissed } : {}),
        ...(rule.condition ? { condition: () => rule.condition } : {}),
      } satisfies DeadlineRule;
    });
}

/** Whether a state record concerns the company: its entity type, and its trigger (`scope`) in the record's state. */
export function recordApplies(rule: StateRule, facts: CompanyFacts): boolean {
  if (facts.entity === 'not-formed' || !rule.entities.includes(facts.entity)) return false;
  if (rule.scope === 'sales') return (facts.salesStates ?? []).includes(rule.state);
  if (rule.scope === 'employees') return facts.hasEmployees && (facts.employeeStates ?? []).includes(rule.state);
  // Owed for doing business there: founders or employees work in the state, wherever the company was formed.
  if (rule.scope === 'people') return (facts.workStates ?? []).includes(rule.state);
  const formedHere = facts.formationState === rule.state;
  const registeredHere = foreignRegistrationStates(facts).includes(rule.state);
  return rule.scope === 'formation' ? formedHere : rule.scope === 'foreign' ? registeredHere : formedHere || registeredHere;
}

const inWords = (day: Day) => longDate(dayDate(day), 'utc');

/** What the rule's day is counted from, when it is not the company's own formation in the state. */
function countedFrom(rule: StateRule, facts: CompanyFacts): string {
  const start = startIn(rule, facts);
  if (rule.scope === 'sales') return start && start === facts.firstSaleOn ? ` (your first sale there is on ${inWords(start)}, counted from that day)` : '';
  if (rule.scope === 'employees') return start ? ` (your employee starts there on ${inWords(start)}, counted from that day)` : '';
  if (facts.formationState === rule.state) return '';
  if (rule.scope === 'people') return ' (your team works there)';
  const why =
    start !== facts.formedOn ? `your employee starts there on ${inWords(facts.nextEmployeeStartsOn!)}, counted from that day` : 'your team works there';
  return ` (${why}, so the ${entityWord(facts)} registers there as a foreign one)`;
}

/**
 * The day the company starts in a state: its formation, or, in a state where only an employee works, that employee's
 * first day (when later; the company registers there before its first payroll). For a sales rule: the first sale there
 * (when later than formation). For an employees rule: the next employee's first day.
 */
function startIn(rule: StateRule, facts: CompanyFacts): Day | undefined {
  const later = (day: Day | undefined) => (day && facts.formedOn && day > facts.formedOn ? day : undefined);
  if (rule.scope === 'sales') return later(facts.firstSaleOn) ?? facts.formedOn;
  if (rule.scope === 'employees') return facts.nextEmployeeStartsOn;
  if (rule.state !== facts.formationState && facts.employeeOnlyStates?.includes(rule.state)) return later(facts.nextEmployeeStartsOn) ?? facts.formedOn;
  return facts.formedOn;
}

/** Every `everyYears` years after `start` through the window, as `at(year)` names the day of that year. */
function everyFewYears(start: Day, everyYears: number, today: Day, at: (year: number) => Day): Day[] {
  const days: Day[] = [];
  for (let year = yearOf(start) + everyYears; year <= yearOf(today) + 2; year += everyYears) days.push(at(year));
  return days;
}

/** Each calendar quarter from the one holding `start` through the window: `day` (or the last) of the month after it. */
function quarterly(start: Day, today: Day, day: number | 'last'): Day[] {
  const days: Day[] = [];
  for (let quarter = yearOf(start) * 4 + Math.floor((monthOf(start) - 1) / 3); quarter < (yearOf(today) + 2) * 4; quarter += 1) {
    const monthAfter = quarter * 3 + 3; // months since year 0 of the month after the quarter, 0-based
    const [year, month] = [Math.floor(monthAfter / 12), (monthAfter % 12) + 1];
    days.push(day === 'last' ? lastDayOfMonth(year, month) : dayOf(year, month, day));
  }
  return days;
}

/** The nominal due days of a state rule (see the `due` kinds in services/content/README.md). */
function stateDueDays(rule: StateRule, facts: CompanyFacts, today: Day): Day[] {
  const start = startIn(rule, facts);
  const due = rule.due;
  if (!due) return [];
  switch (due.kind) {
    case 'yearly':
      return yearly(today, due.month, due.day, (start ? yearOf(start) : yearOf(today)) + 1);
    case 'after-tax-year-end':
      return taxYearEnds(facts, today).map((end) => monthAfter(end, due.month, due.day));
    case 'days-after-start':
      return start ? [addDays(start, due.days)] : [];
    case 'business-days-after-start':
      return start ? [addBusinessDays(start, due.days)] : [];
    case 'quarterly':
      return start ? quarterly(start, today, due.day) : [];
    case 'biennial': {
      if (!start) return [];
      // Never in the year of the start itself: the first is the year after it at the earliest.
      const after = yearOf(start) + 1;
      const first =
        due.years === 'from-year-after-start'
          ? after
          : due.years === 'from-second-year-after-start'
            ? after + 1
            : after % 2 === (due.years === 'odd' ? 1 : 0)
              ? after
              : after + 1;
      const days: Day[] = [];
      for (let year = first; year <= yearOf(today) + 2; year += 2) days.push(dayOf(year, due.month, due.day));
      return days;
    }
    case 'anniversary':
      return start ? everyFewYears(start, due.everyYears, today, (year) => dayOf(year, monthOf(start), Number(start.slice(8)))) : [];
    case 'anniversary-month-end':
      return start ? everyFewYears(start, due.everyYears, today, (year) => monthAfter(dayOf(year, monthOf(start), 1), due.monthOffset, 1)).map(monthEnd) : [];
    case 'anniversary-month-start':
      return start ? everyFewYears(start, due.everyYears, today, (year) => monthAfter(dayOf(year, monthOf(start), 1), due.monthOffset, 1)) : [];
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

const monthEnd = (day: Day): Day => lastDayOfMonth(yearOf(day), monthOf(day));
