import { remoteForPath } from '@launchops/kit';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../pages/not-found-page';
import { PageSkeleton } from '../pages/page-skeleton';
import { RemoteSlot } from './remote-slot';

/** Renders the routes module of the remote that owns the current path. */
export function RemoteRoutes() {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote so moving between a remote's own pages keeps it mounted.
  return <RemoteSlot key={remote} remote={remote} module="routes" fallback={<PageSkeleton />} label="This page" />;
}
