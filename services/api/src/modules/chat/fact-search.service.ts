import { Inject, Injectable } from '@nestjs/common';
import { loadContent, loadStateRules } from '@launchops/content';
import { type StateRule, US_STATES, type UsState } from '@launchops/contracts';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { entityIn, type FactUnit, factUnit, productUnit, stateRuleUnit, statesIn, stateSummary } from './fact-units.js';
import { buildIndex, rank, type RankingIndex } from './knowledge-ranking.js';
import { type TaskTool, toolsOf } from './task-tools.js';
import { KnowledgeRepository } from './knowledge.repository.js';

/**
 * When a fact answers a question: it must hold at least `minCoverage` of the question's weight (each word weighed by
 * its rarity in the guides) and score at least `minScore`; a second fact is added when it scores at least
 * `secondShare` of the first. A fact must also score at least `againstGuide` of the best guide passage's score
 * (advisor.service.ts). After an answer rule's line, a fact is added only when it holds at least `withRule` of
 * the question. Set on the tuning sets only.
 */
export const FACTS = { minCoverage: 0.5, minScore: 2.5, secondShare: 0.85, withRule: 0.5, againstGuide: 0.6 };

/** A question that asks for a state's obligations as a whole: what it wants, requires or costs, which filings, deadlines or fees. */
const asksWhatAState =
  /\b(what|whats|which|any|how much)\b[^.?!]*\b(want|wants|require\w*|need|needs|owe|filings|reports|obligations?|deadlines|fees|cost|costs|do we have to do)\b/i;

export interface FoundFact {
  unit: FactUnit;
  score: number;
  coverage: number;
}

interface FactIndex {
  units: FactUnit[];
  ranking: RankingIndex;
  /** Each state's name, stemmed: added to a question that names the state by its code ("ny llc"). */
  stateLexemes: Map<UsState, string[]>;
  /** Each unit's stemmed words (title and text). */
  held: Array<ReadonlySet<string>>;
  stateRules: StateRule[];
  pages: Map<string, { title: string; url: string }>;
  /** Each task's recommended tools, by the task's page. */
  tools: Map<string, { title: string; tools: TaskTool[] }>;
}

const toCounts = (lexemes: string[]) => new Map(lexemes.map((lexeme) => [lexeme, 1]));

/**
 * The advisor's single facts (fact-units.ts: facts.yaml's wordings and obligations/<state>.yaml's filings), ranked for a
 * question the way the guides are (BM25F), and kept only for the states and the entity type the question names.
 */
@Injectable()
export class FactSearchService {
  private readonly index = new MemoryCache<FactIndex>(async () => {
    const dir = this.options.env.CONTENT_DIR;
    const [{ facts, tasks, products }, taskPages] = await Promise.all([loadContent(dir), this.knowledge.taskPages()]);
    const pages = new Map(taskPages.map((page) => [page.ref, { title: page.title, url: page.url }]));
    const pageOf = (slug: string) => pages.get(slug);
    // A fact's page: the task whose text quotes it.
    const quoting = (wording: string) => pageOf(taskPages.find((page) => page.body.includes(wording.slice(0, 80)))?.ref ?? '');
    const stateRules = loadStateRules(dir);
    const units = [
      ...facts.map((fact) => factUnit(fact, quoting(fact.wording))),
      ...stateRules.map((rule) => stateRuleUnit(rule, pageOf(rule.taskSlug))),
      ...products.map(productUnit),
    ];
    const codes = Object.keys(US_STATES) as UsState[];
    const stems = await this.knowledge.stem([...units.flatMap((unit) => [unit.title, unit.text]), ...codes.map((code) => US_STATES[code])]);
    const ranking = buildIndex(
      units.map((unit, i) => ({ id: i, kind: 'fact', title: toCounts(stems[2 * i] ?? []), body: toCounts(stems[2 * i + 1] ?? []) })),
      [],
    );
    const stateLexemes = new Map(codes.map((code, i) => [code, stems[2 * units.length + i] ?? []]));
    const tools = new Map(
      tasks.flatMap((task) => {
        const page = pageOf(task.slug);
        return page ? [[page.url, { title: task.title, tools: toolsOf(task.recommendedProducts, products) }] as const] : [];
      }),
    );
    const held = units.map((_, i) => new Set([...(stems[2 * i] ?? []), ...(stems[2 * i + 1] ?? [])]));
    return { units, ranking, stateLexemes, held, tools, stateRules, pages };
  });

