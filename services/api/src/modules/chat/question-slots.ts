/**
 * The specifics of a question that the answer rules compare with their facts (answer-rules.ts): an amount of money,
 * a tax year, a calendar day, the months of a vesting schedule. Pure functions over the question as typed.
 */

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
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

/**
 * Money in a question: "$1,500", "$2.5k", "$10M", "1500 dollars", and a bare "250k" or "1.2M" (a founder's shorthand
 * for dollars) unless it counts something else ("10M shares", "5k users").
 */
const AMOUNT =
  /\$\s?(\d[\d,]*(?:\.\d+)?)\s*(k|m|mm|million)?\b|\b(\d[\d,]*(?:\.\d+)?)\s*(?:dollars|usd)\b|\b(\d+(?:\.\d+)?)\s?(k|m|mm|million)\b(?!\s*(?:authori[sz]ed\s+)?(?:shares?|units?|users?|customers?|downloads?|followers?|views?|visitors?|options?|rows?|records?|miles?|emails?))/gi;

const SCALE: Record<string, number> = { k: 1_000, m: 1_000_000, mm: 1_000_000, million: 1_000_000 };

/** The amounts of money in the question, in order. */
export function amountsIn(question: string): number[] {
  const amounts: number[] = [];
  for (const match of question.matchAll(AMOUNT)) {
    const value = Number((match[1] ?? match[3] ?? match[4])!.replace(/,/g, ''));
    const suffix = (match[2] ?? match[5])?.toLowerCase();
    if (Number.isFinite(value)) amounts.push(value * (suffix ? SCALE[suffix]! : 1));
  }
  return amounts;
}

/** The first amount of money in the question. */
export const amountIn = (question: string): number | undefined => amountsIn(question)[0];

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
  // "starts this monday", "starts on a monday", "next friday": the coming such weekday after today (not "lands on a
  // sunday", which is the deadline's day, not the start).
  const weekday =
    /\b(?:this|next|coming|(?:starts?|starting|begins?|beginning)(?:\s+on)?)\s+(?:an?\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b(?!\s+(?:the\s+)?\d)/i.exec(
      question,
    );
  if (weekday) {
    const target = WEEKDAYS.indexOf(weekday[1]!.toLowerCase());
    const ahead = (target - today.getUTCDay() + 7) % 7 || 7;
    return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + ahead));
  }
  // "monday 3/2", "on 11/5/2026": a US month/day after a weekday or a word that introduces a day (not "1/3 of the company").
  const slashed =
    /\b(?:on|is|was|starts?|started|starting|from|by|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\s+(\d{1,2})\/(\d{1,2})(?:\/(20\d{2}|\d{2}))?\b/i.exec(
      question,
    );
  if (slashed) {
    const year = slashed[3] ? Number(slashed[3].length === 2 ? `20${slashed[3]}` : slashed[3]) : today.getUTCFullYear();
    return utcDay(year, Number(slashed[1]) - 1, Number(slashed[2]));
  }
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
