import { remoteForPath } from './remotes/remote-sections';

// Async boundary: shared modules (React, router, ...) are negotiated before any of them is used.
import('./bootstrap');

// A route a remote owns needs the remote: start loading it now, alongside the shell's own code,
// rather than after it.
// (The config validator is requested in the same breath, so the registry does not wait for it.)
if (remoteForPath(window.location.pathname)) {
  void import('./remotes/parse-remotes-config');
  void import('./remotes/remote-registry').then((registry) => registry.prefetchRouteRemote(window.location.pathname));
}
