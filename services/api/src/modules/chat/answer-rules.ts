import { type AssistantRule, dayDate, longDate } from '@launchops/contracts';
import {
  addBusinessDays,
  addDays,
  type Day,
  dayOf,
  federalHolidays,
  isFederalHoliday,
  isIrsHoliday,
  isWeekend,
  nextBusinessDay,
  yearOf,
} from '../../common/calendar-days.js';

/** The last day before `day` the post office is open (a weekday that is no federal holiday): the day to mail by. */
function lastBusinessDayBefore(day: Day): Day {
  let before = addDays(day, -1);
  while (isWeekend(before) || isFederalHoliday(before)) before = addDays(before, -1);
  return before;
}
import { amountIn, amountsIn, dateIn, vestingIn, yearIn } from './question-slots.js';

/**
 * The advisor's direct line: the first answer rule (services/content/assistant/answers.yaml) whose patterns fit the
 * question, with the question's specifics (an amount, a year, months elapsed, a date) compared against the rule's
 * facts (the shared ones, such as the session's price, filled in by the content loader). Pure functions: the same
 * question and day always give the same answer.
 */

export interface DirectAnswer {
  rule: AssistantRule;
  text: string;
}

/** A rule with its patterns compiled once. */
export interface CompiledRule {
  rule: AssistantRule;
  when: RegExp[];
  unless: RegExp[];
}

