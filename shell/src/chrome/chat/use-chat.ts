import { apiGet, ApiRequestError, apiRequest, type ChatHistoryEntry, chatHistorySchema, chatReplySchema } from '@launchops/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { CHAT_ALLOWANCE_QUERY_KEY } from './chat-allowance';

export const CHAT_GREETING =
  "Hi, I'm the Operations Advisor. I can help with incorporation, payroll, tax, accounting and HR questions. What are you working on?";
export const CHAT_FAILURE = "Sorry, I'm having trouble connecting. Please try again later.";

interface Message {
  id?: number;
  key: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
  /** An answer that arrived in this conversation (not one from the history). */
  fresh?: boolean;
}

let keyCounter = 0;
const nextKey = () => `m${++keyCounter}`;

/** The visitor's earlier messages (sign-in and sign-out refetch it with every other query: another visitor). */
export const CHAT_HISTORY_QUERY_KEY = ['chat', 'history'] as const;
const greeting = (): Message => ({ key: nextKey(), content: CHAT_GREETING, isUser: false, timestamp: new Date() });
const fromHistory = (entry: ChatHistoryEntry): Message => ({
  key: `h${entry.id}`,
  id: entry.id,
  content: entry.content,
  isUser: entry.isUser,
  timestamp: new Date(entry.timestamp),
});
const readHistory = ({ signal }: { signal?: AbortSignal }) => apiGet('/api/chatbot/history', chatHistorySchema, signal);

/** The conversation: the visitor's earlier messages first, then each question sent and its answer. */
export function useChat() {
  const [loading, setLoading] = useState(false);
  const [messages, setMessages] = useState<Message[]>(() => [greeting()]);
  const queryClient = useQueryClient();
  const history = useQuery({ queryKey: CHAT_HISTORY_QUERY_KEY, queryFn: readHistory });
  // The history seeds the conversation: the first time it keeps what was asked while it loaded (sent only
  // once it was here, so not in it); a later answer (another visitor, after signing in or out) replaces all.
  const seeded = useRef<ChatHistoryEntry[] | undefined>(undefined);
  useEffect(() => {
    if (!history.data || seeded.current === history.data) return;
    const first = seeded.current === undefined;
    seeded.current = history.data;
    const earlier = history.data.map(fromHistory);
    setMessages((list) => [greeting(), ...earlier, ...(first ? list.slice(1) : [])]);
  }, [history.data]);

  const send = async (content: string) => {
    setMessages((list) => [...list, { key: nextKey(), content, isUser: true, timestamp: new Date() }]);
    setLoading(true);
    try {
      // The question is stored after the history is read, so it cannot appear in it as well.
      if (history.isPending) await queryClient.ensureQueryData({ queryKey: CHAT_HISTORY_QUERY_KEY, queryFn: readHistory }).catch(() => undefined);
      const reply = await apiRequest('POST', '/api/chatbot/message', chatReplySchema, { content });
      setMessages((list) => [
        ...list,
        {
          key: nextKey(),
          id: reply.botMessage.id,
          content: reply.botMessage.content,
          isUser: false,
          timestamp: new Date(reply.botMessage.timestamp),
          fresh: true,
        },
      ]);
    } catch (error) {
      console.error('[chat] request failed', error);
      // A 429 says why (the free daily allowance, or too many questions a minute); anything else is a failure.
      const content = error instanceof ApiRequestError && error.status === 429 ? error.message : CHAT_FAILURE;
      setMessages((list) => [...list, { key: nextKey(), content, isUser: false, timestamp: new Date(), fresh: true }]);
    } finally {
      setLoading(false);
      // The count of questions left changed (or the API refused one): read it again.
      void queryClient.invalidateQueries({ queryKey: CHAT_ALLOWANCE_QUERY_KEY });
    }
  };

  return { messages, loading, history, send };
}
