import type { RouteData } from '@launchops/kit';

/**
 * The API reads the consulting page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/contracts): the advisor and the visitor's
 * own bookings. The day's free times depend on the visitor's date and time zone, so they are left to
 * the page. The site's browser tests fail when a preload here is not the very request the page makes.
 */
export const ROUTE_DATA: RouteData = [{ path: '/consulting', reads: ['/api/consultants', '/api/consultation-bookings'] }];
