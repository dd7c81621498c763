import { Body, Controller, Get, Header, Inject, Post, Req, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type AssistantAllowance,
  assistantAllowanceSchema,
  type ChatHistoryEntry,
  chatHistorySchema,
  type ChatMessageInput,
  chatMessageInputSchema,
  type ChatReply,
  chatReplySchema,
} from '@launchops/contracts';
import type { FastifyRequest } from 'fastify';
import { clientAddressHash } from '../../common/client-address.js';
import { Visitor } from '../../common/visitor.js';
import { ChatService } from './chat.service.js';
import { AssistantAllowanceGuard, CountedClient } from './assistant-allowance.guard.js';
import { AssistantAllowanceService } from './assistant-allowance.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';

@ApiTags('chat')
@Controller('chatbot')
export class ChatController {
  constructor(
    @Inject(ChatService) private readonly chat: ChatService,
    @Inject(AssistantAllowanceService) private readonly allowance: AssistantAllowanceService,
  ) {}

  @Post('message')
  @UseGuards(AssistantAllowanceGuard)
  @RateLimit(20)
  @ApiCreatedResponse({ standardSchema: chatReplySchema })
  send(
    @Body({ schema: chatMessageInputSchema }) input: ChatMessageInput,
    @Visitor() visitor: string,
    @CountedClient() countedClient: string | null,
  ): Promise<ChatReply> {
    return this.chat.send(visitor, input.content, countedClient);
  }

  /** How many questions this visitor has left today, and when the count renews (asking one is not needed to know). */
  @Get('allowance')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ standardSchema: assistantAllowanceSchema })
  async allowanceLeft(@Visitor() visitor: string, @Req() request: FastifyRequest): Promise<AssistantAllowance> {
    const { dailyAllowance, left, resetsAt } = await this.allowance.status(visitor, clientAddressHash(request));
    return { dailyAllowance, left, resetsAt };
  }

  @Get('history')
  @ApiOkResponse({ standardSchema: chatHistorySchema })
  history(@Visitor() visitor: string): Promise<ChatHistoryEntry[]> {
    return this.chat.history(visitor);
  }
}
