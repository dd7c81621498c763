import { dayDate, fullDate } from '@launchops/contracts';
import { loadFilingRules, loadStateRules } from '@launchops/content';
import { addDays, type Day, daysBetween, isFederalHoliday, isIrsHoliday, isWeekend, nextBusinessDay } from '../../common/calendar-days.js';
import type { CompanyFacts } from './company-facts.js';
import type { Deadline, DeadlineRule, Shift } from './deadline-rule.js';
import { withTexts } from './filing-rule-texts.js';
import { FORMATION_SECURITIES_RULES } from './rules/formation-securities.js';
import { INCOME_TAX_RULES } from './rules/income-tax.js';
import { PAYROLL_RULES } from './rules/payroll.js';
import { handOverToStates, stateDeadlineRules, withStateAdditions } from './state-deadline-rules.js';

/**
 * The dated deadlines of a founder's plan: one rule per filing, each with its source and the day we last checked it.
 * A federal rule's dates are code (rules/, by family), its words and source are services/content/filing-rules.yaml;
 * a state's rules are services/content/obligations/ (one file per state). When a rule changes, change it there and its `lastVerified`,
 * and add a worked case to the plan cases.
 */

export { type CompanyFacts, foreignRegistrationStates, registrationStates } from './company-facts.js';
export type { Deadline, DeadlineRule, DeadlineStatus, RuleSource, Shift } from './deadline-rule.js';

/** Deadlines this close are "due soon". */
export const DUE_SOON_DAYS = 14;
/** Recurring deadlines are listed this far ahead. */
export const HORIZON_DAYS = 400;

/** The federal rules' dates, by family; their words are filing-rules.yaml's. */
export const FEDERAL_RULE_DATES = [...FORMATION_SECURITIES_RULES, ...PAYROLL_RULES, ...INCOME_TAX_RULES];

const contentDir = process.env.CONTENT_DIR || undefined;
/** Every rule of the plan: the federal ones and the states' (services/content/obligations/ (one file per state)). */
export const STATE_RULES = loadStateRules(contentDir);
for (const rule of STATE_RULES) {
  for (const field of ['replaces', 'amends'] as const) {
    if (rule[field] && !FEDERAL_RULE_DATES.some((federal) => federal.id === rule[field])) {
      throw new Error(`obligations/<state>.yaml: "${rule.id}" ${field} "${rule[field]}", which is not a federal plan rule`);
    }
  }
}
export const DEADLINE_RULES: readonly DeadlineRule[] = [
  ...withTexts(FEDERAL_RULE_DATES, loadFilingRules(contentDir)).map((rule) => withStateAdditions(handOverToStates(rule, STATE_RULES), STATE_RULES)),
  ...stateDeadlineRules(STATE_RULES),
];

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
  return `. ${fullDate(dayDate(day), 'utc')} is a weekend or holiday; the weekend rule (IRC §7503) covers federal filings, so do not count on this one moving: file by ${fullDate(dayDate(businessDayBefore(day, 'none')), 'utc')} to be safe`;
}

/**
 * What a moved deadline means, in the one wording of the weekend rule (facts.yaml "weekend-holiday-rule", IRC §7503)
 * and with both days: the plan page, the calendar feed and the reminder e-mails all say this sentence.
 */
export function moveNote(deadline: Pick<Deadline, 'movedFrom' | 'dueOn' | 'mailBy'>, weekendRule: string): string | null {
  if (!deadline.movedFrom) return null;
  return `The rule names ${fullDate(dayDate(deadline.movedFrom), 'utc')}, a weekend or holiday: ${weekendRule}. Last day: ${fullDate(dayDate(deadline.dueOn), 'utc')}. Mail by: ${fullDate(dayDate(deadline.mailBy ?? deadline.dueOn), 'utc')}.`;
}

/**
 * The company's deadlines around `today`: every one-off filing (missed ones included, with what to do now),
 * and the recurring ones from today to HORIZON_DAYS ahead, soonest first.
 */
export function computeDeadlines(facts: CompanyFacts, today: Day, rules: readonly DeadlineRule[] = DEADLINE_RULES): Deadline[] {
  const deadlines: Deadline[] = [];
  for (const rule of rules) {
    const condition = rule.condition?.(facts) ?? null;
    for (const nominal of rule.dueDays(facts, today)) {
      const dueOn = shifted(nominal, rule.shift);
      const daysLeft = daysBetween(today, dueOn);
      const oneOff = rule.ifMissed !== undefined;
      if (daysLeft > HORIZON_DAYS) continue;
      // Recurring filings recur: a past one is not shown as missed (we cannot know it was not filed); nor is a conditional one.
      if (daysLeft < 0 && (!oneOff || condition)) continue;
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
        condition,
        source: rule.source,
        lastVerified: rule.lastVerified,
      });
    }
  }
  return deadlines.sort((a, b) => (a.dueOn === b.dueOn ? a.ruleId.localeCompare(b.ruleId) : a.dueOn < b.dueOn ? -1 : 1));
}
