import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { store, type TooltipProps } from './tooltip-timing';

type Working = typeof import('./tooltip-radix');

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
