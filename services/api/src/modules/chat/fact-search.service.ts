import { Inject, Injectable } from '@nestjs/common';
import { loadFacts, loadStateRules } from '@launchops/content';
import { US_STATES, type UsState } from '@launchops/contracts';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { entityIn, type FactUnit, factUnit, stateRuleUnit, statesIn } from './fact-units.js';
import { buildIndex, rank, type RankingIndex } from './knowledge-ranking.js';
import { KnowledgeRepository } from './knowledge.repository.js';

/**
 * When a fact answers a question: it must hold at least `minCoverage` of the question's weight (knowledge-ranking.ts's
 * coverage, over the facts alone) and score at least `minScore`; a second fact is added when it scores at least
 * `secondShare` of the first. After an answer rule's line, a fact is added only when it holds at least `withRule` of
 * the question. Set on the tuning sets only.
 */
export const FACTS = { minCoverage: 0.35, minScore: 2.5, secondShare: 0.85, withRule: 0.5 };

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
}

const toCounts = (lexemes: string[]) => new Map(lexemes.map((lexeme) => [lexeme, 1]));

/**
 * The advisor's single facts (fact-units.ts: facts.yaml's wordings and state-rules.yaml's filings), ranked for a
 * question the way the guides are (BM25F), and kept only for the states and the entity type the question names.
 */
@Injectable()
export class FactSearchService {
  private readonly index = new MemoryCache<FactIndex>(async () => {
    const dir = this.options.env.CONTENT_DIR;
    const [facts, pages] = await Promise.all([loadFacts(dir), this.knowledge.taskPages()]);
    const pageOf = (slug: string) => pages.find((page) => page.ref === slug);
    // A fact's page: the task whose text quotes it.
    const quoting = (wording: string) => pages.find((page) => page.body.includes(wording.slice(0, 80)));
    const units = [
      ...facts.map((fact) => factUnit(fact, quoting(fact.wording))),
      ...loadStateRules(dir).map((rule) => stateRuleUnit(rule, pageOf(rule.taskSlug))),
    ];
    const codes = Object.keys(US_STATES) as UsState[];
    const stems = await this.knowledge.stem([...units.flatMap((unit) => [unit.title, unit.text]), ...codes.map((code) => US_STATES[code])]);
    const ranking = buildIndex(
      units.map((unit, i) => ({ id: i, kind: 'fact', title: toCounts(stems[2 * i] ?? []), body: toCounts(stems[2 * i + 1] ?? []) })),
      [],
    );
    const stateLexemes = new Map(codes.map((code, i) => [code, stems[2 * units.length + i] ?? []]));
    return { units, ranking, stateLexemes };
  });

  constructor(
    @Inject(KnowledgeRepository) private readonly knowledge: KnowledgeRepository,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    // The pages the facts point to are the guides' passages: rebuilt with them in every replica.
    changes.watch(['knowledge_document'], () => this.index.invalidate());
  }

  /**
   * The facts that answer a question (one, or two when the second is nearly as good), best first: none when no fact
   * holds enough of it. A state's fact is kept only when the question names that state, and a fact for one entity
   * type only when the question names no other.
   */
  async find(question: string, lexemes: string[]): Promise<FoundFact[]> {
    if (lexemes.length === 0) return [];
    const { units, ranking, stateLexemes } = await this.index.get();
    const states = statesIn(question);
    const entity = entityIn(question);
    const wanted = [...new Set([...lexemes, ...states.flatMap((state) => stateLexemes.get(state) ?? [])])];
    const fits = (unit: FactUnit) => (!unit.state || states.includes(unit.state)) && (!entity || !unit.entities || unit.entities.includes(entity));
    const found = rank(ranking, wanted)
      .map(({ id, score, coverage }) => ({ unit: units[id]!, score, coverage }))
      .filter((fact) => fits(fact.unit) && fact.coverage >= FACTS.minCoverage && fact.score >= FACTS.minScore);
    const [first, second] = found;
    if (!first) return [];
    return second && second.score >= first.score * FACTS.secondShare ? [first, second] : [first];
  }
}
