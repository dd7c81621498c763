import type { Sentence } from './knowledge-index.js';

/** Which of the found passages' sentences answer a question: pure functions over stemmed sentences. */

/** Longest sentence quoted: a guide's one-sentence list ("the board's consent appoints officers, approves...") fits. */
export const SENTENCE_MAX_CHARS = 400;

const ASKS_FIGURE = /\b(when|how (much|long|many|soon|often)|deadline|due|cost|fee|threshold|minimum|maximum|limit|rate|penalty|by what date)\b/i;
const FIGURE =
  /\$\d|\d+ ?%|\b\d{1,3} (days?|months?|years?|weeks?)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december)\b|\b(\d{1,2}(st|nd|rd|th)|tenth|fifteenth)\b|\b(monthly|quarterly|annually|yearly|every (month|quarter|year))\b/i;

const hitsOf = (sentence: Sentence, wanted: ReadonlySet<string>) => [...sentence.lexemes].filter((lexeme) => wanted.has(lexeme)).length;

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

/**
 * The sentences of a passage that hold the most of the question's words (up to `max`, within `maxChars`, in
 * reading order), for following the answer with what the guide actually says.
 */
export function relevantSentencesOf(stemmed: Sentence[], lexemes: string[], max: number, maxChars: number): string[] {
  const wanted = new Set(lexemes);
  const sentences = stemmed.map((s) => s.text);
  if (sentences.length === 0) return [];
  const candidates = stemmed
    .map((s, index) => ({ index, hits: hitsOf(s, wanted) }))
    .filter((c) => c.hits > 0 && sentences[c.index]!.length <= SENTENCE_MAX_CHARS)
    .sort((a, b) => b.hits - a.hits || a.index - b.index);
  const picked: number[] = [];
  let length = 0;
  for (const candidate of candidates) {
    const sentence = sentences[candidate.index]!;
    if (picked.length >= max) break;
    if (picked.length > 0 && length + sentence.length > maxChars) continue;
    picked.push(candidate.index);
    length += sentence.length;
  }
  // One matching sentence alone reads abruptly: add the passage's opening for context.
  if (picked.length < 2 && !picked.includes(0) && sentences[0]!.length <= SENTENCE_MAX_CHARS) picked.push(0);
  return picked.sort((a, b) => a - b).map((index) => sentences[index]!);
}
