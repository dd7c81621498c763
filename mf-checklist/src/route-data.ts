import type { RouteData } from '@launchops/kit';

/**
 * The API reads each checklist page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/contracts). Keep it to what the first
 * screen needs: the related articles load later on purpose. The site's browser tests fail when a
 * preload here is not the very request the page makes.
 */
export const ROUTE_DATA: RouteData = [
  { path: '/checklist', reads: ['/api/checklist-categories', '/api/checklist-items'] },
  // Before /checklist/:slug: the first matching route wins.
  { path: '/checklist/quiz', reads: ['/api/plan'] },
  { path: '/checklist/plan', reads: ['/api/plan'] },
  { path: '/checklist/:slug', reads: ['/api/checklist-categories', '/api/checklist-items'] },
];
