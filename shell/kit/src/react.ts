import { useDeferredValue, useEffect, useRef } from 'react';
import { applyPageMeta, type PageMeta } from './page-meta.js';

/**
 * React helpers every slice shares (`@launchops/kit/react`; browser code only).
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

/** What a page asks of search engines: not-found pages and private pages (manage links) stay out of results. */
export type RobotsDirective = 'noindex' | 'noindex, nofollow';

export interface PageMetaOptions extends PageMeta {
  /** Adds `<meta name="robots">` while the page is shown; removed when it goes. */
  robots?: RobotsDirective;
}

/**
 * Sets the page's title, description, canonical URL and Open Graph tags (applyPageMeta) whenever
 * they change. `null` leaves the current tags until the page's data arrives.
 */
export function usePageMeta(meta: PageMetaOptions | null): void {
  const { title, description, canonicalPath, image, type, robots } = meta ?? {};
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    applyPageMeta({ title, description, canonicalPath, image, type });
  }, [title, description, canonicalPath, image, type]);
  useEffect(() => {
    if (!robots) return;
    const element = document.createElement('meta');
    element.name = 'robots';
    element.content = robots;
    document.head.appendChild(element);
    return () => element.remove();
  }, [robots]);
}

/** Code loaded on demand without React.lazy's delayed reveal (the shell's slots and pages, article bodies). */
export { type Preloadable, preloadable, useLoaded, useLoadState } from './use-loaded.js';

/** The standalone harnesses' stand-in for the shell's toasts. */
export { DevToaster } from './dev-toaster.js';

/** A remote's standalone page: its routes and home widget with the shell's providers. */
export { mountStandalone } from './standalone.js';

/** A labelled search box with a clear button. */
export { SearchField, type SearchFieldProps } from './search-field.js';

/** Who is signed in (read through the API, shared by every slice), and the refresh after signing in or out. */
export { AUTH_SESSION_QUERY_KEY, type AuthState, useAfterAuthChange, useAuthSession } from './auth-session.js';

// The site's policies (GET /api/site-policies) as a remote reads them.
export { usePolicyStatement, useSitePolicies } from './site-policies-react.js';
