import { z } from 'zod/mini';

/**
 * A remote's route data: for each of its routes, the API reads its page makes on the first render.
 * A remote publishes it as ROUTE_DATA_FILE beside its mf-manifest.json; the site's edge reads it
 * with the manifest and has the page preload those reads, so they download with the scripts instead
 * of starting only once the remote's code has run. The remote owns the list (it owns the requests),
 * and a redeployed remote's list applies on the next page load, like its manifest.
 */
export const ROUTE_DATA_FILE = 'route-data.json';

/** `/blog/:slug`: literal segments and named parameters. */
const ROUTE_PATTERN = /^(\/([a-z0-9-]+|:[a-zA-Z]+))+$/;
/** `/api/blog-posts/:slug`: a read on the site's own API, with the route's parameters; no query. */
const READ_PATTERN = /^\/api(\/([a-z0-9-]+|:[a-zA-Z]+))+$/;

/** An API read (as in `reads`), `#` and a JSON pointer of names and indexes. */
const IMAGE_POINTER = /^\/api(\/([a-z0-9-]+|:[a-zA-Z]+))+#(\/[A-Za-z0-9_]+)+$/;

/** Plain text on one line: no markup, no control characters (the edge escapes it, and it must read as it is). */
const plainText = (max: number) =>
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this refuses
  z.string().check(z.minLength(1), z.maxLength(max), z.regex(/^[^\u0000-\u001f<>]+$/, 'head text must be plain text on one line, without < or >'));

/**
 * The top of a route's page when it is the same for every visitor: what the site's edge paints in the HTML
 * (first-paint.ts) before any script has run, and the shell keeps on screen while the remote loads. The
 * remote's page shows exactly these texts in its intro (the remotes' tests hold them to it).
 */
export const routeHeadSchema = z.strictObject({
  /** A short label above the title ("LaunchOps blog"). */
  eyebrow: z.optional(plainText(60)),
  title: plainText(120),
  lead: plainText(600),
});
export type RouteHead = z.infer<typeof routeHeadSchema>;

/** The :params a read names. */
const readParams = (read: string) => [...read.matchAll(/:([a-zA-Z]+)/g)].map((match) => match[1]!);

export const routeDataSchema = z
  .array(
    z.strictObject({
      path: z.string().check(z.maxLength(200), z.regex(ROUTE_PATTERN, 'path must look like /section or /section/:param')),
      reads: z
        .array(z.string().check(z.maxLength(200), z.regex(READ_PATTERN, 'a read must be an /api path, with :params from the route')))
        .check(z.maxLength(5)),
      /** Only on a route without parameters: its page's top is the same for everyone. */
      head: z.optional(routeHeadSchema),
      /**
       * Where the image its page shows largest on arrival is named: an API read with the route's parameters (one of its
       * reads, or one the page makes only once it knows the visitor may see it), `#`, and a JSON pointer to the image's
       * site path in that read's answer (`/api/blog-posts/:slug#/imageUrl`). The edge asks it without the visitor's
       * cookie and preloads the image, so it downloads alongside the scripts instead of once the page has rendered.
       */
      image: z.optional(z.string().check(z.maxLength(300), z.regex(IMAGE_POINTER, 'image must be an /api read, # and a JSON pointer such as #/0/imageUrl'))),
    }),
  )
  .check(
    z.maxLength(50),
    z.refine((routes) => routes.every((route) => !route.head || !route.path.includes(':')), 'a head belongs to a route without :params'),
    z.refine(
      (routes) => routes.every((route) => !route.image || readParams(route.image.split('#')[0]!).every((name) => route.path.includes(`/:${name}`))),
      "an image's read names only the route's parameters",
    ),
  );
export type RouteData = z.infer<typeof routeDataSchema>;

/** A parameter value the edge puts into a read as it is; anything else gets no preload. */
const PARAM_VALUE = /^[a-z0-9][a-z0-9-]{0,119}$/i;

/** The first route matching `pathname`, with its parameters; none when a parameter has characters a page would encode. */
function matchRoute(pathname: string, routes: RouteData): { route: RouteData[number]; params: Map<string, string> } | undefined {
  const segments = pathname.split('/').filter(Boolean);
  for (const route of routes) {
    const parts = route.path.split('/').filter(Boolean);
    if (parts.length !== segments.length) continue;
    const params = new Map<string, string>();
    const matches = parts.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (!PARAM_VALUE.test(segment)) return false;
      params.set(part.slice(1), segment);
      return true;
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** A route's read with its parameters filled in, or undefined when one is missing. */
function fillRead(read: string, params: Map<string, string>): string | undefined {
  let complete = true;
  const url = read.replace(/:([a-zA-Z]+)/g, (_, name: string) => {
    const value = params.get(name);
    if (value === undefined) complete = false;
    return value ?? '';
  });
  return complete ? url : undefined;
}

/**
 * The reads to preload for `pathname`: those of the first route that matches it, with its
 * parameters filled in. Empty when no route matches, a parameter has characters a page would
 * encode (the preload must be the very URL the page asks for), or a read names a parameter the
 * route does not have.
 */
export function routeDataReads(pathname: string, routes: RouteData): string[] {
  const match = matchRoute(pathname, routes);
  if (!match) return [];
  return match.route.reads.map((read) => fillRead(read, match.params)).filter((url): url is string => url !== undefined);
}

/** Where the image of the route serving `pathname` is named (its `image`): the read, filled in, and the pointer's steps. */
export function routeDataImage(pathname: string, routes: RouteData): { read: string; pointer: string[] } | undefined {
  const match = matchRoute(pathname, routes);
  if (!match?.route.image) return undefined;
  const [read, pointer] = match.route.image.split('#') as [string, string];
  const url = fillRead(read, match.params);
  return url === undefined ? undefined : { read: url, pointer: pointer.split('/').slice(1) };
}

/** A site path of an image the edge may preload: under /media, of an image type, nothing that would leave it. */
const MEDIA_IMAGE = /^\/media\/(?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:svg|png|jpe?g|webp|avif)$/;

/** The image path at `pointer` in an API answer, when it is a site image (MEDIA_IMAGE); else undefined. */
export function imageAt(answer: unknown, pointer: readonly string[]): string | undefined {
  let value: unknown = answer;
  for (const step of pointer) {
    if (Array.isArray(value) && /^\d+$/.test(step)) value = value[Number(step)];
    else if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.hasOwn(value, step))
      value = (value as Record<string, unknown>)[step];
    else return undefined;
  }
  return typeof value === 'string' && MEDIA_IMAGE.test(value) && !value.includes('..') ? value : undefined;
}

/** The head of the route that serves `pathname` (the first that matches), if it has one. */
export function routeDataHead(pathname: string, routes: RouteData): RouteHead | undefined {
  return matchRoute(pathname, routes)?.route.head;
}
