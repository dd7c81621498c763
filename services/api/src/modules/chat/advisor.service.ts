import { Inject, Injectable } from '@nestjs/common';
import { composeReply, GREETING_REPLY, isGreeting, isThanks, NO_MATCH_REPLY, THANKS_REPLY } from './advisor-replies.js';
import { KnowledgeSearchService } from './knowledge-search.service.js';
import { LlmClientService } from './llm-client.service.js';

/** The Operations Advisor: answers from the site's own guides, optionally phrased by an LLM. */
@Injectable()
export class AdvisorService {
  constructor(
    @Inject(KnowledgeSearchService) private readonly knowledge: KnowledgeSearchService,
    @Inject(LlmClientService) private readonly llm: LlmClientService,
  ) {}

  async answer(question: string): Promise<string> {
    if (isGreeting(question)) return GREETING_REPLY;
    if (isThanks(question)) return THANKS_REPLY;
    const { matches, lexemes } = await this.knowledge.search(question);
    const best = matches[0];
    // Nothing relevant: say so rather than hand an unrelated passage (or the question alone) to a model.
    if (!best) return NO_MATCH_REPLY;
    if (this.llm.enabled) {
      const phrased = await this.llm.answer(question, matches);
      if (phrased) return composeReply(phrased, matches);
    }
    const sentences = await this.knowledge.relevantSentences(best.body, lexemes);
    return composeReply(sentences.join(' ') || best.title, matches);
  }
}
