import type { RouteData } from '@launchops/kit';

/**
 * The API reads each checklist page makes on its first render, published as route-data.json for the
 * site's edge to preload (see route-data.ts in @launchops/kit). Keep it to what the first
 * screen needs: the related articles load later on purpose. The site's browser tests fail when a
 * preload here is not the very request the page makes.
 */
/** Where ticks are kept, true signed in or not (the edge paints the lead before it knows who is signed in). */
export const PROGRESS_SAVED = 'Your progress is saved automatically: in your account when you are signed in, otherwise in this browser.';

/** The lead of /checklist, under its heading (checklist-page.tsx). */
export const CHECKLIST_LEAD =
  'Every operational task a US startup needs, from forming the company to running payroll, in the order founders usually tackle them. ' + PROGRESS_SAVED;

/** The top of /checklist, painted by the site's edge before any script runs (route-data.test.tsx holds the page to it). */
export const CHECKLIST_HEAD = { title: 'Startup Journey Checklist', lead: CHECKLIST_LEAD } as const;

export const ROUTE_DATA: RouteData = [
  { path: '/checklist', reads: ['/api/checklist', '/api/checklist-progress', '/api/plan'], head: CHECKLIST_HEAD },
  // Before /checklist/:slug: the first matching route wins.
  { path: '/checklist/quiz', reads: ['/api/plan'] },
  { path: '/checklist/plan', reads: ['/api/plan'] },
  { path: '/checklist/states', reads: ['/api/states'] },
  { path: '/checklist/states/:state', reads: ['/api/states/:state', '/api/checklist'] },
  { path: '/checklist/:slug', reads: ['/api/checklist', '/api/checklist-progress', '/api/plan'] },
];
