import { useDeferredValue, useRef } from 'react';

/**
 * React helpers every slice shares (`@launchops/contracts/react`; browser code only).
 *
 * A query's first data, rendered in the background: react-query delivers results through
 * useSyncExternalStore, whose updates React renders in one uninterruptible task, so a page's data
 * arriving (a 56-task checklist, an article) blocked the main thread for hundreds of milliseconds
 * on a slow phone. Until its first data has been shown, the component gets the previous result
 * (still pending) at once and the new one in a deferred render that React slices and can
 * interrupt. After that the live result comes straight through, so a visitor's own changes (a
 * ticked task, a picked date) show at once.
 */
export function useDeferredFirstData<Result extends { data: unknown }>(result: Result): Result {
  const deferred = useDeferredValue(result);
  const shown = useRef(false);
  if (deferred.data !== undefined) shown.current = true;
  return shown.current ? result : deferred;
}
