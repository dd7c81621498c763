import styled from '@emotion/styled';
import { apiRequest, chatReplySchema } from '@launchops/contracts';
import { Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ChatText } from './chat-text';

export const CHAT_GREETING =
  "Hi, I'm the Operations Advisor. I can help with incorporation, payroll, tax, accounting and HR questions. What are you working on?";
export const CHAT_FAILURE = "Sorry, I'm having trouble connecting. Please try again later.";

interface Message {
  id?: number;
  key: string;
  content: string;
  isUser: boolean;
  timestamp: Date;
}

const StyledPanel = styled.section`
  position: fixed;
  right: 20px;
  bottom: 88px;
  z-index: 50;
  width: 350px;
  max-width: calc(100vw - 24px);
  max-height: 500px;
  height: min(500px, calc(100vh - 110px));
  display: flex;
  flex-direction: column;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
  overflow: hidden;
  @media (max-width: 400px) { right: 12px; }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px 10px 16px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  h2 { margin: 0; font-size: 1rem; }
  button { background: transparent; border: 0; color: inherit; width: 32px; height: 32px; border-radius: 6px; cursor: pointer; }
`;

const StyledList = styled.ol`
  list-style: none;
  margin: 0;
  padding: 12px;
  flex: 1;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const StyledBubble = styled.li<{ mine: boolean }>`
  align-self: ${(p) => (p.mine ? 'flex-end' : 'flex-start')};
  max-width: 85%;
  padding: 8px 12px;
  border-radius: 12px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  background: ${(p) => (p.mine ? 'var(--lo-primary)' : 'var(--lo-bg-muted)')};
  color: ${(p) => (p.mine ? 'var(--lo-primary-fg)' : 'var(--lo-fg)')};
  a { color: inherit; text-decoration: underline; }
`;

const StyledForm = styled.form`
  display: flex;
  gap: 8px;
  padding: 10px;
  border-top: 1px solid var(--lo-border);
  textarea {
    flex: 1;
    resize: none;
    min-height: 40px;
    max-height: 120px;
    padding: 8px 10px;
    border: 1px solid var(--lo-border);
    border-radius: 8px;
    background: var(--lo-bg);
  }
  button {
    width: 40px;
    border: 0;
    border-radius: 8px;
    background: var(--lo-primary);
    color: var(--lo-primary-fg);
    cursor: pointer;
  }
  button:disabled { opacity: 0.5; cursor: not-allowed; }
`;

let keyCounter = 0;
const nextKey = () => `m${++keyCounter}`;

/**
 * The conversation of "Operations Advisor": answers from the site's own guides through
 * POST /api/chatbot/message. Loaded when the visitor first opens the chat, then kept mounted
 * (hidden while closed) so the conversation survives closing and reopening.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [input, setInput] = useState('');
  const [loading, setLoading] = useState(false);
  const [messages, setMessages] = useState<Message[]>(() => [
    { key: nextKey(), content: CHAT_GREETING, isUser: false, timestamp: new Date() },
  ]);
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages, loading]);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const send = async () => {
    const content = input.trim();
    if (!content || loading) return;
    setInput('');
    setMessages((list) => [...list, { key: nextKey(), content, isUser: true, timestamp: new Date() }]);
    setLoading(true);
    try {
      const reply = await apiRequest('POST', '/api/chatbot/message', chatReplySchema, { content });
      setMessages((list) => [
        ...list,
        { key: nextKey(), id: reply.botMessage.id, content: reply.botMessage.content, isUser: false, timestamp: new Date(reply.botMessage.timestamp) },
      ]);
    } catch (error) {
      console.error('[chat] request failed', error);
      setMessages((list) => [...list, { key: nextKey(), content: CHAT_FAILURE, isUser: false, timestamp: new Date() }]);
    } finally {
      setLoading(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  if (!open) return null;
  return (
    <StyledPanel aria-label="Operations Advisor chat" data-testid="chat-panel">
      <StyledHeader>
        <h2>Operations Advisor</h2>
        <button type="button" aria-label="Close chat" onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      </StyledHeader>
      <StyledList ref={listRef} aria-live="polite" aria-busy={loading}>
        {messages.map((m) => (
          <StyledBubble key={m.key} mine={m.isUser} data-from={m.isUser ? 'user' : 'bot'}>
            <span className="lo-visually-hidden">{m.isUser ? 'You: ' : 'Advisor: '}</span>
            {m.isUser ? m.content : <ChatText text={m.content} />}
          </StyledBubble>
        ))}
        {loading ? (
          <StyledBubble mine={false} data-testid="chat-typing" aria-label="The advisor is typing">
            <span aria-hidden="true">…</span>
          </StyledBubble>
        ) : null}
      </StyledList>
      <StyledForm
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <label htmlFor="chat-input" className="lo-visually-hidden">
          Your question
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={input}
          maxLength={2000}
          placeholder="Ask about EINs, payroll, taxes..."
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label="Send" disabled={loading || input.trim() === ''}>
          <Send size={18} aria-hidden="true" />
        </button>
      </StyledForm>
    </StyledPanel>
  );
}
