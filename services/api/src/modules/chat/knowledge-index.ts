import { type Abbreviation, buildIndex, findAbbreviations, type RankingIndex } from './knowledge-ranking.js';

/**
 * The guides' passages held in memory for the assistant: the ranking index (knowledge-ranking.ts), the passages by
 * id, and each passage's sentences already stemmed, so answering a question costs one query (its own stemming).
 */

export interface KnowledgeMatch {
  title: string;
  url: string;
  topic: string;
  kind: 'task' | 'post' | 'software' | 'faq';
  body: string;
  score: number;
}

/** A passage as the search loads it, with the lexemes (and their counts) of its title and body. */
export interface PassageRow {
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

export interface Sentence {
  text: string;
  lexemes: ReadonlySet<string>;
}

export interface KnowledgeIndex {
  ranking: RankingIndex;
  passages: Map<number, PassageRow>;
  /** Each passage body's sentences (splitSentences) with their stemmed words, for picking the ones that answer. */
  sentences: Map<string, Sentence[]>;
}

/** Stems texts (PostgreSQL's English configuration): each text's lexemes, in order. */
export type Stemmer = (texts: readonly string[]) => Promise<string[][]>;

const toCounts = (lexemes: string[], counts: number[]) => new Map(lexemes.map((lexeme, i) => [lexeme, counts[i] ?? 1]));

/** The index of the loaded passages: their ranking (with the abbreviations they define) and their stemmed sentences. */
export async function buildKnowledgeIndex(rows: PassageRow[], stem: Stemmer): Promise<KnowledgeIndex> {
  const ranking = buildIndex(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: toCounts(row.title_lexemes, row.title_counts),
      body: toCounts(row.body_lexemes, row.body_counts),
    })),
    await definedAbbreviations(rows, stem),
  );
  // Every sentence stemmed once here, so picking a passage's answering sentences costs no query.
  const split = rows.map((row) => splitSentences(row.body));
  const stems = await stem(split.flat());
  const sentences = new Map<string, Sentence[]>();
  let at = 0;
  rows.forEach((row, i) => {
    sentences.set(
      row.body,
      split[i]!.map((text) => ({ text, lexemes: new Set(stems[at++] ?? []) })),
    );
  });
  return { ranking, passages: new Map(rows.map((row) => [row.id, row])), sentences };
}

/** The abbreviations the passages define ("Employer Identification Number (EIN)"), stemmed: one word for several. */
async function definedAbbreviations(rows: PassageRow[], stem: Stemmer): Promise<Abbreviation[]> {
  const defined = new Map<string, { short: string; long: string }>();
  for (const row of rows) {
    for (const found of findAbbreviations(`${row.title}. ${row.body}`)) defined.set(`${found.short.toLowerCase()}|${found.long.toLowerCase()}`, found);
  }
  const pairs = [...defined.values()];
  const stemmed = await stem(pairs.flatMap((pair) => [pair.short, pair.long]));
  const abbreviations: Abbreviation[] = [];
  pairs.forEach((_, i) => {
    const short = stemmed[2 * i] ?? [];
    const long = stemmed[2 * i + 1] ?? [];
    if (short.length === 1 && long.length > 1) abbreviations.push({ short: short[0]!, long });
  });
  return abbreviations;
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
    .flatMap(clausesOfLong)
    .filter((sentence) => sentence.length >= 12 && (/[.!?:;)"”]$/.test(sentence) || sentence.split(/\s+/).length >= 8));
}

/** Longer than a quoted sentence may be (answer-sentences.ts's SENTENCE_MAX_CHARS): split at its colons and semicolons. */
const LONG_SENTENCE = 400;

/**
 * A sentence too long to quote whole, cut into its clauses at ": " and "; " so that its opening ("Then run a monthly
 * close, ideally finished by the tenth of the following month:") can still answer; a clause that ended in a colon
 * ends in a full stop. Shorter sentences stay whole.
 */
function clausesOfLong(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE) return [sentence];
  return sentence
    .split(/(?<=[:;])\s+/)
    .map((clause) => clause.replace(/[:;]$/, '.'))
    .map((clause) => clause.charAt(0).toUpperCase() + clause.slice(1));
}
