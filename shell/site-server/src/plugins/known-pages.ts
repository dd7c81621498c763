import { sitemapEntries } from '../sitemap.js';

/** How long the list of the API's pages (for 404 statuses) is kept: a new article answers 200 within this. */
const KNOWN_PAGES_TTL_MS = 60_000;
/** How long a page waits for that list (normally a few milliseconds; longer only while the API is slow). */
const KNOWN_PAGES_WAIT_MS = 500;

/**
 * The API's pages (categories, software, articles, authors), to answer 404 for those that do not exist; null while
 * unknown. A page never waits long on the list: past KNOWN_PAGES_WAIT_MS it is served with what is known (or the
 * benefit of the doubt) while the list keeps loading for the next request.
 */
export function createKnownPages(selfUrl: () => string): () => Promise<Set<string> | null> {
  let knownPages: { paths: Set<string>; at: number } | undefined;
  let knownPagesLoading: Promise<Set<string> | null> | undefined;
  const loadKnownPages = (): Promise<Set<string> | null> => {
    if (knownPages && Date.now() - knownPages.at < KNOWN_PAGES_TTL_MS) return Promise.resolve(knownPages.paths);
    knownPagesLoading ??= sitemapEntries(selfUrl())
      .then(({ entries, complete }) => {
        // Only a list with every one of the API's lists is trusted: with one missing (a slow or failing answer), its
        // section's real pages would answer 404. Until then the last whole list, or the benefit of the doubt.
        if (!complete) return knownPages?.paths ?? null;
        knownPages = { paths: new Set(entries.map((e) => e.path)), at: Date.now() };
        return knownPages.paths;
      })
      .finally(() => (knownPagesLoading = undefined));
    return knownPagesLoading;
  };
  return () =>
    Promise.race([
      loadKnownPages(),
      new Promise<Set<string> | null>((resolve) => setTimeout(() => resolve(knownPages?.paths ?? null), KNOWN_PAGES_WAIT_MS).unref()),
    ]);
}
