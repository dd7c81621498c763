import { Inject, Injectable } from '@nestjs/common';
import { distance } from 'fastest-levenshtein';
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
/** How much a title holding all of the question's words lifts a passage in the order of sources. */
const TITLE_BOOST = 2;

/** Words that carry no topic in a question ("how do I *need* to...") but are not PostgreSQL stop words. */
const NOISE_WORDS = new Set(
  ('need needs needed want wants wanted know tell give show please thanks thank explain like would could must ' +
    'really actually exactly get gets got getting make go whats anyone someone something thing things way ways ' +
    'question questions idea ok okay hi hello hey best good much many use using ' +
    // Words nearly every guide uses: in a question they narrow nothing down ("my startup name").
    'startup startups company companies business businesses tiny small team actually now')
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
  // Who owns work: a contractor's (the contractor agreement assigns it) or a founder's (the CIIAA does).
  { pattern: /\b(contractor|freelancer|agency|designer)s?\b[^.?!]*\bown|\bown\w*\b[^.?!]*\b(contractor|freelancer|agency|designer)s?\b/, terms: 'contractor agreement intellectual property assignment' },
  { pattern: /\bown\w*\b[^.?!]*\b(code|ip|invention|software|work)\b|\b(code|ip|invention)\b[^.?!]*\bown/, terms: 'founder invention assignment agreement intellectual property company' },
  { pattern: /\b(another|other|second|new|different) states?\b|\bmov(e|ed|ing)\b[^.?!]*\bstates?\b|\bforeign qualif/, terms: 'foreign qualification register home state' },
  { pattern: /\bboi\b|\bbeneficial own/, terms: 'beneficial ownership boi' },
  { pattern: /\bd ?& ?o\b|\bdirectors and officers\b/, terms: 'directors officers d&o insurance' },
  { pattern: /\bsales tax/, terms: 'sales tax nexus' },
  {
    pattern: /^(?!.*\b(board|consents?|minute)\b).*(\b(receipts?|records?)\b[^.?!]*\b(keep|retain|store|how long)|\b(keep|retain|how long)\b[^.?!]*\b(receipts?|records?)\b)/,
    terms: 'record retention policy keep records years',
  },
  {
    pattern: /\bmix\w*\b[^.?!]*\b(personal|business)\b|\bcommingl|\bpersonal (checking|account|card|money|bank)|\bseparate\b[^.?!]*\b(cards?|accounts?|bank)\b|\bcredit cards?\b[^.?!]*\bexpenses?\b/,
    terms: 'separate company personal spending cards receipts',
  },
  { pattern: /\b(accounting|bookkeeping) (software|tool|app|system)s?\b|\bsoftware\b[^.?!]*\baccounting\b/, terms: 'bookkeeping accounting software monthly close' },
  { pattern: /\bpayroll (service|provider|company|software|app)s?\b|\brun (the )?payroll\b/, terms: 'payroll provider' },
  { pattern: /\bhealth (insurance|plan|benefits)\b|\bbenefits\b|\b401 ?\(?k\)?/, terms: 'health insurance 401(k) benefits' },
  { pattern: /\blet (someone|somebody|them|him|her|an? \w+) go\b|\bfir(e|ing) (someone|somebody|an? employee)\b|\bterminat|\blay ?offs?\b/, terms: 'termination checklist' },
  { pattern: /\btrademark/, terms: 'trademark brand' },
  { pattern: /\bterms (of service|of use|and conditions)\b|\bprivacy polic/, terms: 'terms service privacy policy' },
  { pattern: /\bworkers'? ?comp/, terms: 'workers compensation insurance' },
  { pattern: /\bi-?9\b|\be-?verify\b/, terms: 'form i-9 new employee' },
  { pattern: /\bpay (myself|ourselves|the founders?)\b|\bfounders?'? (salary|salaries|pay)\b|\bsalar(y|ies)\b[^.?!]*\bfounders?\b/, terms: 'founders payroll salary' },
  { pattern: /\bs[- ]?corp/, terms: 's-corp election form 2553' },
  { pattern: /\bvaluation\b/, terms: '409a valuation refresh' },
  {
    pattern: /^(?!.*\b(franchise|tax|annual report)).*(\b(why|everyone|instead)\b[^.?!]*\bdelaware\b|\bdelaware\b[^.?!]*\b(why|instead|everyone)\b)/,
    terms: 'delaware c-corp llc choose entity',
  },
  { pattern: /\b(cost|fee|price)s?\b[^.?!]*\bincorporat|\bincorporat\w*\b[^.?!]*\b(cost|fee|price)/, terms: 'certificate incorporation filing fee' },
];

/** The guides' terms for a question about an everyday situation, or the question itself. */
export function inGuideTerms(cleaned: string): string {
  return situationTerms(cleaned) ?? cleaned;
}

function situationTerms(text: string): string | undefined {
  return SITUATIONS.find((situation) => situation.pattern.test(text))?.terms;
}

/** Questions about things the guides never cover though they share a word ("which stock will go up"). */
const OUT_OF_SCOPE = /\b(go(es)? up|go(es)? down|stock market|stock price|share price|crypto\w*|bitcoin|lottery|horoscope)\b/;

/**
 * The words to search for: an everyday situation in the guides' terms (read from the question as typed, before
 * noise words go, so "let someone go" is still seen), else the question without noise words and with typos
 * corrected towards the guides' spellings (and then checked for a situation once more).
 */
export function searchTerms(question: string, spellings: Spellings): string | null {
  const typed = question.toLowerCase();
  if (OUT_OF_SCOPE.test(typed)) return null;
  const direct = situationTerms(typed);
  if (direct) return direct;
  return inGuideTerms(correctTypos(cleanQuestion(question), spellings));
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
  /** The question's lexemes in the passage's title. */
  in_title: string[];
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
    ARRAY(SELECT l FROM unnest(tsvector_to_array(hits.search)) l WHERE l = ANY(${lexemesParam}::text[])) AS matched,
    ARRAY(SELECT DISTINCT l FROM unnest(tsvector_to_array(to_tsvector('english', hits.title))) l WHERE l = ANY(${lexemesParam}::text[])) AS in_title
  FROM hits
  ORDER BY hits.rank DESC, hits.id`;

/** Words a typo is corrected towards: the guides' own spellings, with how many passages use each. */
type Spellings = Map<string, number>;

/**
 * Corrects words the guides never use to the nearest word they do ("registerd" to "registered", "frnachise" to
 * "franchise"): one edit for a word of 4 to 7 letters, two from 8; the more common word wins a tie. Shorter words
 * and words with digits are left alone (too many near neighbours: "ien" could be "ein" or "in").
 */
export function correctTypos(cleaned: string, spellings: Spellings): string {
  return cleaned.replace(/[a-z]{4,}/g, (word) => {
    if (spellings.has(word)) return word;
    const allowed = word.length >= 8 ? 2 : 1;
    let best: { word: string; edits: number; passages: number } | undefined;
    for (const [candidate, passages] of spellings) {
      if (Math.abs(candidate.length - word.length) > allowed) continue;
      const edits = distance(word, candidate);
      if (edits > allowed) continue;
      if (!best || edits < best.edits || (edits === best.edits && passages > best.passages)) best = { word: candidate, edits, passages };
    }
    return best?.word ?? word;
  });
}

@Injectable()
export class KnowledgeSearchService {
  /** Every word of the guides as written, for correcting typos. */
  private readonly spellings = new MemoryCache<Spellings>(async () => {
    const rows: Array<{ word: string; ndoc: number }> = await this.dataSource.query(
      `SELECT word, ndoc FROM ts_stat('SELECT to_tsvector(''simple'', title || '' '' || body || '' '' || everyday_words) FROM knowledge_document') WHERE word ~ '^[a-z]{3,}$'`,
    );
    return new Map(rows.map((row) => [row.word, Number(row.ndoc)]));
  });

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
    changes.watch(['knowledge_document'], () => this.invalidate());
  }

  invalidate(): void {
    this.vocabulary.invalidate();
    this.spellings.invalidate();
  }

  /**
   * Full-text search: first every significant word (websearch_to_tsquery), then, when nothing holds them all,
   * any of them, scored by rank times the share of the question's words a passage covers.
   */
  async search(question: string): Promise<KnowledgeResult> {
    const cleaned = searchTerms(question, await this.spellings.get());
    if (cleaned === null) return { matches: [], lexemes: [] };
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
      return { matches: this.select(strict.map((row) => ({ row, score: row.rank })), MIN_AND_RANK, lexemes.length), lexemes };
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
    return { matches: this.select(scored, MIN_OR_SCORE, lexemes.length), lexemes };
  }

  /**
   * Whether anything answers is decided on the search's own scores (calibrated above); the order of what does
   * then favours passages whose title holds the question's words (a task titled "Get workers' compensation
   * insurance" before an article that mentions it among many things).
   */
  private select(scored: Array<{ row: Row; score: number }>, minimum: number, lexemes: number): KnowledgeMatch[] {
    const best = Math.max(0, ...scored.map((entry) => entry.score));
    if (best < minimum) return [];
    const sorted = scored
      .filter((entry) => entry.score >= best * RELATIVE_CUTOFF)
      .map((entry) => ({ ...entry, order: entry.score * (1 + TITLE_BOOST * Math.min(1, entry.row.in_title.length / Math.max(1, lexemes))) }))
      .sort((a, b) => b.order - a.order);
    return sorted
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
