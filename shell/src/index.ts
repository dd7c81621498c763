import { remoteForPath } from './remotes/remote-sections';

// Async boundary: shared modules (React, router, ...) are negotiated before any of them is used.
import('./bootstrap');

// A route a remote owns needs the remote (and zod, which checks the remotes config): start both now,
// alongside the shell's own code, rather than after it.
if (remoteForPath(window.location.pathname)) {
  void import('./remotes/remote-registry').then((registry) => registry.prefetchRouteRemote(window.location.pathname));
}
