import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';

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

/*
 * Calibrated on the seeded guides (ts_rank with length normalisation 1): on-topic questions score
 * 0.04-0.13, off-topic ones that share a stray word ("capital of France", "fix my car") 0.01-0.016.
 */
const MIN_AND_RANK = 0.02;
const MIN_OR_SCORE = 0.02;
/** A source is cited only when it scores at least this share of the best one. */
const RELATIVE_CUTOFF = 0.4;
const MAX_SOURCES = 3;
const MAX_OR_WORDS = 40;

/** Words that carry no topic in a question ("how do I *need* to...") but are not PostgreSQL stop words. */
const NOISE_WORDS = new Set(
  ('need needs needed want wants wanted know tell give show please thanks thank explain like would could must ' +
    'really actually exactly get gets got getting make go whats anyone someone something thing things way ways ' +
    'question questions idea ok okay hi hello hey best good much many use using')
    .split(' '),
);

/** Lower-cases and drops noise words, keeping punctuation that websearch syntax and "83(b)" need. */
export function cleanQuestion(question: string): string {
  return question
    .toLowerCase()
    .replace(/[a-z0-9'’]+/g, (word) => (NOISE_WORDS.has(word.replace(/['’]s$/, '')) ? ' ' : word))
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Everyday situations the guides describe in other words: a question about one is searched with the guides'
 * own terms ("my cofounder is leaving" is answered by vesting and the repurchase of unvested shares).
 */
const SITUATIONS: Array<{ pattern: RegExp; terms: string }> = [
  {
    pattern: /\bco-?founders?\b[^.?!]*\b(leav|quit|depart|walk|exit|split|fir)\w*|\b(leav|quit|depart|exit|fir)\w*[^.?!]*\bco-?founders?\b/,
    terms: 'founder stock vesting cliff repurchase unvested shares',
  },
  {
    pattern: /\b(first|1st)\s+(employee|hire|worker)s?\b|\bhir\w*\s+(my|our|an?)\s+first\b/,
    terms: 'register state payroll withholding unemployment insurance accounts workers compensation first payroll',
  },
];

/** The guides' terms for a question about an everyday situation, or the question itself. */
export function inGuideTerms(cleaned: string): string {
  return SITUATIONS.find((situation) => situation.pattern.test(cleaned))?.terms ?? cleaned;
}

/**
 * The other spelling of tax-code sections: the guides write "83(b)" (indexed as "83" and "b") while people
 * type "83b" (one token), and the reverse for "401k". Searching both spellings finds either.
 */
export function alternateSpelling(text: string): string {
  return text.replace(/\b(\d{2,4})\(([a-z])\)/g, '$1$2').replace(/\b(\d{2,4})([a-z])\b/g, '$1($2)');
}

interface Row {
  title: string;
  url: string;
  topic: string;
  kind: KnowledgeMatch['kind'];
  body: string;
  rank: number;
  matched: string[];
}

// Ranks the 20 best candidates of a tsquery and reports which of the question's lexemes each one holds.
const SEARCH_SQL = (tsquery: string, lexemesParam: string) => `
  WITH q AS (SELECT ${tsquery} AS q),
  hits AS (
    SELECT d.id, d.title, d.url, d.topic, d.kind, d.body, d.search, ts_rank(d.search, q.q, 1) AS rank
    FROM knowledge_document d, q
    WHERE d.search @@ q.q
    ORDER BY rank DESC, d.id
    LIMIT 20
  )
  SELECT hits.title, hits.url, hits.topic, hits.kind, hits.body, hits.rank::float8 AS rank,
    ARRAY(SELECT l FROM unnest(tsvector_to_array(hits.search)) l WHERE l = ANY(${lexemesParam}::text[])) AS matched
  FROM hits
  ORDER BY hits.rank DESC, hits.id`;

