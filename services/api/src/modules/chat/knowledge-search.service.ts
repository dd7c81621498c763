import { Inject, Injectable } from '@nestjs/common';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { bestAnsweringSentence, supportingSentencesOf } from './answer-sentences.js';
import { AssistantContentService } from './assistant-content.service.js';
import { buildKnowledgeIndex, type KnowledgeIndex, type KnowledgeMatch, type Sentence, splitSentences } from './knowledge-index.js';
import { idf, rank } from './knowledge-ranking.js';
import { KnowledgeRepository } from './knowledge.repository.js';
import { knownShare, specificCount, topical, vocabularyWords } from './question-scope.js';
import { alternateSpelling, cleanQuestion, correctTypos, searchTerms, type Spellings } from './query-rewriting.js';

export interface KnowledgeResult {
  /** Up to three passages, best first; empty when nothing answers the question well. */
  matches: KnowledgeMatch[];
  /** The question's stemmed search terms, for picking sentences. */
  lexemes: string[];
  /** The share of the question's own content words that the guides or the advisor's vocabulary use (question-scope.ts). */
  known: number;
  /** The most of the question's own words (by weight) that any one passage holds: a covered question is one guide's topic. */
  covered: number;
  /** How many of the question's own known words are specific to the guides, not everyday ones (question-scope.ts). */
  specific: number;
}

/**
 * When the best passage answers at all: it must hold at least `minCoverage` of the question's weight (ranking's
 * coverage) and score at least `minScore` (BM25F), unless it holds every word of the question (`fullCoverage`).
 * Off-topic questions that share a stray word ("capital of France", "fix my car", "a programming language for
 * our app") score 1.0-1.9 but hold at most 70 % of the question; a short on-topic one ("which bank do most
 * startups go with": "bank") scores as low but is held whole. A source is cited only when it scores at least
 * `relativeCutoff` of the best one. Set on the questions tuned on and the first held-out ones only.
 */
export const SEARCH = { minCoverage: 0.3, minScore: 2, fullCoverage: 0.99, relativeCutoff: 0.4 };
const MAX_SOURCES = 3;

/**
 * The assistant's search over the guides: the question rewritten in the guides' words (query-rewriting.ts), ranked
 * against the index held in memory (knowledge-index.ts, rebuilt when the guides change), and the sentences of the
 * found passages that answer it (answer-sentences.ts).
 */
@Injectable()
export class KnowledgeSearchService {
  /**
   * Every word of the guides as written, for correcting typos, and the words of the advisor's own data (its rules'
   * patterns, situations, states): real words a typo is never corrected away from ("expert" is not "expect").
   */
  private readonly spellings = new MemoryCache<Spellings>(async () => {
    const [spellings, { rules, vocabulary }] = await Promise.all([this.knowledge.spellings(), this.assistant.get()]);
    for (const word of vocabularyWords(rules, vocabulary).split(/\s+/)) if (word && !spellings.has(word)) spellings.set(word, 0);
    return spellings;
  });

  /** The passages and their ranking index (a few hundred passages: held in memory, rebuilt on change). */
  private readonly index = new MemoryCache<KnowledgeIndex>(async () =>
    buildKnowledgeIndex(await this.knowledge.passages(), (texts) => this.knowledge.stem(texts)),
  );

  /** The stemmed words of the advisor's own data (its rules, situations and the states' names), which count as known too. */
  private readonly vocabularyLexemes = new MemoryCache<ReadonlySet<string>>(async () => {
    const { rules, vocabulary } = await this.assistant.get();
    return new Set((await this.knowledge.stem([vocabularyWords(rules, vocabulary)]))[0]);
  });

  /** The everyday words (vocabulary.yaml's genericWords), stemmed as the question's are. */
  private readonly genericLexemes = new MemoryCache<ReadonlySet<string>>(async () => {
    const { vocabulary } = await this.assistant.get();
    return new Set((await this.knowledge.stem([vocabulary.genericWords.join(' ')]))[0]);
  });

