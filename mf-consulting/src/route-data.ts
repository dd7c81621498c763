import type { RouteData } from '@launchops/kit';

/**
 * The API reads the consulting page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/kit): the advisor and the visitor's
 * own bookings. The day's free times depend on the visitor's date and time zone, so they are left to
 * the page. The site's browser tests fail when a preload here is not the very request the page makes.
 */
/** The top of /consulting, painted by the site's edge before any script runs (route-data.test.tsx holds the page to it). */
export const CONSULTING_HEAD = {
  eyebrow: 'One-to-one consulting',
  title: 'An hour with an operations advisor',
  lead: 'Bring the open questions about forming, banking, payroll and taxes. Leave with an ordered plan for your company and the reasoning behind each step.',
} as const;

export const ROUTE_DATA: RouteData = [{ path: '/consulting', reads: ['/api/consultants', '/api/consultation-bookings'], head: CONSULTING_HEAD }];
