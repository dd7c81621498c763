import type { BotMessage, ChatHistoryEntry } from '@launchops/contracts';

/** A chat_message row as read with raw SQL. */
export interface ChatMessageRow {
  id: number;
  is_user: boolean;
  content: string;
  created_at: Date;
}

export function toBotMessage(row: ChatMessageRow): BotMessage {
  return { id: row.id, content: row.content, timestamp: new Date(row.created_at).toISOString() };
}

export function toHistoryEntry(row: ChatMessageRow): ChatHistoryEntry {
  return { id: row.id, content: row.content, isUser: row.is_user, timestamp: new Date(row.created_at).toISOString() };
}
