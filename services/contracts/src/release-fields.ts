import { z } from 'zod/mini';

/** An http(s) address, named in the message (a release's manifest, a pin's build). */
export const httpUrl = (what: string) => z.url({ protocol: /^https?$/, error: `${what} must be an http(s) URL` });
