import styled from '@emotion/styled';
import { useRef, useState } from 'react';
import { preloadable, useLoadState } from '@launchops/kit/react';

// The conversation (its code and its requests) loads when the chat is first opened: the launcher
// alone is on every first paint.
const panel = preloadable(() => import('./chat-panel').then((m) => m.ChatPanel));
/** Starts loading the conversation early (hover or focus on the launcher). */
const preloadPanel = () => void panel.load().catch(() => undefined);

/**
 * How much room the launcher takes at the bottom of the screen (its offset, its size and a gap): the footer
 * keeps that much space under its last line, so the button never sits on text when the page is scrolled
 * to the end. Smaller on phones, where the button is smaller too.
 */
export const CHAT_LAUNCHER_CLEARANCE = { wide: '92px', narrow: '76px', narrowMaxWidth: '480px' } as const;

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
  @media (max-width: ${CHAT_LAUNCHER_CLEARANCE.narrowMaxWidth}) {
    right: 12px;
    bottom: 12px;
    width: 48px;
    height: 48px;
  }
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
const ICON = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
} as const;
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

/** The conversation, shown at once when its code is already here; a failed load is retried on the next opening. */
function Conversation({ open, attempt, onClose }: { open: boolean; attempt: number; onClose: () => void }) {
  const { value: ChatPanel, error } = useLoadState(`chat-panel#${attempt}`, panel.loaded(), panel.load);
  if (ChatPanel) return <ChatPanel open={open} onClose={onClose} />;
  if (!open) return null;
  return error ? (
    <StyledLoading role="alert">The Operations Advisor could not be opened. Check your connection, then close and open the chat again.</StyledLoading>
  ) : (
    <StyledLoading role="status">Opening the Operations Advisor…</StyledLoading>
  );
}

/** "Operations Advisor": the launcher, and the conversation once opened. */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  // How many times the chat was opened: 0 until the first time, and each opening retries a failed load.
  const [openings, setOpenings] = useState(0);
  const launcher = useRef<HTMLButtonElement>(null);
  const toggle = () => {
    if (!open) setOpenings((n) => n + 1);
    setOpen((o) => !o);
  };
  // Closing from inside the conversation (its button or Esc) puts the focus back where the visitor opened it.
  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };
  return (
    <div className="lo-no-print">
      {openings > 0 ? <Conversation open={open} attempt={openings} onClose={close} /> : null}
      <StyledLauncher
        ref={launcher}
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