  constructor(
    @Inject(KnowledgeRepository) private readonly knowledge: KnowledgeRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // The pages the facts point to are the guides' passages: rebuilt with them in every replica.
    changes.watch(['knowledge_document'], () => this.index.invalidate());
  }

  /** The tools the guide recommends for the task at a page (none for another page). */
  async toolsFor(url: string): Promise<{ title: string; tools: TaskTool[] } | undefined> {
    return (await this.index.get()).tools.get(url);
  }

  /** The stemmed names of the states a question names ("ny", "oakland"), for weighing the guides' sentences about them. */
  async stateWords(question: string): Promise<string[]> {
    const { stateLexemes } = await this.index.get();
    return statesIn(question).flatMap((state) => stateLexemes.get(state) ?? []);
  }

  /**
   * What a state asks of the company, when the question asks that as a whole ("what does california want from us"):
   * every filing of the state it names last (the ask usually closes the question), for the entity type it names.
   */
  async stateSummary(question: string): Promise<{ text: string; pages: Array<{ title: string; url: string }> } | undefined> {
    const states = statesIn(question);
    const state = states.at(-1);
    if (!state || !asksWhatAState.test(question)) return undefined;
    const { stateRules, pages } = await this.index.get();
    const entity = entityIn(question);
    const text = stateSummary(state, stateRules, entity);
    if (!text) return undefined;
    const own = stateRules.filter((rule) => rule.state === state && (!entity || rule.entities.includes(entity)));
    const cited = [...new Set(own.map((rule) => rule.taskSlug))].flatMap((slug) => pages.get(slug) ?? []);
    return { text, pages: cited };
  }

  /**
   * The facts that answer a question (one, or two when the second is nearly as good), best first: none when no fact
   * holds enough of it. A state's fact is kept only when the question names that state, and a fact for one entity
   * type only when the question names no other.
   */
  async find(question: string, lexemes: string[], weightOf: (lexeme: string) => number): Promise<FoundFact[]> {
    if (lexemes.length === 0) return [];
    const { units, ranking, stateLexemes, held } = await this.index.get();
    const states = statesIn(question);
    const entity = entityIn(question);
    const wanted = [...new Set([...lexemes, ...states.flatMap((state) => stateLexemes.get(state) ?? [])])];
    const fits = (unit: FactUnit) => (!unit.state || states.includes(unit.state)) && (!entity || !unit.entities || unit.entities.includes(entity));
    // Coverage by the guides' weights (how rare each word is in the guides), not the facts' own: a word no fact uses
    // ("contractor", "code") still counts as much of the question as it does when the guides are searched.
    const total = wanted.reduce((sum, lexeme) => sum + weightOf(lexeme), 0) || 1;
    const coverageOf = (id: number) => wanted.reduce((sum, lexeme) => sum + (held[id]!.has(lexeme) ? weightOf(lexeme) : 0), 0) / total;
    const found = rank(ranking, wanted)
      .map(({ id, score }) => ({ unit: units[id]!, score, coverage: coverageOf(id) }))
      .filter((fact) => fits(fact.unit) && fact.coverage >= FACTS.minCoverage && fact.score >= FACTS.minScore);
    const [first, second] = found;
    if (!first) return [];
    return second && second.score >= first.score * FACTS.secondShare ? [first, second] : [first];
  }
}
