import { type ReactNode, useEffect, useSyncExternalStore } from 'react';

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

type Working = typeof import('./tooltip-radix');

/** A small store: what has loaded, and who re-renders when it changes. */
function store<T>(initial: T) {
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

const working = store<Working | undefined>(undefined);
let loading: Promise<Working> | undefined;

/**
 * Loads the tooltips' working part (tooltip-radix.tsx) once. The triggers then render anew, inside it: one
 * that had focus meanwhile is given it back (by its id), and its tooltip opens as focus opens it.
 */
export function loadTooltips(): Promise<Working> {
  loading ??= import('./tooltip-radix').then((module) => {
    const focused = document.activeElement instanceof HTMLElement ? document.activeElement.id : '';
    working.set(module);
    if (focused) {
      window.setTimeout(() => {
        if (document.activeElement === document.body || document.activeElement === null) document.getElementById(focused)?.focus();
      });
    }
    return module;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
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

/** The page's first input of any kind: a tooltip can be wanted from then on. */
const FIRST_INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Around a page with tooltips: loads their working part on the page's first input (a pointer moving, a tap, a
 * key), not with the first paint, which none of them is part of. A failed load is tried again on the next input.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    if (working.get()) return undefined;
    let active = true;
    const options = { capture: true, passive: true } as const;
    const disarm = () => FIRST_INPUTS.forEach((type) => window.removeEventListener(type, onInput, options));
    const arm = () => active && FIRST_INPUTS.forEach((type) => window.addEventListener(type, onInput, options));
    function onInput() {
      disarm();
      loadTooltips().catch(arm);
    }
    arm();
    return () => {
      active = false;
      disarm();
    };
  }, []);
  return children;
}

/** A tooltip on its trigger; until the working part has loaded, the trigger alone. */
export function Tooltip(props: TooltipProps) {
  const loaded = useSyncExternalStore(working.subscribe, working.get, () => undefined);
  return loaded ? <loaded.RadixTooltipRoot {...props} /> : props.children;
}
