import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';

// The shapes of the Operations Advisor's data files (services/content/assistant): its vocabulary (the words
// that narrow nothing, the everyday situations the guides describe in other words, the topics it never covers,
// how far a typo is corrected) and its answer rules (a question's pattern and slots, the facts, the answer's
// wording). Checked at build and at start, so a broken expression is reported with the file and the field.

const text = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

const isRegExp = (source: string) => {
  try {
    new RegExp(source, 'i');
    return true;
  } catch {
    return false;
  }
};

/** A JavaScript regular expression, matched case-insensitively against the question as typed (lower-cased). */
const pattern = z.string().check(
  z.refine((value) => value.trim() !== '', 'must not be empty'),
  z.refine(isRegExp, 'must be a valid regular expression'),
);

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ruleId = z.string().check(z.regex(KEBAB, 'must be lowercase words joined by single hyphens, e.g. form-1099-threshold'));

/** A lower-case word or phrase of words, matched whole (and in the plural) against the question. */
const phrase = z.string().check(z.regex(/^[a-z0-9'][a-z0-9' -]*$/, 'must be lower-case words'));

/** assistant/vocabulary.yaml */
export const assistantVocabularySchema = z.strictObject({
  /** Words that carry no topic in a question ("how do I *need* to..."), dropped before searching. */
  noiseWords: z.array(z.string().check(z.regex(/^[a-z0-9']+$/, 'must be one lower-case word'))),
  /** An everyday situation (pattern) searched with the guides' own terms; the first that matches wins. */
  situations: z.array(z.strictObject({ pattern, terms: text })),
  /** Questions about things the guides never cover though they share a word ("which stock will go up"). */
  outOfScope: z.array(pattern),
  /**
   * Everyday domains the guides never cover (health, cooking, travel...), each with its words or phrases: a question
   * holding one is declined unless it speaks of a company.
   */
  offTopic: z.optional(z.record(z.string(), z.array(phrase))),
  /**
   * Words the guides use that mean something else in everyday life (file, state, bank, account): a question whose only
   * known words are these, and no company word, is declined.
   */
  genericWords: z.optional(z.array(phrase)),
  /**
   * Shorthand founders type, each with what it stands for ("eoy": "end of year", "acct": "account"): read as written
   * out before anything else looks at the question.
   */
  shorthand: z.optional(z.record(z.string().check(z.regex(/^[a-z0-9'/]+$/, 'must be one lower-case word')), phrase)),
  /** Typo correction towards the guides' spellings: the word lengths from which one and two edits are allowed. */
  typos: z.strictObject({
    oneEditFrom: z.int().check(z.gte(3, 'must be at least 3')),
    twoEditsFrom: z.int().check(z.gte(4, 'must be at least 4')),
  }),
});
export type AssistantVocabulary = z.infer<typeof assistantVocabularySchema>;

/** A place to read more, cited after the answer. */
const assistantSourceSchema = z.strictObject({
  title: text,
  url: z.string().check(z.regex(/^(\/(?!\/)\S*|https:\/\/\S+)$/, 'must be a path on this site or an https:// address')),
});

/** A published figure with its year range: `from` and `until` are tax years (inclusive), either may be absent. */
const thresholdSchema = z.strictObject({ from: z.optional(z.int()), until: z.optional(z.int()), amount: z.number().check(z.gte(0, 'must not be negative')) });

const ruleBase = {
  id: ruleId,
  /** Every pattern must match the question (lower-cased). */
  when: z.array(pattern).check(z.minLength(1, 'needs at least one pattern')),
  /** The rule is skipped when any of these matches. */
  unless: z._default(z.optional(z.array(pattern)), []),
  /** Where the facts come from, and when they were last checked. */
  source: text,
  lastVerified: isoDateSchema,
  /** Cited after the answer when the search finds no passage of its own. */
  readMore: z._default(z.optional(z.array(assistantSourceSchema)), []),
};

/**
 * The answer kinds, each a small calculation over the question's slots. Templates name values in braces:
 * {amount}, {threshold}, {year}, {price}, {minutes}, {months}, {cliff}, {total}, {percent}, {vestedMonths},
 * {deadline}, {days}, {weekday}, {nextBusinessDay}, {fridayBefore}, {part}, {whole}, {percent}, {times}.
 */
export const assistantRuleSchema = z.discriminatedUnion('kind', [
  /** A fixed answer (its facts in the text, or the site's own: {price}, {minutes} from advisor.yaml and the contracts). */
  z.strictObject({ ...ruleBase, kind: z.literal('fact'), answer: text }),
  /** An amount in the question against a threshold that depends on the year (1099-NEC: $600 to 2025, $2,000 from 2026). */
  z.strictObject({
    ...ruleBase,
    kind: z.literal('threshold'),
    thresholds: z.array(thresholdSchema).check(z.minLength(1, 'needs at least one threshold')),
    /** The year assumed when the question names none. */
    defaultYear: z.int(),
    /**
     * The day the year's forms are due in the year after it (1099-NEC: January 31): filled in as {dueDate}, moved to the
     * next business day when it falls on a weekend or federal holiday (IRC §7503).
     */
    dueInNextYear: z.optional(z.strictObject({ month: z.int().check(z.minimum(1), z.maximum(12)), day: z.int().check(z.minimum(1), z.maximum(31)) })),
    below: text,
    atOrAbove: text,
    /** When the question holds no amount. */
    general: text,
  }),
  /** Months elapsed in the question against a vesting schedule's cliff and length (defaults: the question's or these). */
  z.strictObject({
    ...ruleBase,
    kind: z.literal('vesting'),
    defaultCliffMonths: z.int(),
    defaultTotalMonths: z.int(),
    beforeCliff: text,
    afterCliff: text,
    fullyVested: text,
    general: text,
  }),
  /** A date in the question plus a number of days: the deadline, and what happens when it falls on a weekend. */
  z.strictObject({
    ...ruleBase,
    kind: z.literal('deadline'),
    /** The number of days, or `daysFact`: the id of a fact in facts.yaml whose value is that number (stated once). */
    days: z.optional(z.int().check(z.positive('must be a positive whole number'))),
    daysFact: z.optional(ruleId),
    /**
     * Calendar days (the default: a last day on a weekend or federal holiday moves to the next business day, IRC §7503),
     * or business days: weekdays, the days an employer is open (I-9's Section 2; a holiday counts when the business is open).
     */
    dayCount: z.optional(z.enum(['calendar', 'business'])),
    onWeekday: text,
    onWeekend: text,
    general: text,
  }),
  /** Two amounts in the question, the smaller as a share of the larger (a SAFE's investment of its post-money cap). */
  z.strictObject({
    ...ruleBase,
    kind: z.literal('share'),
    /** {part}, {whole}, {percent} (part of whole) and {times} (whole over part: cash over monthly burn). */
    answer: text,
    /** When the question holds fewer than two amounts. */
    general: text,
  }),
]);
export type AssistantRule = z.infer<typeof assistantRuleSchema>;

/** assistant/answers.yaml */
export const assistantAnswersSchema = z.strictObject({
  /** Said when the guides do not cover a question: one sentence, naming what the advisor can help with. */
  decline: text,
  rules: z.array(assistantRuleSchema),
});
export type AssistantAnswers = z.infer<typeof assistantAnswersSchema>;
