import { Inject, Injectable } from '@nestjs/common';
import { composeAnswer, GREETING_REPLY, isGreeting, isSmallTalk, isThanks, SMALL_TALK_REPLY, THANKS_REPLY } from './advisor-replies.js';
import { type DirectAnswer, directAnswer, directAnswers, questionParts } from './answer-rules.js';
import { type Assistant, AssistantContentService } from './assistant-content.service.js';
import { FACTS, FactSearchService, type FoundFact } from './fact-search.service.js';
import type { KnowledgeMatch } from './knowledge-index.js';
import { KnowledgeSearchService } from './knowledge-search.service.js';
import { expandShorthand, isOutOfScope, situationTerms } from './query-rewriting.js';
import { coversQuestion, isOffTopic, SCOPE } from './question-scope.js';
import { LlmClientService } from './llm-client.service.js';
import { asksForTool, toolsLine } from './task-tools.js';

/**
 * The Operations Advisor: a direct line first, then the guide's passage and its sources. The direct line comes from
 * the answer rules (services/content/assistant/answers.yaml: the question's amount, year, months or date against
 * the rule's facts), else from the found passages' sentence that best answers the question (or, when a model is
 * configured, from the model writing from those passages only). A question the guides do not cover is declined in
 * one sentence; no unrelated passage is pasted.
 */
const MAX_SOURCES = 3;
/** The most guide sentences added for the other questions of one message. */
const PART_LINES = 2;

/**
 * A rule's answer cites the rule's own pages first (with the guide's title when the search found the same page), then
 * the guides the search found, leaving out product pages, which share a word rather than the answer.
 */
export function ruleSources(readMore: Array<{ title: string; url: string }>, matches: KnowledgeMatch[]): Array<{ title: string; url: string }> {
  const cited = readMore.map((page) => matches.find((match) => match.url === page.url) ?? page);
  for (const match of matches) if (match.kind !== 'software' && !cited.some((page) => page.url === match.url)) cited.push(match);
  return cited.slice(0, MAX_SOURCES);
}

/** A fact's answer cites its guide page and its official source, then the guides the search found. */
export function factSources(facts: FoundFact[], matches: KnowledgeMatch[]): Array<{ title: string; url: string }> {
  const cited: Array<{ title: string; url: string }> = [];
  const add = (page: { title: string; url: string } | undefined) => {
    if (page && page.url && !cited.some((known) => known.url === page.url)) cited.push({ title: page.title, url: page.url });
  };
  for (const fact of facts) add(fact.unit.page);
  add({ title: `Source: ${facts[0]!.unit.source}`, url: facts[0]!.unit.sourceUrl });
  for (const match of matches) if (match.kind !== 'software') add(match);
  return cited.slice(0, MAX_SOURCES + 1);
}

@Injectable()
export class AdvisorService {
  constructor(
    @Inject(KnowledgeSearchService) private readonly knowledge: KnowledgeSearchService,
    @Inject(LlmClientService) private readonly llm: LlmClientService,
    @Inject(AssistantContentService) private readonly assistant: AssistantContentService,
    @Inject(FactSearchService) private readonly facts: FactSearchService,
  ) {}

  /**
   * For a message of several questions, the best guide sentence for each question that no rule answers and the lead
   * does not already hold (at most PART_LINES), with the page it comes from.
   */
  private async partAnswers(
    question: string,
    rules: Assistant['rules'],
    answered: Array<DirectAnswer | undefined>,
    lead: string,
  ): Promise<{ lines: string[]; pages: Array<{ title: string; url: string }> }> {
    const lines: string[] = [];
    const pages: Array<{ title: string; url: string }> = [];
    const parts = questionParts(question);
    if (parts.length < 2) return { lines, pages };
    for (const part of parts) {
      const rule = directAnswer(part, rules);
      if (rule && answered.some((done) => done?.rule.id === rule.rule.id)) continue;
      const { matches, lexemes } = await this.knowledge.search(part);
      const line = matches.length > 0 ? await this.knowledge.bestSentence(part, matches, lexemes) : undefined;
      if (!line || lead.includes(line) || lines.includes(line)) continue;
      lines.push(line);
      pages.push({ title: matches[0]!.title, url: matches[0]!.url });
      if (lines.length >= PART_LINES) break;
    }
    return { lines, pages };
  }

  /** The tools the guide recommends for the best task the search found that has any. */
  private async recommendedTools(matches: KnowledgeMatch[]): Promise<string | undefined> {
    for (const match of matches) {
      const task = match.kind === 'task' ? await this.facts.toolsFor(match.url) : undefined;
      const line = task && toolsLine(task.title, task.tools);
      if (line) return line;
    }
    return undefined;
  }

