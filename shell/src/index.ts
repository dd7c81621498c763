import './bootstrap';
import { prefetchSitePage } from './app/app-routes';
import { prefetchRouteRemote } from './remotes/remote-registry';

// The shell is an ordinary bundle (the federation runtime loads only when a remote is needed), so no
// async boundary is needed before rendering. A route a remote owns needs the remote: start loading it
// (the runtime, the remote's entry and routes) now, in parallel with the first render (which React
// runs as a transition), rather than from the slot.
// The site's own pages (about, privacy, ...) are chunks of the shell: the same for the current one.
prefetchRouteRemote(window.location.pathname);
prefetchSitePage(window.location.pathname);
