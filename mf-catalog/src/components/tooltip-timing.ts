/** What the tooltips' two parts share (tooltip.tsx loads tooltip-radix.tsx, which must not import it back). */
import { type ReactNode, useSyncExternalStore } from 'react';

/** Hover delay before a tooltip opens, and the window after a close in which the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

export interface TooltipProps {
  content: ReactNode;
  /** A focusable element (the trigger), with an id and a name that says what the tooltip shows. */
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called before Escape closes the tooltip. */
  onEscapeKeyDown?: () => void;
}

/** A small store: what has loaded, and who re-renders when it changes. */
export function store<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: T) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

// The skip window shared by the page's tooltips: after any of them closes, the next opens at once.
const skipping = store(false);
let skipTimer: ReturnType<typeof setTimeout> | undefined;

/** A tooltip closed: for TOOLTIP_SKIP_DELAY_MS the page's tooltips open without their delay. */
export function noteTooltipClosed(): void {
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => skipping.set(false), TOOLTIP_SKIP_DELAY_MS);
  // After the closing tooltip's own update: re-rendering it within that update would undo the close.
  queueMicrotask(() => skipping.set(true));
}

/** Ends the skip window now (tests that need each tooltip to start with its full delay). */
export function endTooltipSkipWindow(): void {
  clearTimeout(skipTimer);
  skipping.set(false);
}

export const useSkippingDelay = () => useSyncExternalStore(skipping.subscribe, skipping.get, () => false);
