import { RELEASE_SIGNAL_BATCH_MAX, type ReleaseSignalKind } from '@launchops/contracts';

/**
 * The shell's reports of each remote version on the page (loads with their time, failed loads, render errors
 * caught by a slot's boundary), for the release registry's canary watch and platform page. They are sent in
 * small batches with sendBeacon (when the page is hidden or left, and a few seconds after the first), carry no
 * address, page or visitor, and only name versions the site server said this page runs, with the page-load id it
 * gave the page (<meta name="lo-page-load">: the site server counts each event of a page load once).
 */

const ENDPOINT = '/api/release-signals';
const FLUSH_AFTER_MS = 5_000;

interface SignalEvent {
  remote: string;
  version: string;
  kind: ReleaseSignalKind;
  ms?: number;
}

let versions: Record<string, string> | undefined;
let pageLoad: string | undefined;
let queue: SignalEvent[] = [];
let timer: number | undefined;
let listening = false;
const reportedErrors = new WeakSet<object>();

/** The version of each remote this page runs, from the site server's <script id="lo-release-versions">. */
function versionOf(remote: string): string | undefined {
  if (!versions) {
    versions = {};
    try {
      const parsed = JSON.parse(document.getElementById('lo-release-versions')?.textContent ?? '{}') as Record<string, { version?: unknown }>;
      for (const [name, entry] of Object.entries(parsed)) if (typeof entry?.version === 'string') versions[name] = entry.version;
    } catch {
      // no versions on this page: nothing is reported
    }
  }
  return versions[remote];
}

/** Sends what is queued, in batches the API takes. */
export function flushReleaseSignals(): void {
  window.clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0) {
    const body = JSON.stringify({ page: pageLoad, events: queue.splice(0, RELEASE_SIGNAL_BATCH_MAX) });
    const sent = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
    if (!sent) void fetch(ENDPOINT, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(() => undefined);
  }
}

/** Queues one report of `remote` (nothing when the page does not know its version or has no page-load id). */
export function reportRemoteSignal(remote: string, kind: ReleaseSignalKind, ms?: number): void {
  pageLoad ??= document.querySelector<HTMLMetaElement>('meta[name="lo-page-load"]')?.content || undefined;
  const version = versionOf(remote);
  if (!version || !pageLoad) return;
  queue.push({ remote, version, kind, ...(ms === undefined ? {} : { ms: Math.max(0, Math.min(120_000, Math.round(ms))) }) });
  if (!listening) {
    listening = true;
    window.addEventListener('pagehide', flushReleaseSignals);
    document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flushReleaseSignals());
  }
  timer ??= window.setTimeout(flushReleaseSignals, FLUSH_AFTER_MS);
}

/** A failed load, reported once: the boundary that then shows it does not count it again as a render error. */
export function reportLoadError(remote: string, error: unknown): void {
  if (typeof error === 'object' && error !== null) {
    if (reportedErrors.has(error)) return;
    reportedErrors.add(error);
  }
  reportRemoteSignal(remote, 'load-error');
}

/** An error a slot's boundary caught: a render error, unless it is a load failure already reported. */
export function reportCaughtError(remote: string, error: unknown): void {
  if (typeof error === 'object' && error !== null && reportedErrors.has(error)) return;
  reportRemoteSignal(remote, 'render-error');
}

/** For tests: forget the page's state. */
export function resetReleaseSignals(): void {
  versions = undefined;
  pageLoad = undefined;
  queue = [];
  window.clearTimeout(timer);
  timer = undefined;
}
