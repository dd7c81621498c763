import styled from '@emotion/styled';
import { Send, X } from 'lucide-react';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { ChatAllowance, useAssistantAllowance } from './chat-allowance';
import { ChatText } from './chat-text';
import { useChat } from './use-chat';

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
  @media (max-width: 480px) {
    right: 12px;
    bottom: 72px;
  }
`;

const StyledHeader = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 10px 12px 10px 16px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  h2 {
    margin: 0;
    font-size: 1rem;
  }
  button {
    background: transparent;
    border: 0;
    color: inherit;
    width: 32px;
    height: 32px;
    border-radius: 6px;
    cursor: pointer;
  }
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
  a {
    color: inherit;
    text-decoration: underline;
  }
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
    /* On a phone the placeholder takes two lines: the box shows both instead of clipping the second. */
    @media (max-width: 420px) {
      min-height: 64px;
    }
  }
  button {
    width: 40px;
    border: 0;
    border-radius: 8px;
    background: var(--lo-primary);
    color: var(--lo-primary-fg);
    cursor: pointer;
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const StyledNote = styled.li`
  align-self: center;
  font-size: 0.85rem;
  color: var(--lo-fg-muted);
`;

/** Space left above an answer scrolled into view (the list's own padding). */
const ANSWER_TOP_GAP = 12;

/**
 * A new answer is scrolled so that its first line is in view (it is read from the top); anything else
 * (the question just sent, the typing dots, the conversation on opening) shows the end of the list.
 */
function useAnswerInView(listRef: RefObject<HTMLOListElement | null>, messages: unknown, loading: boolean, open: boolean) {
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const last = list.querySelector<HTMLElement>('li:last-of-type');
    if (last?.dataset.from === 'bot' && last.dataset.fresh === 'true') {
      list.scrollTop += last.getBoundingClientRect().top - list.getBoundingClientRect().top - ANSWER_TOP_GAP;
    } else {
      list.scrollTop = list.scrollHeight;
    }
  }, [listRef, messages, loading, open]);
}

/**
 * The conversation of "Operations Advisor": answers from the site's own guides through
 * POST /api/chatbot/message. Loaded when the visitor first opens the chat, then kept mounted
 * (hidden while closed) so the conversation survives closing and reopening. It starts with the
 * visitor's earlier messages (GET /api/chatbot/history), so a reload or a later visit continues it.
 */
export function ChatPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [input, setInput] = useState('');
  const { messages, loading, history, send: ask } = useChat();
  const { allowance, spent } = useAssistantAllowance();
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);

  useAnswerInView(listRef, messages, loading, open);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const send = async () => {
    const content = input.trim();
    if (!content || loading || spent) return;
    setInput('');
    await ask(content);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      void send();
    }
  };

  // Esc closes the chat from anywhere inside it, like the close button.
  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    onClose();
  };

  if (!open) return null;
  return (
    <StyledPanel aria-label="Operations Advisor chat" data-testid="chat-panel" onKeyDown={onPanelKeyDown}>
      <StyledHeader>
        <h2>Operations Advisor</h2>
        <button type="button" aria-label="Close chat" onClick={onClose}>
          <X size={18} aria-hidden="true" />
        </button>
      </StyledHeader>
      <StyledList ref={listRef} aria-live="polite" aria-busy={loading}>
        {messages.map((m) => (
          <StyledBubble key={m.key} mine={m.isUser} data-from={m.isUser ? 'user' : 'bot'} data-fresh={m.fresh ? 'true' : undefined}>
            <span className="lo-visually-hidden">{m.isUser ? 'You: ' : 'Advisor: '}</span>
            {m.isUser ? m.content : <ChatText text={m.content} />}
          </StyledBubble>
        ))}
        {history.isPending ? <StyledNote>Loading your earlier messages…</StyledNote> : null}
        {history.isError ? <StyledNote>Your earlier messages could not be loaded.</StyledNote> : null}
        {loading ? (
          <StyledBubble mine={false} data-testid="chat-typing" aria-label="The advisor is typing">
            <span aria-hidden="true">…</span>
          </StyledBubble>
        ) : null}
      </StyledList>
      <ChatAllowance allowance={allowance} id="chat-allowance" />
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
          disabled={spent}
          aria-describedby={allowance?.left != null ? 'chat-allowance' : undefined}
          onChange={(e) => setInput(e.target.value)}
          onKeyDown={onKeyDown}
        />
        <button type="submit" aria-label="Send" disabled={loading || spent || input.trim() === ''}>
          <Send size={18} aria-hidden="true" />
        </button>
      </StyledForm>
    </StyledPanel>
  );
}
