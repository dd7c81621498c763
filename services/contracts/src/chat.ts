import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common.js';
import { plainText } from './text-checks.js';

export const CHAT_MAX_LENGTH = 2000;

export const chatMessageInputSchema = z.strictObject({
  content: z
    .string({ error: 'content must be text' })
    .check(
      z.trim(),
      z.minLength(1, 'Please type a question'),
      z.maxLength(CHAT_MAX_LENGTH, `Please keep questions under ${CHAT_MAX_LENGTH} characters`),
      plainText('Questions must not contain control characters'),
    ),
});
export type ChatMessageInput = z.infer<typeof chatMessageInputSchema>;

export const botMessageSchema = z.object({
  id: z.int(),
  content: z.string(),
  timestamp: isoDateTimeSchema,
});
export type BotMessage = z.infer<typeof botMessageSchema>;

export const chatReplySchema = z.object({
  botMessage: botMessageSchema,
});
export type ChatReply = z.infer<typeof chatReplySchema>;

export const chatHistoryEntrySchema = z.object({
  id: z.int(),
  content: z.string(),
  isUser: z.boolean(),
  timestamp: isoDateTimeSchema,
});
export const chatHistorySchema = z.array(chatHistoryEntrySchema);
export type ChatHistoryEntry = z.infer<typeof chatHistoryEntrySchema>;
