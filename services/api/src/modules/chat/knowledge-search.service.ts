import { Inject, Injectable } from '@nestjs/common';
import { distance } from 'fastest-levenshtein';
import { DataSource } from 'typeorm';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
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
  // Selling into other states is a sales tax question; people paid in other states a payroll one; a company formed
  // in Delaware and run from elsewhere needs to qualify there. Before the general "another state" below.
  { pattern: /\bsell\w*\b[^.?!]*\b(states?|online)\b[^.?!]*\btax|\btax\w*\b[^.?!]*\bsell\w*\b[^.?!]*\bstates?\b/, terms: 'sales tax nexus' },
  {
    pattern: /\b(payroll|paychecks?|withholding)\b[^.?!]*\b(several|multiple|two|three|four|different|other|many) states\b|\b(several|multiple|two|three|four|different|other|many) states\b[^.?!]*\b(payroll|paychecks?|withholding)\b/,
    terms: 'register state payroll tax accounts withholding unemployment each state',
  },
  { pattern: /\bincorporat\w* in delaware\b[^.?!]*\b(live|lives|based|located|work|works|office)\b/, terms: 'foreign qualification register home state' },
  { pattern: /\b(another|other|second|new|different) states?\b|\bmov(e|ed|ing)\b[^.?!]*\bstates?\b|\bforeign qualif/, terms: 'foreign qualification register home state' },
  // Forming the company itself: the certificate filed with the state.
  { pattern: /\b(create|form|start|set up|register)\b[^.?!]*\b(company|corporation|llc|business)\b[^.?!]*\b(with the state|legally|officially)\b/, terms: 'file certificate incorporation formation state' },
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
const OUT_OF_SCOPE = /\b(stocks?|shares?|prices?|markets?|coins?)\b[^.?!]*\bgo(es)? (up|down)\b|\b(stock market|stock price|share price|crypto\w*|bitcoin|lottery|horoscope)\b/;

/**
 * The words to search for: an everyday situation in the guides' terms (read from the question as typed, before
 * noise words go, so "let someone go" is still seen), else the question without noise words and with typos
 * corrected towards the guides' spellings (and then checked for a situation once more).
 */
export function searchTerms(question: string, spellings: Spellings, abbreviations: ReadonlySet<string> = new Set()): string | null {
  const typed = question.toLowerCase();
  if (OUT_OF_SCOPE.test(typed)) return null;
  const direct = situationTerms(typed);
  if (direct) return direct;
  return inGuideTerms(correctTypos(cleanQuestion(question), spellings, abbreviations));
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
}

/** Words a typo is corrected towards: the guides' own spellings, with how many passages use each. */
type Spellings = Map<string, number>;

/**
 * Corrects words the guides never use to the nearest word they do ("registerd" to "registered", "frnachise" to
 * "franchise"): one edit for a word of 5 to 8 letters, two from 9, always keeping the first letter, which typos
 * rarely change ("flight" is not "light", "resigned" not "signed", "learning" not "leaving"); the more common
 * word wins a tie. A word of 3 or 4 letters is corrected only
 * to an abbreviation the guides define, and only when two neighbouring letters were swapped ("ien" to "ein"): any
 * other edit, or any other word, has too many near neighbours ("cook" is one edit from "book", "visa" from "via",
 * "sue" a swap from "use"). Words with digits are left alone.
 */
export function correctTypos(cleaned: string, spellings: Spellings, abbreviations: ReadonlySet<string> = new Set()): string {
  return cleaned.replace(/[a-z]{3,}/g, (word) => {
    if (spellings.has(word)) return word;
    if (word.length < 5) return swappedNeighbour(word, abbreviations) ?? word;
    const allowed = word.length >= 9 ? 2 : 1;
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
      rows.map((row) => ({ id: row.id, kind: row.kind, title: toCounts(row.title_lexemes, row.title_counts), body: toCounts(row.body_lexemes, row.body_counts) })),
      abbreviations,
    );
    return { ranking, passages: new Map(rows.map((row) => [row.id, row])) };
  }

  /**
   * Ranks the guides' passages for a question (knowledge-ranking.ts) and keeps those that answer it: none when
   * the best passage speaks to too little of the question (the advisor then says so and offers a consultation),
   * else up to three, each within RELATIVE_CUTOFF of the best.
   */
  async search(question: string): Promise<KnowledgeResult> {
    const [spellings, { ranking, passages }] = await Promise.all([this.spellings.get(), this.index.get()]);
    // The abbreviations the guides define ("ein"), which a short typo ("ien") is corrected to.
    const abbreviations = new Set([...ranking.aliases.keys()].filter((key) => !key.includes(' ')));
    const cleaned = searchTerms(question, spellings, abbreviations);
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
