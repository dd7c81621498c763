import { distance } from 'fastest-levenshtein';
import type { Vocabulary } from './assistant-content.service.js';

/**
 * How a founder's question becomes the words the guides' index is searched with. Pure functions; their rules are data
 * (services/content/assistant/vocabulary.yaml: noise words, everyday situations, topics out of scope, typo limits).
 */

/** Words a typo is corrected towards: the guides' own spellings, with how many passages use each (0: kept, never a target). */
export type Spellings = Map<string, number>;

/** Lower-cases and drops noise words, keeping punctuation that websearch syntax and "83(b)" need. */
export function cleanQuestion(question: string, vocabulary: Vocabulary): string {
  return question
    .toLowerCase()
    .replace(/[a-z0-9'’]+/g, (word) => (vocabulary.noiseWords.has(word.replace(/['’]s$/, '')) ? ' ' : word))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Everyday situations the guides describe in other words (services/content/assistant/vocabulary.yaml): a question
 * about one is searched with the guides' own terms; else the question itself.
 */
export function inGuideTerms(cleaned: string, vocabulary: Vocabulary): string {
  return situationTerms(cleaned, vocabulary) ?? cleaned;
}

export function situationTerms(text: string, vocabulary: Vocabulary): string | undefined {
  return vocabulary.situations.find((situation) => situation.pattern.test(text))?.terms;
}

/** A question about something the guides never cover though it shares a word ("which stock will go up"). */
export function isOutOfScope(question: string, vocabulary: Vocabulary): boolean {
  const typed = question.toLowerCase();
  return vocabulary.outOfScope.some((pattern) => pattern.test(typed));
}

/**
 * The words to search for: an everyday situation in the guides' terms (read from the question as typed, before
 * noise words go, so "let someone go" is still seen), else the question without noise words and with typos
 * corrected towards the guides' spellings (and then checked for a situation once more). Null for a question
 * about something the guides never cover.
 */
export function searchTerms(question: string, vocabulary: Vocabulary, spellings: Spellings, abbreviations: ReadonlySet<string> = new Set()): string | null {
  const typed = question.toLowerCase();
  if (isOutOfScope(typed, vocabulary)) return null;
  const direct = situationTerms(typed, vocabulary);
  if (direct) return direct;
  return inGuideTerms(correctTypos(cleanQuestion(question, vocabulary), spellings, abbreviations, vocabulary.typos), vocabulary);
}

/**
 * The other spelling of tax-code sections and form names: the guides write "83(b)" (indexed as "83" and "b")
 * while people type "83b" (one token), and the reverse for "401k"; they write "W-9" and "I-9" (indexed as "w" and
 * "-9") while people type "w9". Searching both spellings finds either.
 */
export function alternateSpelling(text: string): string {
  // One pass: each spelling turns into the other (two passes would turn "401(k)" back into itself).
  return text.replace(/\b(\d{2,4})\(([a-z])\)|\b(\d{2,4})([a-z])\b|\b([a-z])(\d{1,2})\b/g, (_match, section, letter, joined, joinedLetter, form, number) =>
    section ? `${section}${letter}` : joined ? `${joined}(${joinedLetter})` : `${form}-${number}`,
  );
}

/**
 * Corrects words the guides never use to the nearest word they do ("registerd" to "registered", "frnachise" to
 * "franchise"): one edit from `typos.oneEditFrom` letters, two from `typos.twoEditsFrom`, always keeping the first
 * letter, which typos rarely change ("flight" is not "light", "resigned" not "signed", "learning" not "leaving");
 * the more common word wins a tie. A word of 3 or 4 letters is corrected only to an abbreviation the guides define,
 * and only when two neighbouring letters were swapped ("ien" to "ein"): any other edit, or any other word, has too
 * many near neighbours ("cook" is one edit from "book", "visa" from "via", "sue" a swap from "use"). Words with
 * digits are left alone.
 */
export function correctTypos(cleaned: string, spellings: Spellings, abbreviations: ReadonlySet<string>, typos: Vocabulary['typos']): string {
  return cleaned.replace(/[a-z]{3,}/g, (word) => {
    if (spellings.has(word)) return word;
    if (word.length < typos.oneEditFrom) return swappedNeighbour(word, abbreviations) ?? word;
    return nearestSpelling(word, spellings, word.length >= typos.twoEditsFrom ? 2 : 1) ?? word;
  });
}

/** The guides' spelling within `allowed` edits of `word` with the same first letter: the closest, then the commonest. */
function nearestSpelling(word: string, spellings: Spellings, allowed: number): string | undefined {
  let best: { word: string; edits: number; passages: number } | undefined;
  for (const [candidate, passages] of spellings) {
    // A word only the advisor's own data uses (0 passages) is kept as typed, never a target: it may be a pattern's stem.
    if (passages === 0 || Math.abs(candidate.length - word.length) > allowed) continue;
    const edits = distance(word, candidate);
    if (edits > allowed || candidate[0] !== word[0]) continue;
    if (!best || edits < best.edits || (edits === best.edits && passages > best.passages)) best = { word: candidate, edits, passages };
  }
  return best?.word;
}

/** The abbreviation that `word` is with two neighbouring letters swapped back, if there is one. */
function swappedNeighbour(word: string, abbreviations: ReadonlySet<string>): string | undefined {
  for (let i = 0; i + 1 < word.length; i += 1) {
    const candidate = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (abbreviations.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The question with its shorthand written out (vocabulary.yaml's shorthand: "eoy" is "end of year"), whole words only
 * and only as typed in lower case, so that "MO" (Missouri) is not "month". Longer shorthand first ("w/o" before "w/").
 */
export function expandShorthand(question: string, shorthand: Readonly<Record<string, string>> | undefined): string {
  if (!shorthand) return question;
  const keys = Object.keys(shorthand).sort((a, b) => b.length - a.length);
  if (keys.length === 0) return question;
  const escaped = keys.map((key) => key.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'));
  const pattern = new RegExp(`(?<![\\w/'])(${escaped.join('|')})(?![\\w'])`, 'g');
  return question.replace(pattern, (word) => shorthand[word] ?? word);
}
