import type { ToastRequest } from './toast.js';

/**
 * The platform contract between the shell and the remotes: cross-slice DOM events (namespaced by
 * the slice that owns them) and the design tokens every slice styles with.
 */

/** A remote asks the shell to show a toast: `window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail }))`. */
export const SHELL_TOAST_EVENT = 'shell:toast';

// The only cross-slice event is the toast request: every event a slice dispatches must have a listener that
// does something a visitor sees (the shell's toaster here). Data changes are shared through the one QueryClient.

/** Dispatches a toast request to the shell (or to a remote's standalone harness). */
export function requestToast(detail: ToastRequest): void {
  window.dispatchEvent(new CustomEvent(SHELL_TOAST_EVENT, { detail }));
}

/**
 * The react-query defaults of the page's one QueryClient, which the shell creates and the remotes
 * share. Remotes build on them: no retries and no refetch on focus, reconnect or a timer; a query
 * that should go stale sets its own staleTime (the default keeps data until a slice invalidates
 * it). Each remote's standalone harness and its tests use the same object, so they behave as the
 * site does.
 */
export const SHELL_QUERY_DEFAULTS = {
  queries: {
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
  },
  mutations: { retry: false },
} as const;

/** Design tokens as CSS custom properties; light values on :root, dark under html.dark. */
export const THEME_TOKENS = {
  light: {
    '--lo-bg': '#ffffff',
    '--lo-bg-muted': '#f4f6f8',
    '--lo-surface': '#ffffff',
    '--lo-fg': '#0f172a',
    '--lo-fg-muted': '#475569',
    '--lo-border': '#dbe1e8',
    '--lo-primary': '#1d4ed8',
    '--lo-primary-fg': '#ffffff',
    '--lo-primary-soft': '#e0e9ff',
    '--lo-accent': '#0f766e',
    '--lo-danger': '#b91c1c',
    '--lo-danger-soft': '#fee2e2',
    '--lo-warning': '#854d0e',
    '--lo-warning-soft': '#fef3c7',
    '--lo-success': '#15803d',
    '--lo-success-soft': '#dcfce7',
    '--lo-focus': '#f59e0b',
    '--lo-shadow': '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
  },
  dark: {
    '--lo-bg': '#0b1120',
    '--lo-bg-muted': '#111a2e',
    '--lo-surface': '#131d33',
    '--lo-fg': '#e5e9f0',
    '--lo-fg-muted': '#a3b0c2',
    '--lo-border': '#2a3650',
    '--lo-primary': '#7aa2ff',
    '--lo-primary-fg': '#0b1120',
    '--lo-primary-soft': '#1c2a4d',
    '--lo-accent': '#5eead4',
    '--lo-danger': '#fca5a5',
    '--lo-danger-soft': '#3b1518',
    '--lo-warning': '#fcd34d',
    '--lo-warning-soft': '#3a2c0b',
    '--lo-success': '#86efac',
    '--lo-success-soft': '#0f2f1c',
    '--lo-focus': '#fbbf24',
    '--lo-shadow': '0 1px 3px rgba(0, 0, 0, 0.4), 0 4px 12px rgba(0, 0, 0, 0.3)',
  },
} as const;

/** The tokens as a stylesheet. */
export function themeCss(): string {
  const block = (tokens: Record<string, string>) =>
    Object.entries(tokens)
      .map(([name, value]) => `${name}:${value};`)
      .join('');
  return `:root{${block(THEME_TOKENS.light)}color-scheme:light;}html.dark{${block(THEME_TOKENS.dark)}color-scheme:dark;}`;
}

/**
 * The base rules every page of the site has, inside the shell and in a remote's standalone page
 * alike (inline in <head> next to themeCss()), including the screen-reader-only class every slice
 * uses: `lo-visually-hidden`, and `lo-no-print`.
 */
export const BASE_CSS = [
  '*,*::before,*::after{box-sizing:border-box;}',
  'body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;font-size:16px;line-height:1.6;color:var(--lo-fg);background:var(--lo-bg);min-width:320px;}',
  'img,svg{max-width:100%;}',
  'a{color:var(--lo-primary);}',
  'h1,h2,h3,h4{line-height:1.25;}',
  ':focus-visible{outline:3px solid var(--lo-focus);outline-offset:2px;}',
  'button,input,select,textarea{font:inherit;color:inherit;}',
  '.lo-visually-hidden{position:absolute !important;width:1px;height:1px;padding:0;margin:-1px;overflow:hidden;clip:rect(0,0,0,0);white-space:nowrap;border:0;}',
  '@media print{.lo-no-print{display:none !important;}}',
].join('');

/** Runs before first paint (inline in <head>) so the page never flashes the wrong theme. */
export const THEME_BOOT_SCRIPT =
  "(function(){try{var t=localStorage.getItem('theme');var d=t==='dark'||(t!=='light'&&window.matchMedia('(prefers-color-scheme: dark)').matches);document.documentElement.classList.toggle('dark',d);}catch(e){}})();";
