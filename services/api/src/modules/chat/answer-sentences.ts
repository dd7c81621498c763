import type { Sentence } from './knowledge-index.js';

/** Which of the found passages' sentences answer a question: pure functions over stemmed sentences. */

/** Longest sentence quoted: a guide's one-sentence list ("the board's consent appoints officers, approves...") fits. */
export const SENTENCE_MAX_CHARS = 400;

const ASKS_FIGURE = /\b(when|how (much|long|many|soon|often)|deadline|due|cost|fee|threshold|minimum|maximum|limit|rate|penalty|by what date)\b/i;
const FIGURE =
  /\$\d|\d+ ?%|\b\d{1,3} (days?|months?|years?|weeks?)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(\d{1,2}(st|nd|rd|th)|tenth|fifteenth)\b|\b(monthly|quarterly|annually|yearly|every (month|quarter|year))\b/i;

const hitsOf = (sentence: Sentence, wanted: ReadonlySet<string>) => [...sentence.lexemes].filter((lexeme) => wanted.has(lexeme)).length;

/** How the answer's supporting sentences are picked (supportingSentencesOf). Set on the tuning sets only. */
export const SUPPORT = {
  max: 3,
  maxChars: 600,
  /** Least new weight (idf of the question's words it adds) a sentence must bring to be quoted. */
  minGain: 1.5,
  /** A question word the answer already holds counts this much again in a further sentence. */
  repeatWeight: 0.3,
  /** Bonus for a figure or a date when the question asks when, how much, how long or how many. */
  figureBonus: 0.5,
  /** Bonus for the kind of figure the question asks for: a date for "when", an amount for "how much", a span for "how long". */
  askedFigureBonus: 2,
  /** The sentence after the first line, when the first line is a guide's sentence: it usually carries the detail. */
  nextSentenceBonus: 1.5,
  /** The second and third passages' sentences count this much of the best one's. */
  passageWeights: [1, 0.8, 0.6],
};

/** The kinds of figure a question asks for, each with what a sentence holding one looks like. */
const MONTH = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const ASKED_FIGURES: Array<{ asks: RegExp; holds: RegExp }> = [
  {
    asks: /\b(when|what dates?|which dates?|deadlines?|due|by when|what day)\b/i,
    holds: new RegExp(`${MONTH.source}|\\b\\d{1,2}(st|nd|rd|th)\\b|\\btenth\\b`, 'i'),
  },
  { asks: /\b(how much|cost|costs|fees?|price|pay|owe|threshold|penalt\w*|rate|percent|%)\b/i, holds: /\$\d|\d+ ?%/ },
  {
    asks: /\b(how long|how soon|how many (days|weeks|months|years)|within|how often)\b/i,
    holds: /\b\d{1,3} (business )?(days?|months?|years?|weeks?)\b|\b(monthly|quarterly|annually|yearly|every (month|quarter|year))\b/i,
  },
];

/** The bonus a sentence earns for holding the kind of figure the question asks for. */
export function askedFigureBonus(question: string, sentence: string): number {
  return ASKED_FIGURES.some(({ asks, holds }) => asks.test(question) && holds.test(sentence)) ? SUPPORT.askedFigureBonus : 0;
}

/** The found passages' sentences, best passage first. */
export type PassageSentences = Sentence[][];

/**
 * The sentences that support an answer's first line: from the found passages, each picked for the question's words
 * (weighted by how rare they are in the guides) that the answer does not hold yet, so that each adds something
 * asked; up to SUPPORT.max sentences within SUPPORT.maxChars, in the passages' reading order.
 */
export function supportingSentencesOf(
  question: string,
  passages: PassageSentences,
  lexemes: string[],
  weightOf: (lexeme: string) => number,
  lead: { text: string; lexemes: ReadonlySet<string> },
): string[] {
  const wanted = new Set(lexemes);
  const covered = new Set([...lead.lexemes].filter((lexeme) => wanted.has(lexeme)));
  const asksFigure = ASKS_FIGURE.test(question);
  const candidates = passages.flatMap((sentences, rank) =>
    sentences
      .map((sentence, index) => ({ sentence, rank, index, factor: SUPPORT.passageWeights[rank] ?? 0 }))
      .filter(({ sentence, factor }) => factor > 0 && sentence.text.length <= SENTENCE_MAX_CHARS && !lead.text.includes(sentence.text)),
  );
  // Where the first line stands in the passages, when it is one of their sentences.
  const leadAt = passages.map((sentences) => sentences.findIndex((sentence) => sentence.text === lead.text));
  const follows = (candidate: (typeof candidates)[number]) => leadAt[candidate.rank]! >= 0 && candidate.index === leadAt[candidate.rank]! + 1;
  const picked: typeof candidates = [];
  let length = 0;
  const gain = (candidate: (typeof candidates)[number]) => {
    let weight = 0;
    for (const lexeme of candidate.sentence.lexemes) if (wanted.has(lexeme)) weight += weightOf(lexeme) * (covered.has(lexeme) ? SUPPORT.repeatWeight : 1);
    if (weight === 0) return 0;
    return (
      weight * candidate.factor +
      (follows(candidate) ? SUPPORT.nextSentenceBonus : 0) +
      (asksFigure && FIGURE.test(candidate.sentence.text) ? SUPPORT.figureBonus : 0) +
      askedFigureBonus(question, candidate.sentence.text)
    );
  };
  while (picked.length < SUPPORT.max) {
    let best: (typeof candidates)[number] | undefined;
    let bestGain = SUPPORT.minGain;
    for (const candidate of candidates) {
      if (picked.includes(candidate) || length + candidate.sentence.text.length > SUPPORT.maxChars) continue;
      const value = gain(candidate);
      if (value > bestGain) [best, bestGain] = [candidate, value];
    }
    if (!best) break;
    picked.push(best);
    length += best.sentence.text.length;
    for (const lexeme of best.sentence.lexemes) if (wanted.has(lexeme)) covered.add(lexeme);
  }
  return picked.sort((a, b) => a.rank - b.rank || a.index - b.index).map((candidate) => candidate.sentence.text);
}

/**
 * The one sentence that best answers the question, for the answer's first line: the one holding the most of the
 * question's words; between equals, one with a figure or a date when the question asks "when", "how much", "how
 * long" or "how many", then the better passage (sentences come best passage first), then the earlier sentence.
 */
export function bestAnsweringSentence(question: string, sentences: Sentence[], lexemes: string[]): string | undefined {
  const wanted = new Set(lexemes);
  const candidates = sentences.filter((s) => s.text.length <= SENTENCE_MAX_CHARS);
  const asksFigure = ASKS_FIGURE.test(question);
  const hits = candidates.map((s) => hitsOf(s, wanted));
  const score = (i: number) => hits[i]! + (asksFigure && FIGURE.test(candidates[i]!.text) ? 0.5 : 0);
  let best = -1;
  for (let i = 0; i < candidates.length; i += 1) {
    if (hits[i] === 0) continue;
    if (best < 0 || score(i) > score(best)) best = i;
  }
  return best < 0 ? undefined : candidates[best]!.text;
}
