import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type RemotesConfig, remotesConfigSchema, routeDataHead, routeDataImage, routeDataReads, THEME_BOOT_SCRIPT } from '@launchops/kit';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { RELEASE_PIN_PARAM } from '@launchops/contracts';
import { closeServer } from './close-server.js';
import type { EdgeTelemetry } from './edge-telemetry.js';
import { createPageLoadIds, createSignalIntake } from './release-signals.js';
import {
  addPin,
  cookieValue,
  createReleaseReader,
  isReleaseId,
  newReleaseId,
  readPins,
  RELEASE_ID_COOKIE,
  RELEASE_PIN_COOKIE,
  type VisitorReleases,
  visitorReleases,
} from './releases.js';
import {
  createManifestReader,
  createRouteDataReader,
  createRouteImageReader,
  type ManifestReaderOptions,
  manifestUrlFor,
  remoteHeadTags,
  routeImageHeadTag,
  shellPageHeadTags,
  shellScripts,
  withFirstPaint,
} from './remote-hints.js';
import { pageStatus } from './page-status.js';
import { robotsTxt, type SitemapEntry, STATIC_PATHS, sitemapEntries, sitemapXml } from './sitemap.js';
import { cacheControlFor, isBuildOnlyFile } from './static-server.js';

export interface SiteServerOptions {
  /** The shell's build. */
  root: string;
  host?: string;
  port: number;
  /** Where /api is proxied to, e.g. http://127.0.0.1:3000, or several API replicas to spread requests over. */
  apiUrl: string | readonly string[];
  /**
   * Proxies in front of this server whose X-Forwarded-For is believed (IPs or CIDRs; default none).
   * Whatever the client claims, the API is told the peer address this server worked out.
   */
  trustedProxies?: readonly string[];
  /** Largest request body passed to the API; larger ones get 413 at once. */
  bodyLimitBytes?: number;
  /**
   * The site's own remotes config (REMOTES_FILE, or the local remotes), read on every page and /remotes.json.
   * The release registry's live and canary builds take precedence where it names one.
   */
  remotes: () => Promise<RemotesConfig> | RemotesConfig;
  /**
   * The release registry: `live` reads what is live (default: the API's /api/releases/live through this server;
   * false: no registry, the config above only). `pinSecret` checks pin links (the API's RELEASE_PIN_SECRET).
   */
  releases?: { live?: (() => Promise<unknown>) | false; pinSecret?: string };
  /** The shell's release beacons (POST /api/release-signals), taken here and sent to the API as sums. */
  signals?: { perClientPerMinute?: number; flushMs?: number };
  /**
   * Shared with the API (SITE_API_SECRET): sent with this server's own calls to it (the signal sums), and the key
   * of the page-load ids beacons name (so every site server sharing it takes the others' pages).
   */
  apiSecret?: string;
  /**
   * How long a page waits for a remote's manifest and route data before it goes out without their preloads
   * (default 250 ms), and how long a remote that was that slow is then left out (default 10 s).
   */
  remoteFiles?: Pick<ManifestReaderOptions, 'timeoutMs' | 'skipSlowMs'>;
  /**
   * Public origin for sitemap and robots (SITE_URL); unset: the request's own Host, and those answers are then kept
   * out of shared caches.
   */
  publicOrigin?: string;
  /** Request logs, metrics and traces (edge-telemetry.ts); the proxied request carries the trace's traceparent. */
  telemetry?: EdgeTelemetry;
}

