import { Inject, Injectable } from '@nestjs/common';
import { distance } from 'fastest-levenshtein';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { AssistantContentService, type Vocabulary } from './assistant-content.service.js';
import { type Abbreviation, buildIndex, findAbbreviations, rank, type RankingIndex } from './knowledge-ranking.js';

export interface KnowledgeMatch {
  title: string;
  url: string;
  topic: string;
  kind: 'task' | 'post' | 'software' | 'faq';
  body: string;
  score: number;
}

export interface KnowledgeResult {
  /** Up to three passages, best first; empty when nothing answers the question well. */
  matches: KnowledgeMatch[];
  /** The question's stemmed search terms, for picking sentences. */
  lexemes: string[];
}

/**
 * When the best passage answers at all: it must hold at least `minCoverage` of the question's weight (ranking's
 * coverage) and score at least `minScore` (BM25F), unless it holds every word of the question (`fullCoverage`).
 * Off-topic questions that share a stray word ("capital of France", "fix my car", "a programming language for
 * our app") score 1.0-1.9 but hold at most 70 % of the question; a short on-topic one ("which bank do most
 * startups go with": "bank") scores as low but is held whole. A source is cited only when it scores at least
 * `relativeCutoff` of the best one. Set on the questions tuned on and the first held-out ones only (session 12:
 * `fullCoverage` added and `minScore` raised from 1.6, which cost none of their top-1 hits).
 */
export const SEARCH = { minCoverage: 0.3, minScore: 2, fullCoverage: 0.99, relativeCutoff: 0.4 };
const MAX_SOURCES = 3;
/** Longest sentence quoted: a guide's one-sentence list ("the board's consent appoints officers, approves...") fits. */
const SENTENCE_MAX_CHARS = 400;

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

function situationTerms(text: string, vocabulary: Vocabulary): string | undefined {
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

/** A passage as the search loads it, with the lexemes (and their counts) of its title and body. */
interface PassageRow {
  id: number;
  title: string;
  url: string;
  topic: string;
  kind: KnowledgeMatch['kind'];
  body: string;
  title_lexemes: string[];
  title_counts: number[];
  body_lexemes: string[];
  body_counts: number[];
}

interface KnowledgeIndex {
  ranking: RankingIndex;
  passages: Map<number, PassageRow>;
  /** Each passage body's sentences (splitSentences) with their stemmed words, for picking the ones that answer. */
  sentences: Map<string, Sentence[]>;
}

interface Sentence {
  text: string;
  lexemes: ReadonlySet<string>;
}

/** Words a typo is corrected towards: the guides' own spellings, with how many passages use each. */
type Spellings = Map<string, number>;

/**
 * Corrects words the guides never use to the nearest word they do ("registerd" to "registered", "frnachise" to
 * "franchise"): one edit from `typos.oneEditFrom` letters (5), two from `typos.twoEditsFrom` (9), always keeping the first letter, which typos
 * rarely change ("flight" is not "light", "resigned" not "signed", "learning" not "leaving"); the more common
 * word wins a tie. A word of 3 or 4 letters is corrected only
 * to an abbreviation the guides define, and only when two neighbouring letters were swapped ("ien" to "ein"): any
 * other edit, or any other word, has too many near neighbours ("cook" is one edit from "book", "visa" from "via",
 * "sue" a swap from "use"). Words with digits are left alone.
 */
export function correctTypos(cleaned: string, spellings: Spellings, abbreviations: ReadonlySet<string>, typos: Vocabulary['typos']): string {
  return cleaned.replace(/[a-z]{3,}/g, (word) => {
    if (spellings.has(word)) return word;
    if (word.length < typos.oneEditFrom) return swappedNeighbour(word, abbreviations) ?? word;
    const allowed = word.length >= typos.twoEditsFrom ? 2 : 1;
    let best: { word: string; edits: number; passages: number } | undefined;
    for (const [candidate, passages] of spellings) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const edits = distance(word, candidate);
      if (edits > allowed || candidate[0] !== word[0]) continue;
      if (!best || edits < best.edits || (edits === best.edits && passages > best.passages)) best = { word: candidate, edits, passages };
    }
    return best?.word ?? word;
  });
}

/** The abbreviation that `word` is with two neighbouring letters swapped back, if there is one. */
function swappedNeighbour(word: string, abbreviations: ReadonlySet<string>): string | undefined {
  for (let i = 0; i + 1 < word.length; i += 1) {
    const candidate = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    if (abbreviations.has(candidate)) return candidate;
  }
  return undefined;
}

const toCounts = (lexemes: string[], counts: number[]) => new Map(lexemes.map((lexeme, i) => [lexeme, counts[i] ?? 1]));

