import { remoteForPath } from '@launchops/kit';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { PageSkeleton } from '../pages/page-skeleton';
import { RemoteSlot } from './remote-slot';
import { routeHeadFor } from './route-head';

/** Renders the routes module of the remote that owns the current path. */
export function RemoteRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote so moving between a remote's own pages keeps it mounted. While it loads, the intro the
  // site's edge painted for this path stays on screen (route-head.ts), above the skeleton.
  return <RemoteSlot key={remote} remote={remote} module="routes" fallback={<PageSkeleton head={routeHeadFor(pathname)} />} label="This page" />;
}
