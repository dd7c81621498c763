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

/**
 * GET /api/chatbot/allowance: the Operations Advisor's daily allowance as it stands for this visitor, so a page can
 * say how many questions are left without asking one. Counted per visitor and per client address (a shared network
 * gets a few allowances); it renews at `resetsAt`, the next midnight UTC.
 */
export const assistantAllowanceSchema = z.object({
  /** Questions a day on the visitor's plan; null: no daily limit (Pro, Premium). */
  dailyAllowance: z.nullable(z.int()),
  /** Questions left today; null: no daily limit. */
  left: z.nullable(z.int()),
  resetsAt: isoDateTimeSchema,
});
export type AssistantAllowance = z.infer<typeof assistantAllowanceSchema>;
