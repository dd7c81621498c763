import { Module } from '@nestjs/common';
import { AdvisorService } from './advisor.service.js';
import { AssistantAllowanceGuard } from './assistant-allowance.guard.js';
import { AssistantAllowanceService } from './assistant-allowance.service.js';
import { AssistantContentService } from './assistant-content.service.js';
import { ChatController } from './chat.controller.js';
import { ChatRepository } from './chat.repository.js';
import { ChatService } from './chat.service.js';
import { FactSearchService } from './fact-search.service.js';
import { KnowledgeSearchService } from './knowledge-search.service.js';
import { KnowledgeRepository } from './knowledge.repository.js';
import { LlmClientService } from './llm-client.service.js';

@Module({
  controllers: [ChatController],
  providers: [
    ChatRepository,
    KnowledgeRepository,
    ChatService,
    AssistantAllowanceService,
    AssistantAllowanceGuard,
    AdvisorService,
    AssistantContentService,
    KnowledgeSearchService,
    FactSearchService,
    LlmClientService,
  ],
  exports: [KnowledgeSearchService],
})
export class ChatModule {}