export function compileRules(rules: AssistantRule[]): CompiledRule[] {
  return rules.map((rule) => ({ rule, when: rule.when.map((p) => new RegExp(p, 'i')), unless: rule.unless.map((p) => new RegExp(p, 'i')) }));
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "$1,500" for 1500 (an amount in whole dollars, as a question gives it; the content's prices are in cents). */
export const dollarAmount = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

/** One decimal at most: 37.5, 27.1, 50. */
const percent = (share: number) => String(Math.round(share * 1000) / 10);

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The rule's answer for this question (its kind compares the question's specifics with the rule's facts). */
function answerWith(rule: AssistantRule, question: string, today: Date): string {
  switch (rule.kind) {
    case 'fact':
      return rule.answer;
    case 'threshold': {
      const amount = amountIn(question);
      if (amount === undefined) return rule.general;
      const year = yearIn(question, today, rule.defaultYear);
      const threshold = rule.thresholds.find((t) => (t.from === undefined || year >= t.from) && (t.until === undefined || year <= t.until));
      if (!threshold) return rule.general;
      const due = rule.dueInNextYear;
      const dueDate = due ? longDate(dayDate(nextBusinessDay(dayOf(year + 1, due.month, due.day), isIrsHoliday)), 'utc') : '';
      const values = { amount: dollarAmount(amount), year, threshold: dollarAmount(threshold.amount), dueYear: year + 1, dueDate };
      return fill(amount < threshold.amount ? rule.below : rule.atOrAbove, values);
    }
    case 'vesting': {
      const { elapsed, cliff = rule.defaultCliffMonths, total = rule.defaultTotalMonths } = vestingIn(question);
      if (elapsed === undefined || total <= 0) return rule.general;
      const vestedMonths = elapsed < cliff ? 0 : Math.min(Math.floor(elapsed), total);
      const values = {
        months: elapsed,
        cliff,
        total,
        vestedMonths,
        years: String(Math.round((total / 12) * 10) / 10),
        percent: percent(vestedMonths / total),
        unvestedPercent: percent(1 - vestedMonths / total),
      };
      return fill(elapsed < cliff ? rule.beforeCliff : vestedMonths >= total ? rule.fullyVested : rule.afterCliff, values);
    }
    case 'share': {
      const amounts = amountsIn(question).filter((amount) => amount > 0);
      if (amounts.length < 2) return rule.general;
      const part = Math.min(...amounts);
      const whole = Math.max(...amounts);
      if (part === whole) return rule.general;
      return fill(rule.answer, {
        part: dollarAmount(part),
        whole: dollarAmount(whole),
        percent: percent(part / whole),
        times: String(Math.round((whole / part) * 10) / 10),
      });
    }
    case 'deadline': {
      const start = dateIn(question, today);
      if (!start) return rule.general;
      // The loader fills `days` in from `daysFact` (and refuses a rule with neither).
      const days = rule.days!;
      const first = start.toISOString().slice(0, 10);
      // Business days are the days the employer is open: weekdays here (a company open on a holiday counts it).
      const nominal = rule.dayCount === 'business' ? addBusinessDays(first, days, () => false) : addDays(first, days);
      const holiday = rule.dayCount === 'business' ? undefined : federalHolidays(yearOf(nominal)).find((h) => h.day === nominal)?.name;
      const deadline = dayDate(nominal);
      const day = deadline.getUTCDay();
      const weekend = day === 0 || day === 6 || holiday !== undefined;
      const values = {
        date: longDate(start, 'utc'),
        days,
        deadline: longDate(deadline, 'utc'),
        weekday: holiday ? `${WEEKDAYS[day]!} and a federal holiday (${holiday})` : WEEKDAYS[day]!,
        nextBusinessDay: longDate(dayDate(nextBusinessDay(nominal, isIrsHoliday)), 'utc'),
        fridayBefore: longDate(dayDate(lastBusinessDayBefore(nominal)), 'utc'),
      };
      return fill(weekend ? rule.onWeekend : rule.onWeekday, values);
    }
  }
}

/**
 * The rule that fits the question best, and its answer; none when no rule fits. A rule fits when all its `when`
 * patterns match the question, or the guides' terms for the everyday situation it describes (`terms`, from
 * vocabulary.yaml: "the irs election on vesting stock" is the 83(b) election), and none of its `unless` patterns
 * match the question. Of the rules that fit, the most specific (the most `when` patterns) wins, then the first in the
 * file. The question's own specifics (amounts, dates, durations) are read from the question alone.
 */
export function directAnswer(question: string, rules: CompiledRule[], today = new Date(), terms = ''): DirectAnswer | undefined {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  const widened = terms ? `${text} ${terms.toLowerCase()}` : text;
  let best: { compiled: CompiledRule; rank: number } | undefined;
  for (const compiled of rules) {
    if (!compiled.when.every((p) => p.test(widened)) || compiled.unless.some((p) => p.test(text))) continue;
    const rank = compiled.when.length;
    if (!best || rank > best.rank) best = { compiled, rank };
  }
  return best && { rule: best.compiled.rule, text: answerWith(best.compiled.rule, text, today) };
}

/** A message's separate questions: "when is X due? and what if I'm late" is two. */
export function questionParts(question: string): string[] {
  return question
    .split(
      /\?+\s*|;\s+|,?\s+and\s+(?=(?:how|what|whats|what's|when|which|who|why|do|does|did|is|are|can|should|will)\b)|,\s+(?=(?:how|what|whats|when|which|do|does|is|are|can|should)\b)/i,
    )
    .map((part) => part.trim())
    .filter((part) => part.split(/\s+/).length >= 3);
}

/**
 * The direct lines for a message: the rule that fits it as a whole, then (for a message of several questions) the
 * rule that fits another of its questions, when that is a different rule. At most two lines.
 */
export function directAnswers(question: string, rules: CompiledRule[], today = new Date(), terms = ''): DirectAnswer[] {
  const whole = directAnswer(question, rules, today, terms);
  const answers = whole ? [whole] : [];
  const parts = questionParts(question);
  if (parts.length < 2) return answers;
  for (const part of parts) {
    const found = directAnswer(part, rules, today);
    if (found && !answers.some((answer) => answer.rule.id === found.rule.id || answer.text.includes(found.text))) answers.push(found);
    if (answers.length >= 2) break;
  }
  return answers;
}