@Injectable()
export class KnowledgeSearchService {
  /** Every lexeme of the knowledge base: a question's words outside it count less against a match. */
  private readonly vocabulary = new MemoryCache<Set<string>>(async () => {
    const rows: Array<{ word: string }> = await this.dataSource.query(
      `SELECT word FROM ts_stat('SELECT search FROM knowledge_document')`,
    );
    return new Set(rows.map((row) => row.word));
  });

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // Dropped in every replica when its tables change.
    changes.watch(['knowledge_document'], () => this.vocabulary.invalidate());
  }

  invalidate(): void {
    this.vocabulary.invalidate();
  }

  /**
   * Full-text search: first every significant word (websearch_to_tsquery), then, when nothing holds them all,
   * any of them, scored by rank times the share of the question's words a passage covers.
   */
  async search(question: string): Promise<KnowledgeResult> {
    const cleaned = inGuideTerms(cleanQuestion(question));
    const alternate = alternateSpelling(cleaned);
    const [{ lexemes }] = (await this.dataSource.query(
      `SELECT ARRAY(SELECT DISTINCT unnest(tsvector_to_array(to_tsvector('english', $1 || ' ' || $2)))) AS lexemes`,
      [cleaned, alternate],
    )) as [{ lexemes: string[] }];
    if (lexemes.length === 0) return { matches: [], lexemes };

    const strict: Row[] = await this.dataSource.query(
      SEARCH_SQL(`websearch_to_tsquery('english', $1) || websearch_to_tsquery('english', $2)`, '$3'),
      [cleaned, alternate, lexemes],
    );
    if (strict.length > 0) {
      return { matches: this.select(strict.map((row) => ({ row, score: row.rank })), MIN_AND_RANK), lexemes };
    }

    const words = [...new Set(`${cleaned} ${alternate}`.match(/[a-z0-9]+/g) ?? [])]
      .filter((word) => word.length > 1)
      .slice(0, MAX_OR_WORDS);
    if (words.length === 0) return { matches: [], lexemes };
    const loose: Row[] = await this.dataSource.query(SEARCH_SQL(`to_tsquery('english', $1)`, '$2'), [words.join(' | '), lexemes]);
    const vocabulary = await this.vocabulary.get();
    // Words the guides never use ("pizza", "bakery") weigh half: they make a match less certain, not impossible.
    const weight = lexemes.reduce((sum, lexeme) => sum + (vocabulary.has(lexeme) ? 1 : 0.5), 0);
    const scored = loose.map((row) => ({ row, score: row.rank * Math.min(1, row.matched.length / weight) }));
    return { matches: this.select(scored, MIN_OR_SCORE), lexemes };
  }

  private select(scored: Array<{ row: Row; score: number }>, minimum: number): KnowledgeMatch[] {
    const sorted = [...scored].sort((a, b) => b.score - a.score);
    const best = sorted[0];
    if (!best || best.score < minimum) return [];
    return sorted
      .filter((entry) => entry.score >= best.score * RELATIVE_CUTOFF)
      .slice(0, MAX_SOURCES)
      .map(({ row, score }) => ({ title: row.title, url: row.url, topic: row.topic, kind: row.kind, body: row.body, score }));
  }

  /**
   * The sentences of a passage that hold the most of the question's words (2-3, in reading order), for
   * leading the answer with what the guide actually says.
   */
  async relevantSentences(body: string, lexemes: string[], max = 3, maxChars = 600): Promise<string[]> {
    const sentences = splitSentences(body);
    if (sentences.length === 0) return [];
    const rows: Array<{ ord: number; hits: number }> = await this.dataSource.query(
      `SELECT t.ord::int AS ord,
         (SELECT count(DISTINCT l) FROM unnest(tsvector_to_array(to_tsvector('english', t.s))) l WHERE l = ANY($2::text[]))::int AS hits
       FROM unnest($1::text[]) WITH ORDINALITY AS t(s, ord)`,
      [sentences, lexemes],
    );
    const candidates = rows
      .map((row) => ({ index: row.ord - 1, hits: row.hits }))
      .filter((c) => c.hits > 0 && sentences[c.index]!.length <= 350)
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
    if (picked.length < 2 && !picked.includes(0) && sentences[0]!.length <= 350) picked.push(0);
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
