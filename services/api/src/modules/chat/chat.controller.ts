import { Body, Controller, Get, Inject, Post, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type ChatHistoryEntry, chatHistorySchema, type ChatMessageInput, chatMessageInputSchema, type ChatReply, chatReplySchema } from '@launchops/contracts';
import { Visitor } from '../../common/visitor.js';
import { ChatService } from './chat.service.js';
import { AssistantAllowanceGuard } from '../billing/entitlement.guards.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';

@ApiTags('chat')
@Controller('chatbot')
export class ChatController {
  constructor(@Inject(ChatService) private readonly chat: ChatService) {}

  @Post('message')
  @UseGuards(AssistantAllowanceGuard)
  @RateLimit(20)
  @ApiCreatedResponse({ standardSchema: chatReplySchema })
  send(@Body({ schema: chatMessageInputSchema }) input: ChatMessageInput, @Visitor() visitor: string): Promise<ChatReply> {
    return this.chat.send(visitor, input.content);
  }

  @Get('history')
  @ApiOkResponse({ standardSchema: chatHistorySchema })
  history(@Visitor() visitor: string): Promise<ChatHistoryEntry[]> {
    return this.chat.history(visitor);
  }
}
