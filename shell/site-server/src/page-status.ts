import { remotePrivatePages, sitePath } from '@launchops/kit';
import { STATIC_PATHS } from './sitemap.js';

/** Pages that exist whatever the API holds (the sitemap lists the public ones). */
const FIXED_PATHS = new Set([...STATIC_PATHS, '/login', '/account', '/platform', ...remotePrivatePages()]);

/** A booking's manage link: the page itself says when the token is unknown (the edge cannot tell). */
const TOKEN_PAGES = [/^\/consulting\/bookings\/[A-Za-z0-9_-]{32,128}$/];

/**
 * Sections whose pages are the API's entries: /checklist/:slug, /software/:id, /blog/:slug, /author/:id,
 * /newsletter/:slug, /templates/:slug, and the state pages /checklist/states/:state.
 */
const ENTRY_SECTIONS = /^\/((checklist|software|blog|author|newsletter|templates)\/[^/]+|checklist\/states\/[^/]+)$/;

/**
 * The HTTP status of a page of the site: 200 for a page that exists, 404 for one that does not (the shell
 * shows its not-found page either way, but a search engine or a link checker reads the status).
 * `entries` are the paths the API knows (checklist categories, software, articles, authors); without them
 * (API unreachable) a path in one of those sections gets the benefit of the doubt.
 */
export function pageStatus(pathname: string, entries: ReadonlySet<string> | null): 200 | 404 {
  const path = sitePath(pathname);
  if (FIXED_PATHS.has(path) || TOKEN_PAGES.some((pattern) => pattern.test(path))) return 200;
  if (!ENTRY_SECTIONS.test(path)) return 404;
  if (!entries) return 200;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return 404;
  }
  // Category slugs are matched without regard to case, as the checklist page does.
  return entries.has(decoded) || (decoded.startsWith('/checklist/') && entries.has(decoded.toLowerCase())) ? 200 : 404;
}
