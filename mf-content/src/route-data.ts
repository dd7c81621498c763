import type { RouteData } from '@launchops/kit';

/**
 * The API reads each content page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/kit). An article's related posts load
 * later on purpose. The site's browser tests fail when a preload here is not the very request the
 * page makes.
 */
/** The top of /blog, painted by the site's edge before any script runs (route-data.test.tsx holds the page to it). */
export const BLOG_HEAD = {
  eyebrow: 'LaunchOps blog',
  title: 'Startup Operations Blog',
  lead: 'Practical guides to forming, funding, staffing and keeping a young company compliant, written by people who have done the paperwork themselves.',
} as const;

/** The top of /newsletter, the archive of the issues sent (its page shows the same texts). */
export const NEWSLETTER_HEAD = {
  eyebrow: 'LaunchOps newsletter',
  title: 'Newsletter archive',
  lead: 'One operational tip for founders every Thursday: deadlines, filings and the forms that trip young companies up. Every issue sent so far is here.',
} as const;

/** The top of /templates, the document templates of the Basic plan (its page shows the same texts). */
export const TEMPLATES_HEAD = {
  eyebrow: 'LaunchOps templates',
  title: 'Document templates',
  lead: 'Starting points for the papers a young company signs first: an offer letter, a contractor agreement, the CIIAA and the board consents for founder stock and an option plan, each with its sources. Reading them comes with the Basic plan; none of them is legal advice.',
} as const;

export const ROUTE_DATA: RouteData = [
  // The cover of the first card, and the article's cover: what each page shows largest on arrival, preloaded by the edge.
  { path: '/blog', reads: ['/api/blog-posts'], image: '/api/blog-posts#/0/imageUrl', head: BLOG_HEAD },
  // An article's page asks the list (its tier) before its text, which a premium article gives only to a plan that
  // opens it: the text is not preloaded (a refused preload is an error in the console); its cover is, when public.
  { path: '/blog/:slug', reads: ['/api/blog-posts'], image: '/api/blog-posts/:slug#/imageUrl' },
  { path: '/author/:id', reads: ['/api/authors/:id'] },
  { path: '/newsletter', reads: ['/api/newsletter-issues'], head: NEWSLETTER_HEAD },
  { path: '/newsletter/:slug', reads: ['/api/newsletter-issues/:slug'] },
  // A template's text depends on the visitor's plan (402 below Basic): not preloaded by the shared edge.
  { path: '/templates', reads: ['/api/templates'], head: TEMPLATES_HEAD },
];
