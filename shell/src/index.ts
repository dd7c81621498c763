import { prefetchSitePage } from './app/app-routes';
import { renderApp } from './bootstrap';
import { prefetchRouteRemote } from './remotes/remote-registry';

// The shell is an ordinary bundle (the federation runtime loads only when a remote is needed), so no
// async boundary is needed before rendering. A route a remote owns needs the remote: start loading it
// (the runtime, the remote's entry and routes) now, in parallel with the first render (which React
// runs as a transition), rather than from the slot.
prefetchRouteRemote(window.location.pathname);
// The site's own pages (home, about, privacy, ...) are chunks of the shell: the same for the current one. The
// home page's chunk, which the site's edge preloads beside this entry, is waited for: the landing page paints
// whole at once rather than a skeleton first (a chunk that fails still renders, its slot offering Retry).
const page = prefetchSitePage(window.location.pathname);
if (window.location.pathname === '/') void page.then(renderApp);
else renderApp();
