import type { CompiledRule } from './answer-rules.js';
import type { Vocabulary } from './assistant-content.service.js';

/**
 * Whether the guides cover a question at all, however its words were rewritten: the share of the question's own
 * content words (noise words and stop words gone, typos corrected, stemmed) that the guides or the advisor's own
 * vocabulary (the answer rules' patterns, the situations' words, the states) use, whether the question speaks of a
 * company, and how much of it one passage holds. A question that shares a stray word with the guides ("a savings
 * account for my daughter") is declined without a topic pattern for it. So is one about an everyday domain the guides
 * never cover (vocabulary.yaml's offTopic) that names no company, and one whose only known words are everyday ones
 * (vocabulary.yaml's genericWords: "file", "state", "bank", "account") without a company word.
 */
export const SCOPE = {
  /** Below this share of known content words the question is declined ("an EIN for my bakery" holds half: answered). */
  minKnown: 0.5,
  /**
   * A question with a word the guides never use and no company word is declined unless one passage holds at least
   * this much of it (by weight; knowledge-ranking.ts's coverage): its known words then belong to one guide's topic,
   * not stray ones from several. Both set on the tuning and first out-of-scope sets only.
   */
  minCovered: 0.5,
};

/** The states' names: a founder names the one they work or sell in, which the guides' rules cover under "each state". */
const STATES =
  'alabama alaska arizona arkansas california colorado connecticut delaware florida georgia hawaii idaho illinois indiana iowa kansas ' +
  'kentucky louisiana maine maryland massachusetts michigan minnesota mississippi missouri montana nebraska nevada hampshire jersey ' +
  'mexico york carolina dakota ohio oklahoma oregon pennsylvania rhode tennessee texas utah vermont virginia washington wisconsin wyoming';

/** Words of a company, its people, its filings or this site: a question holding one is a founder's. */
const COMPANY_WORDS = [
  /compan\w*|startups?|business\w*|llcs?|corp\w*|inc|co-?founders?|founders?|partners?|employe\w*/.source,
  /hir\w*|staff|team|workers?|investors?|shares?|stock|options?|equity|vest\w*|payroll|contractors?/.source,
  /freelanc\w*|developers?|designers?|agency|vendors?|clients?|customers?|users?|board|we|our|us/.source,
  /website|domain|brand|products?|franchise|cpa|accountant|bookkeeper|lawyer|attorney|sessions?|booking/.source,
  /consultation|advisor|plan|1099s?|w-?[249]s?|i-?9|83\s?\(?b\)?|409a|9[34][01]|ein|irs|qsbs|safes?/.source,
].join('|');
const COMPANY = new RegExp(`\\b(${COMPANY_WORDS})\\b`);

const lowered = (question: string) => question.toLowerCase().replace(/[’‘]/g, "'");

export const isCompanyQuestion = (question: string) => COMPANY.test(lowered(question));

/**
 * The company words that cannot be a person's own life: not "we", "our", "plan", "vest" or "users", which a question
 * about a hike, a lease or a phone holds as well ("our apartment lease", "which vest is warmest").
 */
const ANCHOR = new RegExp(
  `\\b(${[
    /compan\w*|startups?|business\w*|llcs?|corp\w*|inc|co-?founders?|founders?|employe\w*|hir\w*|staff|team|workers?|investors?/.source,
    /shares?|shareholders?|stock|equity|payroll|contractors?|freelanc\w*|vendors?|customers?|clients?|board|cpa|accountant|bookkeeper/.source,
    /1099s?|w-?[249]s?|i-?9|83\s?\(?b\)?|409a|9[34][01]|ein|qsbs|safes?|franchise|consultation|advisor|launchops/.source,
  ].join('|')})\\b`,
);

/** A question about an everyday domain the guides never cover (vocabulary.yaml's offTopic) that names no company. */
export const isOffTopic = (question: string, offTopic: RegExp | undefined) => {
  // "Self-employed" is the asker's own work, not a company's employees.
  const typed = lowered(question).replace(/\bself[- ]employ\w*/g, 'self');
  return offTopic !== undefined && offTopic.test(typed) && !ANCHOR.test(typed);
};

/** A question about the asker's own life ("my son", "my mortgage", "my life insurance"): "my" and no company word. */
export const isPersonal = (question: string) => !isCompanyQuestion(question) && /\bmy\b/.test(lowered(question));

/**
 * Whether the guides cover a question: all its words known; or enough of them, with a company word ("an EIN for my
 * bakery"); or, with none, not the asker's own life and held together by one passage. Without a company word it must
 * also hold a word specific to the guides (`specific`: known words other than the everyday ones, such as "file",
 * "bank" or "account"): "how do I file my personal tax return" is the asker's own affairs.
 */
export function coversQuestion(known: number, covered: number, question: string, specific = 1): boolean {
  if (specific === 0 && !isCompanyQuestion(question)) return false;
  if (known >= 1) return true;
  if (known < SCOPE.minKnown) return false;
  if (isCompanyQuestion(question)) return true;
  return !isPersonal(question) && covered >= SCOPE.minCovered;
}

/** The words the advisor's data itself uses: its rules' patterns (escapes dropped), its situations' patterns and terms, the states. */
export function vocabularyWords(rules: CompiledRule[], vocabulary: Vocabulary): string {
  const sources = [
    STATES,
    ...rules.flatMap((compiled) => compiled.when.map((pattern) => pattern.source)),
    ...vocabulary.situations.flatMap((situation) => [situation.pattern.source, situation.terms]),
  ];
  return sources
    .map(
      (source) =>
        source
          .replace(/\\[a-zA-Z]/g, ' ')
          .match(/[a-z]{3,}/g)
          ?.join(' ') ?? '',
    )
    .join(' ');
}

/** A lexeme that carries a topic: not a number, an amount or a lone letter (the question's specifics, not its subject). */
export const topical = (lexeme: string) => /[a-z]{2,}/.test(lexeme) && !/^\d/.test(lexeme);

/** How many of the question's topical lexemes `known` holds that are not everyday words (`generic`). */
export function specificCount(lexemes: readonly string[], known: (lexeme: string) => boolean, generic: ReadonlySet<string>): number {
  return new Set(lexemes.filter((lexeme) => topical(lexeme) && known(lexeme) && !generic.has(lexeme))).size;
}

/** The share of the question's topical lexemes that `known` holds (1 for a question with none). */
export function knownShare(lexemes: readonly string[], known: (lexeme: string) => boolean): number {
  const own = lexemes.filter(topical);
  if (own.length === 0) return 1;
  return own.filter(known).length / own.length;
}