  async answer(asked: string, today = new Date()): Promise<string> {
    if (isGreeting(asked)) return GREETING_REPLY;
    if (isThanks(asked)) return THANKS_REPLY;
    if (isSmallTalk(asked)) return SMALL_TALK_REPLY;
    const { rules, decline, vocabulary } = await this.assistant.get();
    // Shorthand written out first ("eoy" is "end of year"): the rules, the situations and the search read the same words.
    const question = expandShorthand(asked, vocabulary.shorthand);
    const { matches, lexemes, known, covered, specific } = await this.knowledge.search(question);
    // A topic the guides never cover is declined even when a rule's words fit ("a song about payroll").
    if (isOutOfScope(question, vocabulary) || isOffTopic(question, vocabulary.offTopic)) return decline;
    // A message of several questions may get a rule's line for each of two ("when is the 941 due? and the 940?").
    const [direct, other] = directAnswers(question, rules, today, situationTerms(question.toLowerCase(), vocabulary));
    // The content's single facts (a state's filing, a shared fact's wording) answer in a line without a rule, and add
    // to a rule's answer what the rule does not say when one holds most of the question.
    // A question about what a state wants as a whole is answered by all of that state's filings.
    const summary = await this.facts.stateSummary(question);
    // A fact answers only a question it ranks for nearly as well as the best guide does (a C corporation's estimated
    // tax question shares "C-corp" with QSBS, but the estimated-tax guide scores more than twice as high).
    const found = summary
      ? []
      : (await this.facts.find(question, lexemes, await this.knowledge.weights())).filter(
          (fact) => fact.score >= (matches[0]?.score ?? 0) * FACTS.againstGuide,
        );
    const facts = direct ? found.filter((fact) => fact.coverage >= FACTS.withRule && !direct.text.includes(fact.unit.text)).slice(0, 1) : found;
    // Words neither the guides nor the rules use, or known words from several unrelated guides: a stray shared word is
    // no reason to answer. A rule or a fact that fits a question whose words are mostly known is ("a one-on-one with rosa").
    if (!coversQuestion(known, covered, question, specific) && !((direct || facts.length > 0 || summary) && known >= SCOPE.minKnown)) return decline;
    // A rule that names its own pages is supported only by those of the found passages (a pricing question's search
    // also finds health plans); a rule without pages, or no rule, by the best passage.
    const own = direct?.rule.readMore ?? [];
    const supportive = own.length === 0 ? matches : matches.filter((match) => own.some((page) => page.url === match.url));
    const best = supportive[0];
    if (!direct && facts.length === 0 && !summary && !best) return decline;
    const sources = summary
      ? [...summary.pages, ...matches.filter((match) => match.kind !== 'software' && !summary.pages.some((page) => page.url === match.url))].slice(
          0,
          MAX_SOURCES,
        )
      : direct
        ? ruleSources(own, supportive.length > 0 ? matches : [])
        : facts.length > 0
          ? factSources(facts, matches)
          : [...matches];
    if (!direct && this.llm.enabled) {
      const phrased = await this.llm.answer(question, matches);
      if (phrased) return composeAnswer(phrased, '', sources);
    }
    const factLine = summary?.text ?? facts.map((fact) => fact.unit.text).join(' ');
    // Asked which tool to use, the guide's recommended tools lead, before any rule's line.
    const tools = asksForTool(question) ? await this.recommendedTools(matches) : undefined;
    let lead =
      (direct ? [tools, direct.text, other?.text, factLine].filter(Boolean).join(' ') : undefined) ??
      tools ??
      (factLine || undefined) ??
      (await this.knowledge.bestSentence(question, matches, lexemes)) ??
      best!.title;
    // A rule's answer is supported by its own pages only; any other by the passages the search found.
    // The states the question names (by code or city too) count among its words: "in oakland" wants California's rules.
    const weighed = [...new Set([...lexemes, ...(await this.facts.stateWords(question))])];
    // A message of several questions: each question no rule answered gets its own guide's best sentence.
    const more = await this.partAnswers(question, rules, [direct, other], lead);
    if (more.lines.length > 0) {
      lead = [lead, ...more.lines].join(' ');
      for (const page of more.pages) if (!sources.some((source) => source.url === page.url)) sources.push(page);
    }
    const supporting = await this.knowledge.supportingSentences(question, direct && own.length > 0 ? supportive : matches, weighed, lead);
    return composeAnswer(lead, supporting.join(' '), sources);
  }
}
