import { remotePages } from '@launchops/kit';
import {
  blogPostListSchema,
  checklistContentSchema,
  documentTemplateListSchema,
  newsletterIssueListSchema,
  softwareListSchema,
  stateIndexSchema,
} from '@launchops/contracts';

/** The site's own pages, always in the sitemap. */
export const STATIC_PATHS = ['/', ...remotePages(), '/about', '/partners', '/contact', '/privacy', '/terms', '/cookies', '/affiliate', '/signup'];

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

async function getJson<T>(apiUrl: string, path: string, parse: (value: unknown) => T): Promise<T | undefined> {
  try {
    const response = await fetch(`${apiUrl}${path}`, { signal: AbortSignal.timeout(5000) });
    if (!response.ok) return undefined;
    return parse(await response.json());
  } catch {
    return undefined;
  }
}

export interface SitemapEntry {
  path: string;
  lastModified?: string;
}

/**
 * Every page, checklist category, state page, software entry, article, author, newsletter issue sent and document template that the
 * API knows of. `complete` is false when any of the API's lists did not answer: its section's pages are then missing,
 * not absent.
 */
export async function sitemapEntries(apiUrl: string): Promise<{ entries: SitemapEntry[]; complete: boolean }> {
  const [checklist, software, posts, issues, templates, states] = await Promise.all([
    // The content read: the same for everybody, so the API sets no visitor cookie for it.
    getJson(apiUrl, '/api/checklist', (v) => checklistContentSchema.parse(v)),
    getJson(apiUrl, '/api/software-recommendations', (v) => softwareListSchema.parse(v)),
    getJson(apiUrl, '/api/blog-posts', (v) => blogPostListSchema.parse(v)),
    getJson(apiUrl, '/api/newsletter-issues', (v) => newsletterIssueListSchema.parse(v)),
    // The list is public; each template's page shows its text to the Basic plan and the plans to everybody else.
    getJson(apiUrl, '/api/templates', (v) => documentTemplateListSchema.parse(v)),
    // Every state and DC has a page (a state without records yet says so and where to look).
    getJson(apiUrl, '/api/states', (v) => stateIndexSchema.parse(v)),
  ]);
  const entries: SitemapEntry[] = STATIC_PATHS.map((path) => ({ path }));
  for (const c of checklist?.categories ?? []) entries.push({ path: `/checklist/${c.slug}` });
  for (const s of software ?? []) entries.push({ path: `/software/${s.id}` });
  for (const p of posts ?? []) entries.push({ path: `/blog/${p.slug}`, lastModified: p.publishedAt.slice(0, 10) });
  for (const id of new Set((posts ?? []).map((p) => p.author.id))) entries.push({ path: `/author/${id}` });
  for (const i of issues ?? []) entries.push({ path: `/newsletter/${i.slug}`, lastModified: i.sendDate });
  for (const t of templates ?? []) entries.push({ path: `/templates/${t.slug}`, lastModified: t.lastVerified });
  for (const s of states ?? []) entries.push({ path: `/checklist/states/${s.slug}` });
  return { entries, complete: [checklist, software, posts, issues, templates, states].every((list) => list !== undefined) };
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => `  <url><loc>${escapeXml(new URL(e.path, origin).toString())}</loc>${e.lastModified ? `<lastmod>${e.lastModified}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /consulting/bookings/\nDisallow: /platform\n\nSitemap: ${new URL('/sitemap.xml', origin).toString()}\n`;
}
