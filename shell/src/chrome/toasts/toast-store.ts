import { SHELL_TOAST_EVENT, type ToastRequest } from '@launchops/kit';
import { create } from 'zustand';

export const TOAST_LIMIT = 1;
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Dismissed toasts stay in the store this long (spec value) so their exit can finish. */
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
  action?: { label: string; href: string };
  duration: number;
  open: boolean;
}

interface ToastState {
  toasts: ToastItem[];
  show(request: ToastRequest): string;
  dismiss(id: string): void;
}

let counter = 0;

export const useToastStore = create<ToastState>((set) => ({
  toasts: [],
  show(parsed) {
    const id = `toast-${++counter}`;
    const toast: ToastItem = {
      id,
      title: parsed.title,
      description: parsed.description,
      variant: parsed.variant ?? 'default',
      action: parsed.action,
      duration: parsed.duration ?? TOAST_DEFAULT_DURATION_MS,
      open: true,
    };
    // One visible at a time: the newest replaces the others.
    set((state) => ({ toasts: [toast, ...state.toasts].slice(0, TOAST_LIMIT) }));
    return id;
  },
  dismiss(id) {
    set((state) => ({ toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)) }));
    window.setTimeout(() => set((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) })), TOAST_REMOVE_DELAY_MS);
  },
}));

export const toast = (request: ToastRequest) => useToastStore.getState().show(request);

/**
 * Remotes raise toasts with a `shell:toast` DOM event; each request is validated against the
 * platform contract and invalid ones are ignored (with a console warning for the remote's team).
 * The validator (and zod with it) loads with the first request, not with the first paint: building
 * zod's first schema is tens of milliseconds of main-thread work on a phone. Requests are shown in
 * the order they were raised.
 */
export function listenForToastRequests(): () => void {
  let queue: Promise<void> = Promise.resolve();
  const handler = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    queue = queue
      .then(() => import('./toast-request'))
      .then(({ parseToastRequest }) => {
        const parsed = parseToastRequest(detail);
        if (parsed.ok) toast(parsed.request);
        else console.warn(`[shell] ignored an invalid ${SHELL_TOAST_EVENT} request: ${parsed.message}`);
      })
      .catch((error: unknown) => console.error('[shell] could not show a toast request', error));
  };
  window.addEventListener(SHELL_TOAST_EVENT, handler);
  return () => window.removeEventListener(SHELL_TOAST_EVENT, handler);
}