const SITEMAP_TTL_MS = 5 * 60_000;
/** How long the list of the API's pages (for 404 statuses) is kept: a new article answers 200 within this. */
const KNOWN_PAGES_TTL_MS = 60_000;
/** How long a page waits for that list (normally a few milliseconds; longer only while the API is slow). */
const KNOWN_PAGES_WAIT_MS = 500;
/** The API's own limit (services/api BODY_LIMIT_BYTES): a larger body is refused here, before it travels. */
export const API_BODY_LIMIT_BYTES = 100 * 1024;
/** Connection errors after which a request certainly never reached an API replica, so another may take it. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

/** Content-Security-Policy allowing exactly the configured remote origins. */
export function contentSecurityPolicy(remotes: RemotesConfig): string {
  const origins = [
    ...new Set(
      Object.values(remotes)
        .filter((u): u is string => !!u)
        .map((u) => new URL(u).origin),
    ),
  ];
  const bootHash = `'sha256-${createHash('sha256').update(THEME_BOOT_SCRIPT).digest('base64')}'`;
  const list = (...items: string[]) => [...items, ...origins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list("'self'", bootHash)}`,
    // emotion injects <style> elements at run time
    `style-src ${list("'self'", "'unsafe-inline'")}`,
    `connect-src ${list("'self'")}`,
    `img-src ${list("'self'", 'data:')}`,
    `font-src ${list("'self'", 'data:')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The site's edge: the shell's files, /remotes.json, and /api proxied to the API on the same
 * origin (so the visitor cookie is first-party).
 */
function errorCode(error: unknown): string {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return cause?.code ?? code ?? '';
}

/** The header carrying SITE_API_SECRET on this server's own calls to the API; never passed on from a visitor. */
const SITE_SECRET_HEADER = 'x-launchops-site-secret';
/** W3C trace context headers: replaced by the edge's own when it has telemetry. */
const TRACE_HEADERS = new Set(['traceparent', 'tracestate']);

const BAD_ADDRESS = 'That address is not valid: a "%" must start an escape like %25 (URL-encode the query string).';
function badAddress(request: FastifyRequest, reply: FastifyReply) {
  reply.status(400).header('Cache-Control', 'no-store');
  return request.url.startsWith('/api/') ? reply.send({ statusCode: 400, message: BAD_ADDRESS }) : reply.type('text/plain; charset=utf-8').send(BAD_ADDRESS);
}

/** Whether every %-escape of a request's path and query is complete and decodes to UTF-8. */
function isWellEncoded(url: string): boolean {
  try {
    decodeURIComponent(url);
    return true;
  } catch {
    return false;
  }
}

export async function startSiteServer(options: SiteServerOptions): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
  const app = Fastify({
    logger: false,
    trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false,
    bodyLimit,
    // The router refuses a path it cannot decode before any hook runs: say what is wrong with it.
    frameworkErrors: (error, request, reply) => {
      if (error.code === 'FST_ERR_BAD_URL') return badAddress(request as FastifyRequest, reply as FastifyReply);
      const status = (error as FastifyError).statusCode ?? 500;
      return (reply as FastifyReply).status(status).header('Cache-Control', 'no-store').send({ statusCode: status, message: error.message });
    },
  });
  options.telemetry?.register(app);
  const upstreams = typeof options.apiUrl === 'string' ? [options.apiUrl] : [...options.apiUrl];
  if (upstreams.length === 0) throw new Error('The site server needs at least one API URL');
  // The registry's answer is read through this server's own /api proxy (its balancing and failover), cached briefly.
  const liveSource = options.releases?.live;
  const registry =
    liveSource === false
      ? undefined
      : createReleaseReader(
          liveSource ??
            (async () => {
              const response = await fetch(`${selfUrl()}/api/releases/live`, { signal: AbortSignal.timeout(2_000) });
              if (!response.ok) throw new Error(`the API answered ${response.status}`);
              return response.json();
            }),
        );
  const pinSecret = options.releases?.pinSecret;
  const pageLoads = createPageLoadIds(options.apiSecret ? createHmac('sha256', options.apiSecret).update('launchops page-load ids').digest() : undefined);
  // Sums go straight to an API replica (not through the proxy, which marks requests as a visitor's), with the secret.
  const signalIntake = createSignalIntake({
    ...options.signals,
    pageLoads,
    onEvent: options.telemetry ? (event) => options.telemetry!.countSignal(event) : undefined,
    forward: async (sums) => {
      let lastError: unknown;
      for (const upstream of upstreams) {
        try {
          const response = await fetch(`${upstream.replace(/\/$/, '')}/api/release-signals/sums`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(options.apiSecret ? { [SITE_SECRET_HEADER]: options.apiSecret } : {}) },
            body: JSON.stringify({ sums }),
            signal: AbortSignal.timeout(5_000),
          });
          if (response.ok) return;
          const reason = `the API answered ${response.status}: ${(await response.text()).slice(0, 200)}`;
          // Refused as they are (not a passing failure): keeping them would only be refused again.
          if (response.status < 500) return void console.error(`[site] release signal sums dropped, ${reason}`);
          lastError = new Error(reason);
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError;
    },
  });
  app.addHook('onClose', async () => signalIntake.close());
  /**
   * Whether a request comes from one of this site's pages, as the browser tells: Sec-Fetch-Site same-origin and
   * an Origin of this site (the configured one, else the request's own). A request with neither is not a browser's.
   */
  const fromOwnPage = (request: FastifyRequest): boolean => {
    const site = request.headers['sec-fetch-site'];
    const origin = request.headers.origin;
    if (site === undefined && origin === undefined) return false;
    if (site !== undefined && site !== 'same-origin') return false;
    const own = options.publicOrigin ? new URL(options.publicOrigin).origin : `${request.protocol}://${request.headers.host ?? ''}`;
    return origin === undefined || origin === own;
  };
  /** A new anonymous release id to set on the reply (the visitor had none). */
  const newIds = new WeakMap<object, string>();
  /** The pin cookie to set on the reply (a pin link was opened). */
  const newPins = new WeakMap<object, string>();

  const readSiteConfig = () =>
    Promise.resolve()
      .then(() => options.remotes())
      .then((config) => remotesConfigSchema.parse(config))
      .catch((error: unknown) => {
        // An unreadable or invalid config is refused whole: the page gets no remotes from it (each slot shows its
        // fallback) rather than a half-applied config or an error page; the shell trusts what it gets here.
        console.error(`[site] remotes config refused, serving no remotes: ${error instanceof Error ? error.message : String(error)}`);
        return {} as RemotesConfig;
      });

  const resolveReleases = async (request: FastifyRequest): Promise<VisitorReleases> => {
    const cookies = request.headers.cookie;
    let visitorId = cookieValue(cookies, RELEASE_ID_COOKIE);
    if (!isReleaseId(visitorId)) {
      visitorId = newReleaseId();
      newIds.set(request, visitorId);
    }
    const pinCookie = cookieValue(cookies, RELEASE_PIN_COOKIE);
    let pins = await readPins(pinCookie, pinSecret);
    const linkPin = (request.query as Record<string, unknown> | undefined)?.[RELEASE_PIN_PARAM];
    if (typeof linkPin === 'string' && !linkPin.includes('~')) {
      const [opened] = await readPins(linkPin, pinSecret);
      if (opened) {
        pins = addPin(pins, opened);
        newPins.set(request, pins.map((entry) => entry.value).join('~'));
      }
    }
    const [site, live] = await Promise.all([readSiteConfig(), registry?.current() ?? null]);
    const chosen = visitorReleases(
      live,
      site,
      visitorId,
      pins.map((entry) => entry.pin),
    );
    // The registry's and pins' URLs meet the same rules as the site's own (a plain host for the CSP).
    const checked = remotesConfigSchema.safeParse(chosen.config);
    if (checked.success) return chosen;
    console.error(`[site] a release's manifest URL was refused, serving the site's own config: ${checked.error.issues[0]?.message}`);
    return visitorReleases(null, site, undefined, []);
  };

  // Read once per request (a page needs it for its CSP and its head), fresh for every request.
  const releasesByRequest = new WeakMap<object, Promise<VisitorReleases>>();
  const loadReleases = (request: FastifyRequest) => {
    let releases = releasesByRequest.get(request);
    if (!releases) {
      releases = resolveReleases(request);
      releasesByRequest.set(request, releases);
    }
    return releases;
  };
  const loadRemotes = async (request: FastifyRequest) => (await loadReleases(request)).config;
  const setReleaseCookies = (request: FastifyRequest, reply: FastifyReply) => {
    const secure = request.protocol === 'https' ? '; Secure' : '';
    const id = newIds.get(request);
    if (id) reply.header('Set-Cookie', `${RELEASE_ID_COOKIE}=${id}; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax${secure}`);
    const pins = newPins.get(request);
    if (pins) reply.header('Set-Cookie', `${RELEASE_PIN_COOKIE}=${pins}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  };

  app.addHook('onRequest', async (request, reply) => {
    // A stray `%` (or invalid UTF-8) in the path or query breaks decoding further on (the proxy answered 500).
    if (!isWellEncoded(request.url)) return badAddress(request, reply);
    if (isBuildOnlyFile(request.url)) return reply.status(404).type('text/plain').send('Not found');
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/')) {
      reply.header('Content-Security-Policy', contentSecurityPolicy(await loadRemotes(request)));
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    }
    return payload;
  });

  // Text assets compressed on the way out (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  // undici: one pool for one API, a balanced pool (weights lowered on failures) for several replicas.
  await app.register(fastifyReplyFrom, {
    base: upstreams.length > 1 ? upstreams : upstreams[0],
    undici: { connections: 64, pipelining: 1, connectTimeout: 2_000 },
    destroyAgent: true,
  });
  const proxy = (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Buffer | undefined;
    return reply.from(request.url, {
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      // The API rate-limits by client address: it gets the peer this server saw (or what a trusted proxy
      // in front said), never an X-Forwarded-For a visitor wrote.
      // With telemetry, the trace context is this server's span (the visitor's own traceparent is not passed on as is).
      rewriteRequestHeaders: (_request, headers) => ({
        ...Object.fromEntries(
          Object.entries(headers).filter(
            ([name]) => name.toLowerCase() !== SITE_SECRET_HEADER && !(options.telemetry && TRACE_HEADERS.has(name.toLowerCase())),
          ),
        ),
        ...options.telemetry?.propagationHeaders(request),
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
      }),
      // A replica that refuses the connection never saw the request: another one takes it (bodies are
      // buffered, so they can be sent again). Nothing that may have reached a replica is sent twice.
      retriesCount: upstreams.length,
      retryDelay: ({ err, attempt }) => (err && NEVER_SENT.has(errorCode(err)) && attempt < upstreams.length ? 1 : null),
      onError: (res) => {
        void res
          .status(502)
          .header('Content-Type', 'application/json')
          .header('Cache-Control', 'no-store')
          .send(JSON.stringify({ statusCode: 502, message: 'The LaunchOps API is not reachable right now. Please try again shortly.' }));
      },
    });
  };
  // The API parses bodies itself: they pass through as bytes, at most the API's limit (413 at once when the
  // declared length is larger, without reading the body).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, payload, done) => done(null, payload));
    scope.setErrorHandler((error: FastifyError, _request, reply) => {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
      const message =
        status === 413
          ? `That request is too large: the API accepts at most ${Math.round(bodyLimit / 1024)} kB.`
          : status < 500
            ? error.message
            : 'Something went wrong.';
      if (status === 413) reply.header('Connection', 'close');
      return reply.status(status).header('Cache-Control', 'no-store').send({ statusCode: status, message });
    });
    // Beacons are answered here (release-signals.ts); the API's sums route is for this server only.
    scope.post('/api/release-signals', { bodyLimit: 16 * 1024, config: { compress: false } }, async (request, reply) => {
      // From this site's own pages only: a browser says where a request comes from, and another site cannot change that.
      if (!fromOwnPage(request)) {
        return reply
          .status(403)
          .header('Cache-Control', 'no-store')
          .send({ statusCode: 403, message: "Release signals are taken from this site's own pages only." });
      }
      let body: unknown;
      try {
        body = JSON.parse((request.body as Buffer | undefined)?.toString('utf8') ?? '');
      } catch {
        return reply.status(400).header('Cache-Control', 'no-store').send({ statusCode: 400, message: 'Not a release signal: the body must be JSON.' });
      }
      const answer = signalIntake.take(request.ip, body, (await registry?.current()) ?? null);
      if (answer.status === 204) return reply.status(204).header('Cache-Control', 'no-store').send();
      return reply.status(answer.status).header('Cache-Control', 'no-store').send({ statusCode: answer.status, message: answer.message });
    });
    scope.all('/api/release-signals/*', (_request, reply) => reply.status(404).send({ statusCode: 404, message: 'Not found' }));
    scope.all('/api', proxy);
    scope.all('/api/*', proxy);
  });

  // The sitemap reads the API through this server's own proxy, so it shares its balancing and failover.
  let listeningPort = 0;
  const selfUrl = () => `http://localhost:${listeningPort}`;
  // The API's entries are kept (not the XML): the origin written into it is the request's when none is configured.
  let sitemapCache: { entries: SitemapEntry[]; at: number } | undefined;
  // A configured origin, else the request's own: then only a plain host[:port] is copied, and the answer is kept
  // out of shared caches (a forged Host must not reach other visitors through a CDN).
  const originOf = (request: FastifyRequest): { origin: string; shared: boolean } => {
    if (options.publicOrigin) return { origin: new URL(options.publicOrigin).origin, shared: true };
    const host = request.headers.host ?? '';
    return {
      origin: `${request.protocol}://${/^[a-z0-9.-]+(:\d{1,5})?$/i.test(host) || /^\[[0-9a-f:.]+\](:\d{1,5})?$/i.test(host) ? host : 'localhost'}`,
      shared: false,
    };
  };
  const cacheFor = (shared: boolean, maxAge: number) => (shared ? `public, max-age=${maxAge}` : 'private, no-cache');
  app.get('/sitemap.xml', async (request, reply) => {
    const { origin, shared } = originOf(request);
    if (!sitemapCache || Date.now() - sitemapCache.at > SITEMAP_TTL_MS) {
      const entries = await sitemapEntries(selfUrl());
      // Only a sitemap with the API's entries is worth keeping; retry the API next time otherwise.
      if (entries.length > STATIC_PATHS.length) sitemapCache = { entries, at: Date.now() };
      else
        return reply
          .type('application/xml; charset=utf-8')
          .header('Cache-Control', shared ? 'no-cache' : 'private, no-cache')
          .send(sitemapXml(origin, entries));
    }
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', cacheFor(shared, 300)).send(sitemapXml(origin, sitemapCache.entries));
  });
  app.get('/robots.txt', async (request, reply) => {
    const { origin, shared } = originOf(request);
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', cacheFor(shared, 3600)).send(robotsTxt(origin));
  });

  app.get('/remotes.json', async (request, reply) => {
    const remotes = await loadRemotes(request);
    setReleaseCookies(request, reply);
    // Per visitor (canary side, pins): never shared by a cache.
    reply.header('Cache-Control', 'private, no-cache');
    return remotes;
  });

  await app.register(fastifyStatic, {
    root: options.root,
    etag: true,
    // The build's .br and .gz copies (pluginPrecompress), when the browser accepts one.
    preCompressed: true,
    cacheControl: false,
    // Looked up on each request, not listed once at start: a build written while the server runs
    // (new hashed file names) is served at once, with no restart.
    wildcard: true,
    index: false,
    setHeaders: (reply, filePath) => void reply.header('Cache-Control', cacheControlFor(filePath)),
  });

  const indexHtml = path.join(options.root, 'index.html');
  const shellManifest = path.join(options.root, 'mf-manifest.json');
  const routeScripts = createManifestReader(options.remoteFiles);
  const routeData = createRouteDataReader(options.remoteFiles);
  // The API is asked through the site itself, like the page's own reads.
  const routeImage = createRouteImageReader(() => selfUrl(), { timeoutMs: options.remoteFiles?.timeoutMs });
  // The API's pages (categories, software, articles, authors), to answer 404 for those that do not exist.
  let knownPages: { paths: Set<string>; at: number } | undefined;
  let knownPagesLoading: Promise<Set<string> | null> | undefined;
  const loadKnownPages = (): Promise<Set<string> | null> => {
    if (knownPages && Date.now() - knownPages.at < KNOWN_PAGES_TTL_MS) return Promise.resolve(knownPages.paths);
    knownPagesLoading ??= sitemapEntries(selfUrl())
      .then((entries) => {
        // Only a list with the API's entries is trusted; without them every entry page gets the benefit of the doubt.
        if (entries.length <= STATIC_PATHS.length) return knownPages?.paths ?? null;
        knownPages = { paths: new Set(entries.map((e) => e.path)), at: Date.now() };
        return knownPages.paths;
      })
      .finally(() => (knownPagesLoading = undefined));
    return knownPagesLoading;
  };

  // A page never waits long on the list: past KNOWN_PAGES_WAIT_MS it is served with what is known (or the benefit of
  // the doubt) while the list keeps loading for the next request.
  const knownPagesSoon = () =>
    Promise.race([
      loadKnownPages(),
      new Promise<Set<string> | null>((resolve) => setTimeout(() => resolve(knownPages?.paths ?? null), KNOWN_PAGES_WAIT_MS).unref()),
    ]);

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Client-side routes: the shell decides (and shows its 404 page for unknown paths). The page
    // carries the remotes config and preloads for the remote the route needs and for the route's
    // first API reads (remote-hints.ts).
    const [html, releases, known, shellManifestText] = await Promise.all([
      readFile(indexHtml, 'utf8'),
      loadReleases(request),
      knownPagesSoon(),
      readFile(shellManifest, 'utf8').catch(() => null),
    ]);
    const remotes = releases.config;
    const manifestUrl = manifestUrlFor(pathname, remotes);
    const [scripts, data] = manifestUrl ? await Promise.all([routeScripts(manifestUrl), routeData(manifestUrl)]) : [[], []];
    const shell = shellScripts(pathname, shellManifestText);
    // The route's head, when its remote gives one: painted from the HTML itself (first-paint.ts in the kit).
    const head = routeDataHead(pathname, data);
    // The route's largest image, preloaded: not for a filtered list (?category=..., whose first image may differ), nor
    // for a page the site does not have (no API request for each unknown address asked).
    const status = pageStatus(pathname, known);
    const imageSource = request.url.includes('?') || status !== 200 ? undefined : routeDataImage(pathname, data);
    const image = imageSource ? await routeImage(imageSource.read, imageSource.pointer) : undefined;
    setReleaseCookies(request, reply);
    // The id the shell's release beacons name (release-signals.ts), when the page runs a live or canary version.
    const reported = Object.values(releases.versions).some((entry) => entry && (entry.side === 'live' || entry.side === 'canary'));
    const pageLoadTag = reported ? `<meta name="lo-page-load" content="${pageLoads.issue()}">` : '';
    // Unknown pages still get the site (it shows its not-found page), with the status that says so.
    return reply
      .status(status)
      .header('Cache-Control', 'private, no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withFirstPaint(
          html.replace(
            '</head>',
            `${remoteHeadTags(pathname, remotes, scripts, routeDataReads(pathname, data), releases.versions, shell.runtime)}${pageLoadTag}${routeImageHeadTag(image)}${shellPageHeadTags(shell.page)}</head>`,
          ),
          pathname,
          head,
          manifestUrl !== undefined,
        ),
      );
  };
  // The home page is a route of its own: the static plugin would answer the folder itself with a 403 for a
  // HEAD or a GET without Accept-Encoding (monitors, curl, some crawlers).
  app.get('/', servePage);
  // The shell's own file is not a page of the site: its address is the home page's.
  app.get('/index.html', (_request, reply) => reply.redirect('/', 301));
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ statusCode: 404, message: 'Not found' });
    if (path.extname(pathname)) return reply.status(404).type('text/plain').send('Not found');
    return servePage(request, reply);
  });

  await app.listen({ host: options.host ?? 'localhost', port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  listeningPort = port;
  // Shutdown waits for requests in flight, but not for ever (closeServer).
  const close = () => closeServer(app, 'site');
  return { app, url: `http://localhost:${port}`, close };
}
