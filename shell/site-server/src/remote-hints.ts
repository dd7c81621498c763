import {
  escapeHtml,
  FIRST_PAINT_CSS,
  firstPaintHtml,
  imageAt,
  ROUTE_DATA_FILE,
  type RemoteName,
  type RemotesConfig,
  type RouteData,
  type RouteHead,
  routeDataSchema,
  routeHeadScript,
  remoteForPath,
  sitePath,
} from '@launchops/kit';
import { z } from 'zod';

/**
 * What the site's HTML tells the browser before the shell runs: the remotes config (so the shell
 * need not fetch /remotes.json before its first remote) and, for a route a remote owns, a preload
 * of that remote's manifest and, when the edge could read that manifest just now, of the remote's
 * entry and the scripts of its `routes` module: all fetched in parallel with the shell's own code
 * instead of one after another.
 *
 * The route's API reads, from the remote's route data (route-data.ts in @launchops/kit), are
 * preloaded too, with the visitor's cookie as the page's own requests send it, so the page's first
 * data downloads alongside the scripts instead of after them.
 *
 * The shell's own federation runtime (which the shell loads only when a page needs a remote) is preloaded on
 * a remote's route too, from the list the shell's build writes in its mf-manifest.json.
 *
 * Scripts are preloaded only from a manifest the edge has just read (the remote is up): a preloaded
 * script that fails stays failed in the page's preload cache, so the slot's Retry could not recover
 * without a reload. A remote the edge cannot reach gets the manifest preload alone, which the first
 * attempt consumes, failed or not, and a retry fetches afresh.
 */
export function remoteHeadTags(
  pathname: string,
  remotes: RemotesConfig,
  scripts: readonly string[] = [],
  reads: readonly string[] = [],
  versions: Record<string, unknown> = {},
  runtime: readonly string[] = [],
): string {
  // JSON in a non-executable script: CSP does not apply, and `<` is escaped so it cannot end the element.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  const tags = [`<script id="lo-remotes-config" type="application/json">${json(remotes)}</script>`];
  // Which version of each remote this page runs, and why (live, canary, pinned): the shell's load reports name it.
  if (Object.keys(versions).length > 0) tags.push(`<script id="lo-release-versions" type="application/json">${json(versions)}</script>`);
  const manifestUrl = manifestUrlFor(pathname, remotes);
  if (manifestUrl) {
    const origin = new URL(manifestUrl).origin;
    tags.push(`<link rel="preconnect" href="${escapeHtml(origin)}">`);
    tags.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(manifestUrl)}">`);
    // The shell's federation runtime, which loads the remote: on the site's own origin (shellRuntimeScripts).
    for (const script of runtime)
      if (script.startsWith('/') && !script.startsWith('//')) tags.push(`<link rel="preload" as="script" href="${escapeHtml(script)}">`);
    // Only scripts on the manifest's own origin: that is what the CSP allows for this remote.
    for (const script of scripts) if (new URL(script).origin === origin) tags.push(`<link rel="preload" as="script" href="${escapeHtml(script)}">`);
    // Same-origin /api paths only (routeDataSchema): `use-credentials` matches the page's fetch (credentials: 'include').
    for (const read of reads)
      if (read.startsWith('/api/')) tags.push(`<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(read)}">`);
  }
  return tags.join('');
}

/** The manifest URL of the remote that owns `pathname`, if it is configured. */
export function manifestUrlFor(pathname: string, remotes: RemotesConfig): string | undefined {
  const remote: RemoteName | undefined = remoteForPath(pathname);
  return remote ? remotes[remote] : undefined;
}

/** The parts of a remote's mf-manifest.json the edge reads (anything else in it is ignored). */
const assetPath = z.string().min(1).max(500);
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().max(500),
    remoteEntry: z.object({ name: assetPath, path: z.string().max(500) }),
  }),
  exposes: z.array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(assetPath).max(50) }) }) })).max(100),
});

/** The scripts a remote's `routes` module needs before it runs: its entry, then the module's own chunks. */
export function routeScriptsOf(manifestUrl: string, manifest: unknown): string[] {
  const parsed = manifestSchema.parse(manifest);
  const { publicPath, remoteEntry } = parsed.metaData;
  // "auto": the remote's files sit beside its manifest; otherwise publicPath is the base.
  const base = publicPath === 'auto' ? new URL('.', manifestUrl) : new URL(publicPath, manifestUrl);
  const entryPath = remoteEntry.path ? `${remoteEntry.path.replace(/\/?$/, '/')}${remoteEntry.name}` : remoteEntry.name;
  const routes = parsed.exposes.find((expose) => expose.name === 'routes');
  return [entryPath, ...(routes?.assets.js.sync ?? [])].map((file) => new URL(file, base).toString());
}

