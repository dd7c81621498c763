import type { RouteData } from '@launchops/kit';

/**
 * The API reads each catalog page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/kit). Each page reads its view of the
 * one catalogue (GET /api/catalogue/:view) or one product. The site's browser tests fail when a preload here is not the very request
 * the page makes. A head is the page's intro as plain text (the edge paints it first: first-paint.ts in the kit).
 */
/** The tops of /software and /tools, painted by the site's edge before any script runs (route-data.test.tsx holds the pages to them). */
export const SOFTWARE_HEAD = {
  title: 'Software Recommendations',
  lead: 'Products we would use ourselves to plan, fund, run and grow a young company, each reviewed in depth: what it is good and bad at, pricing and who it suits. For a quick directory by job, with pricing at a glance, see Tools.',
} as const;

export const TOOLS_HEAD = {
  title: 'Recommended Tools',
  lead: 'A quick directory of the services founders rely on to form the company, bank, get paid, keep the books, run payroll and build the product: filter by what you need next, compare pricing models and free trials, and go straight to the vendor. Some of them also have an in-depth review under Software.',
} as const;

export const ROUTE_DATA: RouteData = [
  { path: '/software', reads: ['/api/catalogue/software'], head: SOFTWARE_HEAD },
  { path: '/tools', reads: ['/api/catalogue/tools'], head: TOOLS_HEAD },
  { path: '/software/:id', reads: ['/api/products/:id'] },
];