@Injectable()
export class KnowledgeSearchService {
  /** Every word of the guides as written, for correcting typos. */
  private readonly spellings = new MemoryCache<Spellings>(async () => {
    const rows: Array<{ word: string; ndoc: number }> = await this.dataSource.query(
      `SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || body || '' '' || everyday_words) FROM knowledge_document') WHERE word ~ '^[a-z]{3,}$'`,
    );
    return new Map(rows.map((row) => [row.word, Number(row.ndoc)]));
  });

  /** The passages and their ranking index (a few hundred passages: held in memory, rebuilt on change). */
  private readonly index = new MemoryCache<KnowledgeIndex>(() => this.loadIndex());

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ContentChangesService) changes: ContentChangesService,
    @Inject(AssistantContentService) private readonly assistant: AssistantContentService,
  ) {
    // Dropped in every replica when its tables change.
    changes.watch(['knowledge_document'], () => this.invalidate());
  }

  invalidate(): void {
    this.index.invalidate();
    this.spellings.invalidate();
  }

  private async loadIndex(): Promise<KnowledgeIndex> {
    // unnest(tsvector) gives each lexeme once with its positions: their number is its count in the text. Each text is
    // parsed once (LATERAL) and both arrays are read from that.
    const terms = (text: string, name: string) => `
      LATERAL (SELECT coalesce(array_agg(t.lexeme ORDER BY t.lexeme), '{}') AS ${name}_lexemes,
        coalesce(array_agg(coalesce(array_length(t.positions, 1), 1) ORDER BY t.lexeme), '{}') AS ${name}_counts
        FROM unnest(to_tsvector('english', ${text})) t) ${name}_terms`;
    const rows: PassageRow[] = await this.dataSource.query(
      `SELECT d.id, d.title, d.url, d.topic, d.kind, d.body, title_terms.*, body_terms.*
       FROM knowledge_document d, ${terms('d.title', 'title')}, ${terms("d.body || ' ' || d.everyday_words", 'body')}
       ORDER BY d.id`,
    );
    const defined = new Map<string, { short: string; long: string }>();
    for (const row of rows) {
      for (const found of findAbbreviations(`${row.title}. ${row.body}`)) defined.set(`${found.short.toLowerCase()}|${found.long.toLowerCase()}`, found);
    }
    const pairs = [...defined.values()];
    const stemmed: Array<{ lexemes: string[] }> = pairs.length
      ? await this.dataSource.query(
          `SELECT ARRAY(SELECT l.lexeme FROM unnest(to_tsvector('english', t.s)) l) AS lexemes FROM unnest($1::text[]) WITH ORDINALITY t(s, ord) ORDER BY t.ord`,
          [pairs.flatMap((pair) => [pair.short, pair.long])],
        )
      : [];
    const abbreviations: Abbreviation[] = [];
    pairs.forEach((_, i) => {
      const short = stemmed[2 * i]?.lexemes ?? [];
      const long = stemmed[2 * i + 1]?.lexemes ?? [];
      if (short.length === 1 && long.length > 1) abbreviations.push({ short: short[0]!, long });
    });
    const ranking = buildIndex(
      rows.map((row) => ({
        id: row.id,
        kind: row.kind,
        title: toCounts(row.title_lexemes, row.title_counts),
        body: toCounts(row.body_lexemes, row.body_counts),
      })),
      abbreviations,
    );
    // Every sentence stemmed once here, so picking a passage's answering sentences costs no query.
    const split = rows.map((row) => splitSentences(row.body));
    const all = split.flat();
    const stems: Array<{ lexemes: string[] }> = all.length
      ? await this.dataSource.query(
          `SELECT tsvector_to_array(to_tsvector('english', t.s)) AS lexemes FROM unnest($1::text[]) WITH ORDINALITY t(s, ord) ORDER BY t.ord`,
          [all],
        )
      : [];
    const sentences = new Map<string, Sentence[]>();
    let at = 0;
    rows.forEach((row, i) => {
      sentences.set(
        row.body,
        split[i]!.map((text) => ({ text, lexemes: new Set(stems[at++]?.lexemes ?? []) })),
      );
    });
    return { ranking, passages: new Map(rows.map((row) => [row.id, row])), sentences };
  }

  /**
   * Ranks the guides' passages for a question (knowledge-ranking.ts) and keeps those that answer it: none when
   * the best passage speaks to too little of the question (the advisor then says so and offers a consultation),
   * else up to three, each within RELATIVE_CUTOFF of the best.
   */
  async search(question: string): Promise<KnowledgeResult> {
    const [spellings, { ranking, passages }, { vocabulary }] = await Promise.all([this.spellings.get(), this.index.get(), this.assistant.get()]);
    // The abbreviations the guides define ("ein"), which a short typo ("ien") is corrected to.
    const abbreviations = new Set([...ranking.aliases.keys()].filter((key) => !key.includes(' ')));
    const cleaned = searchTerms(question, vocabulary, spellings, abbreviations);
    if (cleaned === null) return { matches: [], lexemes: [] };
    const alternate = alternateSpelling(cleaned);
    const [{ lexemes }] = (await this.dataSource.query(
      `SELECT ARRAY(SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $1 || ' ' || $2)))) AS lexemes`,
      [cleaned, alternate],
    )) as [{ lexemes: string[] }];
    if (lexemes.length === 0) return { matches: [], lexemes };
    const ranked = rank(ranking, lexemes);
    const best = ranked[0];
    if (!best || best.coverage < SEARCH.minCoverage || (best.score < SEARCH.minScore && best.coverage < SEARCH.fullCoverage)) return { matches: [], lexemes };
    const matches = ranked
      .filter((entry) => entry.score >= best.score * SEARCH.relativeCutoff)
      .slice(0, MAX_SOURCES)
      .map(({ id, score }) => {
        const row = passages.get(id)!;
        return { title: row.title, url: row.url, topic: row.topic, kind: row.kind, body: row.body, score };
      });
    return { matches, lexemes };
  }

  /**
   * The one sentence of the found passages that best answers the question, for the answer's first line: the one
   * holding the most of the question's words; between equals, one with a figure or a date when the question asks
   * "when", "how much", "how long" or "how many", then the better passage, then the earlier sentence.
   */
  async bestSentence(question: string, matches: KnowledgeMatch[], lexemes: string[]): Promise<string | undefined> {
    const wanted = new Set(lexemes);
    const sentences = (await Promise.all(matches.map((match) => this.sentencesOf(match.body)))).flat().filter((s) => s.text.length <= SENTENCE_MAX_CHARS);
    const asksFigure = /\b(when|how (much|long|many|soon|often)|deadline|due|cost|fee|threshold|minimum|maximum|limit|rate|penalty)\b/i.test(question);
    const figure =
      /\$\d|\d+ ?%|\b\d{1,3} (days?|months?|years?|weeks?)\b|\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
    const hits = sentences.map((s) => [...s.lexemes].filter((l) => wanted.has(l)).length);
    const score = (i: number) => hits[i]! + (asksFigure && figure.test(sentences[i]!.text) ? 0.5 : 0);
    let best = -1;
    for (let i = 0; i < sentences.length; i += 1) {
      if (hits[i] === 0) continue;
      if (best < 0 || score(i) > score(best)) best = i;
    }
    return best < 0 ? undefined : sentences[best]!.text;
  }

  /** A passage's sentences with their stemmed words: from the index, or stemmed now for a body it does not hold. */
  private async sentencesOf(body: string): Promise<Sentence[]> {
    const known = (await this.index.get()).sentences.get(body);
    if (known) return known;
    const texts = splitSentences(body);
    if (texts.length === 0) return [];
    const rows: Array<{ lexemes: string[] }> = await this.dataSource.query(
      `SELECT tsvector_to_array(to_tsvector('english', t.s)) AS lexemes FROM unnest($1::text[]) WITH ORDINALITY t(s, ord) ORDER BY t.ord`,
      [texts],
    );
    return texts.map((text, i) => ({ text, lexemes: new Set(rows[i]?.lexemes ?? []) }));
  }

  /**
   * The sentences of a passage that hold the most of the question's words (2-3, in reading order), for
   * leading the answer with what the guide actually says.
   */
  async relevantSentences(body: string, lexemes: string[], max = 3, maxChars = 600): Promise<string[]> {
    const wanted = new Set(lexemes);
    const stemmed = await this.sentencesOf(body);
    const sentences = stemmed.map((s) => s.text);
    if (sentences.length === 0) return [];
    const rows = stemmed.map((s, i) => ({ ord: i + 1, hits: [...s.lexemes].filter((l) => wanted.has(l)).length }));
    const candidates = rows
      .map((row) => ({ index: row.ord - 1, hits: row.hits }))
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
}

/**
 * Splits plain text into sentences: paragraphs, "- " tips, and list items that Markdown flattening left
 * inline (" - Item"). Fragments without end punctuation and under eight words are headings: dropped.
 */
export function splitSentences(text: string): string[] {
  return text
    .split(/\n+|\s+[-•]\s+(?=[A-Z0-9"“(])/)
    .map((line) => line.replace(/^\s*[-*•]\s+/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split(/(?<=[.!?])\s+(?=["“(]?[A-Z0-9])/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length >= 12 && (/[.!?:;)"”]$/.test(sentence) || sentence.split(/\s+/).length >= 8));
}
