import { type AssistantRule, dayMonthYear } from '@launchops/contracts';

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

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const NUMBER_WORDS: Record<string, string> = {
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  ten: '10',
  eleven: '11',
  twelve: '12',
};

/** "$1,500" for 1500; "$150" for 15000 cents. */
export const dollars = (amount: number) => `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;

const addDays = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);

/** One decimal at most: 37.5, 27.1, 50. */
const percent = (share: number) => String(Math.round(share * 1000) / 10);

/** The first amount of money in the question: "$1,500", "$2.5k", "1500 dollars". */
export function amountIn(question: string): number | undefined {
  const match = /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|million)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|usd)\b/i.exec(question);
  if (!match) return undefined;
  const value = Number((match[1] ?? match[3])!.replace(/,/g, ''));
  const scale = match[2]?.toLowerCase() === 'k' ? 1_000 : match[2] ? 1_000_000 : 1;
  return Number.isFinite(value) ? value * scale : undefined;
}

/** The tax year the question speaks of: a year it names, "last year" or "this year", else `fallback`. */
export function yearIn(question: string, today: Date, fallback: number): number {
  const named = /\b(20\d{2})\b/.exec(question);
  if (named) return Number(named[1]);
  if (/\blast year\b/i.test(question)) return today.getUTCFullYear() - 1;
  if (/\bthis year\b/i.test(question)) return today.getUTCFullYear();
  return fallback;
}

/** A calendar day in the question: 2026-11-05, "November 5, 2026", "5 Nov 2026", "nov 5" (this year). */
export function dateIn(question: string, today: Date): Date | undefined {
  const iso = /\b(20\d{2})-(\d{2})-(\d{2})\b/.exec(question);
  if (iso) return utcDay(Number(iso[1]), Number(iso[2]) - 1, Number(iso[3]));
  const month = '(jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
  const monthFirst = new RegExp(`\\b${month}\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(20\\d{2}))?\\b`, 'i').exec(question);
  if (monthFirst) return utcDay(Number(monthFirst[3] ?? today.getUTCFullYear()), monthIndex(monthFirst[1]!), Number(monthFirst[2]));
  const dayFirst = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?${month}(?:,?\\s+(20\\d{2}))?\\b`, 'i').exec(question);
  if (dayFirst) return utcDay(Number(dayFirst[3] ?? today.getUTCFullYear()), monthIndex(dayFirst[2]!), Number(dayFirst[1]));
  return undefined;
}

const monthIndex = (name: string) => MONTHS.findIndex((m) => m.startsWith(name.toLowerCase().slice(0, 3)));

function utcDay(year: number, month: number, day: number): Date | undefined {
  const date = new Date(Date.UTC(year, month, day));
  return date.getUTCMonth() === month && date.getUTCDate() === day ? date : undefined;
}

/** Durations in a vesting question: the months elapsed, the cliff and the schedule's length, where it says them. */
export function vestingIn(question: string): { elapsed?: number; cliff?: number; total?: number } {
  const text = question.toLowerCase().replace(/\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/g, (word) => NUMBER_WORDS[word]!);
  const found: { elapsed?: number; cliff?: number; total?: number } = {};
  const durations = /\bmonth (\d+)\b|(\d+(?:\.\d+)?)[\s-]*(months?|mos?|years?|yrs?)\b/g;
  for (const match of text.matchAll(durations)) {
    const months = match[1] ? Number(match[1]) : Number(match[2]) * (/^y/.test(match[3]!) ? 12 : 1);
    const after = text.slice(match.index + match[0].length, match.index + match[0].length + 16);
    if (/^[\s-]*cliff/.test(after)) found.cliff ??= months;
    else if (/^[\s-]*(of\s+)?(vest|schedule)/.test(after)) found.total ??= months;
    else found.elapsed ??= months;
  }
  return found;
}

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
      const values = { amount: dollars(amount), year, threshold: dollars(threshold.amount), dueYear: year + 1 };
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
        percent: percent(vestedMonths / total),
        unvestedPercent: percent(1 - vestedMonths / total),
      };
      return fill(elapsed < cliff ? rule.beforeCliff : vestedMonths >= total ? rule.fullyVested : rule.afterCliff, values);
    }
    case 'deadline': {
      const start = dateIn(question, today);
      if (!start) return rule.general;
      // The loader fills `days` in from `daysFact` (and refuses a rule with neither).
      const days = rule.days!;
      const deadline = addDays(start, days);
      const day = deadline.getUTCDay();
      const weekend = day === 0 || day === 6;
      const values = {
        date: dayMonthYear(start, 'utc'),
        days,
        deadline: dayMonthYear(deadline, 'utc'),
        weekday: WEEKDAYS[day]!,
        nextBusinessDay: dayMonthYear(addDays(deadline, day === 6 ? 2 : 1), 'utc'),
        fridayBefore: dayMonthYear(addDays(deadline, day === 6 ? -1 : -2), 'utc'),
      };
      return fill(weekend ? rule.onWeekend : rule.onWeekday, values);
    }
  }
}

/** The first rule that fits the question, and its answer; none when no rule fits. */
export function directAnswer(question: string, rules: CompiledRule[], today = new Date()): DirectAnswer | undefined {
  const text = question.toLowerCase().replace(/[’‘]/g, "'");
  for (const compiled of rules) {
    if (!compiled.when.every((p) => p.test(text)) || compiled.unless.some((p) => p.test(text))) continue;
    return { rule: compiled.rule, text: answerWith(compiled.rule, text, today) };
  }
  return undefined;
}
