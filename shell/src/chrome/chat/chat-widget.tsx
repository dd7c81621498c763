import styled from '@emotion/styled';
import { lazy, Suspense, useState } from 'react';

// The conversation (its code and its requests) loads when the chat is first opened: the launcher
// alone is on every first paint.
const ChatPanel = lazy(() => import('./chat-panel').then((m) => ({ default: m.ChatPanel })));
/** Starts loading the conversation early (hover or focus on the launcher). */
const preloadPanel = () => void import('./chat-panel');

const StyledLauncher = styled.button`
  position: fixed;
  right: 20px;
  bottom: 20px;
  z-index: 50;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  border: 0;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  box-shadow: var(--lo-shadow);
  display: inline-flex;
  align-items: center;
  justify-content: center;
  cursor: pointer;
`;

const StyledLoading = styled.p`
  position: fixed;
  right: 20px;
  bottom: 88px;
  z-index: 50;
  margin: 0;
  padding: 10px 14px;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
  background: var(--lo-surface);
  box-shadow: var(--lo-shadow);
`;

// Icons drawn inline (the shapes of lucide's message-circle and x) to keep lucide out of the first load.
const ICON = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
const MessageIcon = () => (
  <svg {...ICON}>
    <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" />
  </svg>
);
const CloseIcon = () => (
  <svg {...ICON}>
    <path d="M18 6 6 18" />
    <path d="m6 6 12 12" />
  </svg>
);

/** "Operations Advisor": the launcher, and the conversation once opened. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const toggle = () => {
    setOpened(true);
    setOpen((o) => !o);
  };
  return (
    <div className="lo-no-print">
      {opened ? (
        <Suspense fallback={open ? <StyledLoading role="status">Opening the Operations Advisor…</StyledLoading> : null}>
          <ChatPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
      <StyledLauncher
        type="button"
        aria-label={open ? 'Close Operations Advisor chat' : 'Open Operations Advisor chat'}
        aria-expanded={open}
        onClick={toggle}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        data-testid="chat-launcher"
      >
        {open ? <CloseIcon /> : <MessageIcon />}
      </StyledLauncher>
    </div>
  );
}