  constructor(
    @Inject(KnowledgeRepository) private readonly knowledge: KnowledgeRepository,
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

  /**
   * Ranks the guides' passages for a question (knowledge-ranking.ts) and keeps those that answer it: none when
   * the best passage speaks to too little of the question (the advisor then says so and offers a consultation),
   * else up to three, each scoring at least SEARCH.relativeCutoff of the best.
   */
  async search(question: string): Promise<KnowledgeResult> {
    const [spellings, { ranking, passages }, { vocabulary }, ownWords, generic] = await Promise.all([
      this.spellings.get(),
      this.index.get(),
      this.assistant.get(),
      this.vocabularyLexemes.get(),
      this.genericLexemes.get(),
    ]);
    // The abbreviations the guides define ("ein"), which a short typo ("ien") is corrected to.
    const abbreviations = new Set([...ranking.aliases.keys()].filter((key) => !key.includes(' ')));
    const cleaned = searchTerms(question, vocabulary, spellings, abbreviations);
    if (cleaned === null) return { matches: [], lexemes: [], known: 0, covered: 0, specific: 0 };
    // The question's own words (a situation's terms may have replaced them in `cleaned`), stemmed in the same query.
    const typed = correctTypos(cleanQuestion(question, vocabulary), spellings, abbreviations, vocabulary.typos);
    const { lexemes, own } = await this.knowledge.questionLexemes(cleaned, alternateSpelling(cleaned), `${typed} ${alternateSpelling(typed)}`);
    const isKnown = (lexeme: string) => ranking.df.has(lexeme) || ownWords.has(lexeme);
    const known = knownShare(own, isKnown);
    const covered = Math.max(0, ...rank(ranking, own.filter(topical)).map((entry) => entry.coverage));
    const scope = { known, covered, specific: specificCount(own, isKnown, generic) };
    if (lexemes.length === 0) return { matches: [], lexemes, ...scope };
    const ranked = rank(ranking, lexemes);
    const best = ranked[0];
    if (!best || best.coverage < SEARCH.minCoverage || (best.score < SEARCH.minScore && best.coverage < SEARCH.fullCoverage))
      return { matches: [], lexemes, ...scope };
    const matches = ranked
      .filter((entry) => entry.score >= best.score * SEARCH.relativeCutoff)
      .slice(0, MAX_SOURCES)
      .map(({ id, score }) => {
        const row = passages.get(id)!;
        return { title: row.title, url: row.url, topic: row.topic, kind: row.kind, body: row.body, score };
      });
    return { matches, lexemes, ...scope };
  }

  /** The one sentence of the found passages that best answers the question, for the answer's first line. */
  async bestSentence(question: string, matches: KnowledgeMatch[], lexemes: string[]): Promise<string | undefined> {
    const sentences = (await Promise.all(matches.map((match) => this.sentencesOf(match.body)))).flat();
    return bestAnsweringSentence(question, sentences, lexemes);
  }

  /** How much a word weighs in a question: its rarity in the guides (BM25's idf over the passages). */
  async weights(): Promise<(lexeme: string) => number> {
    const { ranking } = await this.index.get();
    return (lexeme) => idf(ranking, lexeme);
  }

  /**
   * The sentences of the found passages that support the answer's first line (`lead`): each adds question words the
   * answer does not hold yet, weighted by their rarity in the guides (answer-sentences.ts).
   */
  async supportingSentences(question: string, matches: KnowledgeMatch[], lexemes: string[], lead: string): Promise<string[]> {
    const { ranking } = await this.index.get();
    const [passages, [leadLexemes = []]] = await Promise.all([Promise.all(matches.map((match) => this.sentencesOf(match.body))), this.knowledge.stem([lead])]);
    return supportingSentencesOf(question, passages, lexemes, (lexeme) => idf(ranking, lexeme), { text: lead, lexemes: new Set(leadLexemes) });
  }

  /** A passage's sentences with their stemmed words: from the index, or stemmed now for a body it does not hold. */
  private async sentencesOf(body: string): Promise<Sentence[]> {
    const known = (await this.index.get()).sentences.get(body);
    if (known) return known;
    const texts = splitSentences(body);
    const stems = await this.knowledge.stem(texts);
    return texts.map((text, i) => ({ text, lexemes: new Set(stems[i] ?? []) }));
  }
}
