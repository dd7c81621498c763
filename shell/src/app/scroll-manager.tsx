import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Where the positions live: per tab, so a reload or a Back from another site still finds them. */
const STORE_KEY = 'lo-scroll-positions';
/** Enough history entries for any visit; the oldest are dropped beyond it. */
const MAX_ENTRIES = 100;
/** How long a restore waits for the page to grow tall enough (a remote page arrives after the shell). */
const RESTORE_FOR_MS = 3000;
/** How long a hash arrival waits for its anchor to exist. */
const ANCHOR_FOR_MS = 2000;

/** The tab's stored text, or null when there is none or storage is blocked. */
function storedText(): string | null {
  try {
    return window.sessionStorage.getItem(STORE_KEY);
  } catch {
    return null; // storage blocked
  }
}

/**
 * The positions kept over the tab's earlier documents, put under those of this document (which are newer).
 * Their validator, and zod with it, loads only when the tab has stored some: a fresh tab's first page waits
 * for nothing and downloads neither.
 */
function loadStoredPositions(positions: Map<string, number>): Promise<void> {
  const raw = storedText();
  if (!raw) return Promise.resolve();
  return import('./scroll-positions')
    .then(({ parsePositions }) => {
      const mine = [...positions];
      positions.clear();
      for (const [key, top] of [...parsePositions(raw), ...mine]) {
        positions.delete(key);
        positions.set(key, top);
      }
    })
    .catch(() => undefined); // the chunk failed to load: this document's positions only
}

function writePositions(positions: Map<string, number>): void {
  try {
    window.sessionStorage.setItem(STORE_KEY, JSON.stringify(Object.fromEntries([...positions].slice(-MAX_ENTRIES))));
  } catch {
    // storage blocked or full: positions are kept for this page's life only
  }
}

/** How the document itself was opened: a fresh visit, a reload, or Back/Forward from another site. */
function documentNavigationType(): string {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry && 'type' in entry ? String(entry.type) : 'navigate';
}

/**
 * Calls `step` on each frame until it returns true, `forMs` runs out, the visitor scrolls or types,
 * or the returned function is called; then `onStop`.
 */
function eachFrameUntil(step: () => boolean, forMs: number, onStop: () => void = () => undefined): () => void {
  const until = performance.now() + forMs;
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  let frame = 0;
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.cancelAnimationFrame(frame);
    for (const type of inputs) window.removeEventListener(type, stop);
    onStop();
  };
  const tick = () => {
    if (step() || performance.now() > until) stop();
    else frame = window.requestAnimationFrame(tick);
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  tick();
  return stop;
}

/** The stored position's key: the history entry, and its address (a document opened afresh has key "default"). */
function entryKey(location: { key: string; pathname: string; search: string }): string {
  return `${location.key} ${location.pathname}${location.search}`;
}

/** A new place: its anchor, else the top (a place already on screen stays where it is). Returns what stops the wait for the anchor. */
function arriveAt(hash: string, samePlace: boolean): (() => void) | undefined {
  if (samePlace) return undefined;
  if (!hash) {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return undefined;
  }
  const id = decodeURIComponent(hash.slice(1));
  return eachFrameUntil(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView({ block: 'start' });
    return target !== null;
  }, ANCHOR_FOR_MS);
}

/** Back to a saved position once the page is tall enough for it; its scrolls are not recorded meanwhile. */
function scrollBackTo(saved: number, restoring: { current: boolean }): () => void {
  restoring.current = true;
  return eachFrameUntil(
    () => {
      const reachable = document.documentElement.scrollHeight - window.innerHeight;
      window.scrollTo({ top: Math.min(saved, Math.max(reachable, 0)), behavior: 'instant' });
      return reachable >= saved;
    },
    RESTORE_FOR_MS,
    () => {
      restoring.current = false;
    },
  );
}

/**
 * Where the window scrolls when the page changes:
 * - a new page (link, form, typed address): to the hash anchor if there is one, once it exists, else to the top;
 * - Back, Forward or a reload: back to where the visitor was on that history entry, once the page is
 *   tall enough for it (the browser's own restoring is switched off: it runs before the new page has
 *   rendered, so it lands short or is undone).
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const [positions] = useState(() => new Map<string, number>());
  // The stored positions, merged in when they have loaded (see loadStoredPositions); until then nothing is saved
  // over them.
  const stored = useRef<Promise<void> | null>(null);
  const storedLoaded = useRef(false);
  const loadStored = useCallback(
    () =>
      (stored.current ??= loadStoredPositions(positions).then(() => {
        storedLoaded.current = true;
      })),
    [positions],
  );
  const currentKey = useRef<string | null>(null);
  const restoring = useRef(false);
  const firstRender = useRef(true);

  // Record the position of the entry on screen as the visitor scrolls, and keep it over a reload.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    void loadStored();
    const record = () => {
      if (restoring.current || currentKey.current === null) return;
      positions.delete(currentKey.current); // re-inserted last: the newest entries are kept
      positions.set(currentKey.current, window.scrollY);
    };
    const save = () => {
      if (storedLoaded.current) writePositions(positions);
    };
    // A scroll event trails the scroll by up to a frame: a click or a Back right after a scroll is
    // recorded too, before the router sees it (capture listeners run first).
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('popstate', record, { capture: true });
    document.addEventListener('click', record, { capture: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('popstate', record, { capture: true });
      document.removeEventListener('click', record, { capture: true });
      window.removeEventListener('pagehide', save);
      save();
    };
  }, [loadStored, positions]);

  // Before the browser paints the new page: scroll events from here on belong to the new entry.
  const key = entryKey(location);
  useLayoutEffect(() => {
    currentKey.current = key;
  }, [key]);

  const arrivedAt = useRef<string | null>(null);
  useEffect(() => {
    const stored = loadStored();
    const first = firstRender.current;
    firstRender.current = false;
    // Only a new path or anchor is an arrival: a filter written into the query string keeps the place.
    const place = `${location.pathname}${location.hash}`;
    const samePlace = arrivedAt.current === place;
    arrivedAt.current = place;

    // The first render of a document is a POP too; only a reload or Back/Forward returns to a position.
    const returning = navigationType === 'POP' && (!first || documentNavigationType() !== 'navigate');
    const arrive = () => arriveAt(location.hash, samePlace);
    if (!returning) return arrive();

    // Returning: to the entry's position once the stored ones are in (at once unless this document must read them).
    let stop: (() => void) | undefined;
    let cancelled = false;
    void stored.then(() => {
      if (cancelled) return;
      const saved = positions.get(key);
      if (saved === undefined) {
        stop = arrive();
        return;
      }
      stop = scrollBackTo(saved, restoring);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, location.pathname, location.hash, navigationType, loadStored, positions]);

  return null;
}
