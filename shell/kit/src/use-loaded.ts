import { startTransition, useEffect, useEffectEvent, useState } from 'react';

type Result<T> = { token: string; value: T; error?: undefined } | { token: string; value?: undefined; error: Error };

/**
 * Something loaded on demand (a code chunk, a remote's module): `{ value: ready }` at once when the
 * page already has it, else `{}` until `load` settles, then its value or its error. A new `token`
 * starts a new load.
 *
 * Deliberately not React.lazy under Suspense: React holds back the content of a Suspense boundary
 * that showed its fallback until 300 ms after that fallback appeared, so a chunk that arrived in
 * 50 ms would still leave the skeleton up for 300 ms. Here the caller's skeleton is ordinary
 * content, replaced as soon as the value is there (rendered as a transition: see below).
 */
export function useLoadState<T>(token: string, ready: T | undefined, load: () => Promise<T>): { value?: T; error?: Error } {
  const [result, setResult] = useState<Result<T>>();
  // The caller's latest `load`, without restarting the load when only its identity changes.
  const startLoad = useEffectEvent(() => load());
  const isReady = ready !== undefined;
  useEffect(() => {
    if (isReady) return;
    let current = true;
    startLoad().then(
      // Rendered as a transition: React renders what arrived in slices, yielding to the browser between them,
      // instead of one long task that blocks input (a remote's page, a directory of a hundred cards).
      (value) => current && startTransition(() => setResult({ token, value })),
      (error: unknown) => current && setResult({ token, error: error instanceof Error ? error : new Error(String(error)) }),
    );
    return () => {
      current = false;
    };
  }, [token, isReady]);
  if (ready !== undefined) return { value: ready };
  if (result?.token !== token) return {};
  return result;
}

/** useLoadState for callers with an error boundary: the value, or undefined while loading; a failure is thrown. */
export function useLoaded<T>(token: string, ready: T | undefined, load: () => Promise<T>): T | undefined {
  const { value, error } = useLoadState(token, ready, load);
  if (error) throw error;
  return value;
}

/** A code chunk that can be asked for early (before the first render) and read synchronously once loaded. */
export interface Preloadable<T> {
  /** The value if the chunk has loaded, else undefined. */
  loaded(): T | undefined;
  /** Loads it once (again after a failure). */
  load(): Promise<T>;
}

export function preloadable<T>(importer: () => Promise<T>): Preloadable<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  return {
    loaded: () => value,
    load: () =>
      (pending ??= importer().then(
        (loaded) => (value = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
}