export interface ManifestReaderOptions {
  /** The page never waits longer than this for a manifest. */
  timeoutMs?: number;
  /** A remote that timed out is not asked again for this long (its pages get no script preloads). */
  skipSlowMs?: number;
  fetch?: typeof fetch;
}

/** The most the edge reads of a remote's manifest or route data (each is a few kB). */
export const REMOTE_FILE_MAX_BYTES = 1024 * 1024;

/** A response's text, refused (thrown) past REMOTE_FILE_MAX_BYTES, declared or streamed. */
async function cappedText(response: Response): Promise<string> {
  if (Number(response.headers.get('content-length') ?? 0) > REMOTE_FILE_MAX_BYTES) throw new Error('too large');
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body ?? []) {
    size += chunk.byteLength;
    if (size > REMOTE_FILE_MAX_BYTES) throw new Error('too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Reads one JSON file of a remote for a page head. Read afresh for every page (the files are small;
 * requests for the same file at the same moment share one fetch), so a remote that has just gone
 * down or been redeployed never gets stale preloads. Never throws: a remote that is down or sends a
 * file `parse` refuses gives `empty`, and so does a slow one, which the page waits for at most
 * `timeoutMs` and which is then left out for `skipSlowMs`.
 */
function createRemoteFileReader<T>(parse: (url: string, json: unknown) => T, empty: T, options: ManifestReaderOptions): (url: string) => Promise<T> {
  const timeoutMs = options.timeoutMs ?? 250;
  const skipSlowMs = options.skipSlowMs ?? 10_000;
  const fetchFile = options.fetch ?? fetch;
  const inFlight = new Map<string, Promise<T>>();
  const slowUntil = new Map<string, number>();
  return (url) => {
    if ((slowUntil.get(url) ?? 0) > Date.now()) return Promise.resolve(empty);
    let result = inFlight.get(url);
    if (!result) {
      const signal = AbortSignal.timeout(timeoutMs);
      // Cut the connection once the file is read, or is too large.
      const done = new AbortController();
      // No redirect is followed: a remote's files are where its config says, not wherever it points next.
      result = fetchFile(url, { signal: AbortSignal.any([signal, done.signal]), redirect: 'error', headers: { Accept: 'application/json' } })
        .then(async (response) => (response.ok ? parse(url, JSON.parse(await cappedText(response))) : empty))
        .catch(() => {
          if (signal.aborted) slowUntil.set(url, Date.now() + skipSlowMs);
          return empty;
        })
        .finally(() => {
          done.abort();
          inFlight.delete(url);
        });
      inFlight.set(url, result);
    }
    return result;
  };
}

/** The route scripts of a remote (routeScriptsOf), read from its manifest for a page head. */
export function createManifestReader(options: ManifestReaderOptions = {}): (manifestUrl: string) => Promise<string[]> {
  return createRemoteFileReader(routeScriptsOf, [], options);
}

/**
 * A remote's route data, read from ROUTE_DATA_FILE beside its manifest for a page head. A remote
 * that publishes none (an older build) or an invalid one gets no data preloads.
 */
export function createRouteDataReader(options: ManifestReaderOptions = {}): (manifestUrl: string) => Promise<RouteData> {
  const read = createRemoteFileReader<RouteData>((_url, json) => routeDataSchema.parse(json), [], options);
  return (manifestUrl) => read(new URL(ROUTE_DATA_FILE, manifestUrl).toString());
}

/** The parts of the shell's own mf-manifest.json (written by its build, pluginSharedManifest) read here. */
const shellScriptList = z.array(z.string().regex(/^static\/(?:[\w-]+\/)*[\w.-]+\.js$/)).max(20);
const shellManifestSchema = z.object({ runtime: shellScriptList, pages: z.optional(z.record(z.string().regex(/^\/[\w/-]*$/), shellScriptList)) });

/** The shell's manifest, or null when it is missing or not as the build writes it (the page then goes without). */
function readShellManifest(manifestText: string | null): z.infer<typeof shellManifestSchema> | null {
  if (!manifestText) return null;
  try {
    const parsed = shellManifestSchema.safeParse(JSON.parse(manifestText));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * The site paths of the shell's scripts to preload at `pathname`, from the shell's manifest text (read once):
 * its federation runtime (preloaded on a remote's route, remoteHeadTags) and the chunk of its own page there (the
 * home page: preloaded so it downloads alongside the shell's entry, which waits for it before its first render).
 * None without a manifest, or for a path it lists no page for.
 */
export function shellScripts(pathname: string, manifestText: string | null): { runtime: string[]; page: string[] } {
  const manifest = readShellManifest(manifestText);
  const path = sitePath(pathname);
  const sitePaths = (files: readonly string[] | undefined) => (files ?? []).map((file) => `/${file}`);
  return { runtime: sitePaths(manifest?.runtime), page: sitePaths(manifest?.pages?.[path]) };
}

/** The site paths of the shell's federation runtime scripts (shellScripts). */
export const shellRuntimeScripts = (manifestText: string | null): string[] => shellScripts('/', manifestText).runtime;

/** The site paths of the scripts of the shell's own page at `pathname` (shellScripts). */
export const shellPageScripts = (pathname: string, manifestText: string | null): string[] => shellScripts(pathname, manifestText).page;

/** Preloads of the shell's own scripts (same-origin paths only). */
export function shellPageHeadTags(scripts: readonly string[]): string {
  return scripts
    .filter((script) => script.startsWith('/') && !script.startsWith('//'))
    .map((script) => `<link rel="preload" as="script" href="${escapeHtml(script)}">`)
    .join('');
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The page's HTML with the first paint in its #root (firstPaintHtml): on a remote's route, the navigation's bar with
 * the site's name, and the route's head when it has one, so the title and lead show as soon as the HTML arrives,
 * before the scripts; the shell's slot keeps them (from the JSON copy) until the remote's page is there. Unchanged
 * on other pages, or when the HTML has no empty #root to fill.
 */
export function withFirstPaint(html: string, pathname: string, head: RouteHead | undefined, remoteRoute = head !== undefined): string {
  if (!remoteRoute || !html.includes(EMPTY_ROOT)) return html;
  return html
    .replace('</head>', `<style>${FIRST_PAINT_CSS}</style>${head ? routeHeadScript(pathname, head) : ''}</head>`)
    .replace(EMPTY_ROOT, `<div id="root">${firstPaintHtml(head)}</div>`);
}

export interface RouteImageReaderOptions {
  /** The page never waits longer than this for the API's answer (then goes without the preload). */
  timeoutMs?: number;
  /** How long an image found is reused for the same read (the API is not asked on every page). */
  ttlMs?: number;
  fetch?: typeof fetch;
}

/**
 * The image a route's page shows largest on arrival (its route data's `image`), found in the API's answer to one
 * of its reads, for a preload. Asked through the site itself, as the page would (content reads: no cookie); an
 * answer is kept `ttlMs`, and the same read asked at the same moment shares one request. Never throws: a slow or
 * failing API, or an answer without a site image at the pointer, gives none.
 */
export function createRouteImageReader(
  apiOrigin: () => string,
  options: RouteImageReaderOptions = {},
): (read: string, pointer: readonly string[]) => Promise<string | undefined> {
  const timeoutMs = options.timeoutMs ?? 250;
  const ttlMs = options.ttlMs ?? 30_000;
  const fetchJson = options.fetch ?? fetch;
  const answers = new Map<string, { at: number; answer: Promise<unknown> }>();
  return async (read, pointer) => {
    let entry = answers.get(read);
    if (!entry || Date.now() - entry.at > ttlMs) {
      const answer = fetchJson(`${apiOrigin()}${read}`, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } })
        .then((response) => (response.ok ? response.json() : undefined))
        .catch(() => undefined);
      entry = { at: Date.now(), answer };
      // A failed or slow answer is not kept: the next page asks again.
      void answer.then((value) => value === undefined && answers.get(read) === entry && answers.delete(read));
      if (answers.size >= 500) answers.clear();
      answers.set(read, entry);
    }
    return imageAt(await entry.answer, pointer);
  };
}

/** A preload of the route's largest image (a site path, imageAt), at high priority: it is what the visitor sees first. */
export function routeImageHeadTag(image: string | undefined): string {
  return image && image.startsWith('/media/') ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">` : '';
}
