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

export const ROUTE_DATA: RouteData = [
  // The cover of the first card, and the article's cover: what each page shows largest on arrival, preloaded by the edge.
  { path: '/blog', reads: ['/api/blog-posts'], image: '/api/blog-posts#/0/imageUrl', head: BLOG_HEAD },
  { path: '/blog/:slug', reads: ['/api/blog-posts/:slug'], image: '/api/blog-posts/:slug#/imageUrl' },
  { path: '/author/:id', reads: ['/api/authors/:id'] },
  { path: '/newsletter', reads: ['/api/newsletter-issues'], head: NEWSLETTER_HEAD },
  { path: '/newsletter/:slug', reads: ['/api/newsletter-issues/:slug'] },
];
