import type { RouteData } from '@launchops/kit';

/**
 * The API reads each catalog page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/contracts). /tools needs none: its list is
 * in this remote's code. The site's browser tests fail when a preload here is not the very request
 * the page makes.
 */
export const ROUTE_DATA: RouteData = [
  { path: '/software', reads: ['/api/software-recommendations'] },
  { path: '/software/:id', reads: ['/api/software-recommendations/:id'] },
];
