import { Inject, Injectable } from '@nestjs/common';
import type { ChatHistoryEntry, ChatReply } from '@launchops/contracts';
import { Transactions } from '../../database/sql-repository.js';
import { AdvisorService } from './advisor.service.js';
import { toBotMessage, toHistoryEntry } from './chat.mapper.js';
import { ChatRepository } from './chat.repository.js';

@Injectable()
export class ChatService {
  constructor(
    @Inject(ChatRepository) private readonly messages: ChatRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(AdvisorService) private readonly advisor: AdvisorService,
  ) {}

  /**
   * Answers first (the LLM may take seconds), then stores question and answer together; `countedClient`: the hashed
   * client address of a question that counts against an allowance.
   */
  async send(visitorId: string, content: string, countedClient: string | null = null): Promise<ChatReply> {
    const answer = await this.advisor.answer(content);
    const bot = await this.transactions.run(async (tx) => {
      await this.messages.insertMessage(visitorId, true, content, tx, countedClient);
      return this.messages.insertMessage(visitorId, false, answer, tx);
    });
    return { botMessage: toBotMessage(bot) };
  }

  /** This visitor's last messages, oldest first. */
  async history(visitorId: string): Promise<ChatHistoryEntry[]> {
    const rows = await this.messages.latestMessages(visitorId);
    return rows.reverse().map(toHistoryEntry);
  }
}
