import { z } from 'zod';

// (package.json lists this file under "sideEffects": the bundler must run it, not skip to zod.)
// The site's Content-Security-Policy forbids eval: in a browser, zod must not even probe for it (its
// probe, `new Function`, is reported as a CSP violation on every page). In Node it may compile its
// faster object parsers. Every contracts module imports z from here, so this runs before any schema.
if (typeof document !== 'undefined') z.config({ jitless: true });

export { z };
