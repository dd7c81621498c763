import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyReplyFrom from '@fastify/reply-from';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { type RemotesConfig, remotesConfigSchema, routeDataReads, THEME_BOOT_SCRIPT } from '@launchops/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createManifestReader, createRouteDataReader, manifestUrlFor, remoteHeadTags } from './remote-hints.js';
import { robotsTxt, STATIC_PATHS, sitemapEntries, sitemapXml } from './sitemap.js';
import { cacheControlFor } from './static-server.js';

export interface SiteServerOptions {
  /** The shell's build. */
  root: string;
  host?: string;
  port: number;
  /** Where /api is proxied to, e.g. http://127.0.0.1:3000 */
  apiUrl: string;
  /** Read on every request to /remotes.json, so a remote can be repointed without a restart. */
  remotes: () => Promise<RemotesConfig> | RemotesConfig;
  /** Public origin for sitemap and robots; defaults to the request's own. */
  publicOrigin?: string;
}

const SITEMAP_TTL_MS = 5 * 60_000;

/** Content-Security-Policy allowing exactly the configured remote origins. */
export function contentSecurityPolicy(remotes: RemotesConfig): string {
  const origins = [...new Set(Object.values(remotes).filter((u): u is string => !!u).map((u) => new URL(u).origin))];
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
export async function startSiteServer(options: SiteServerOptions): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false, trustProxy: 'loopback' });
  // Read once per request (a page needs it for its CSP and its head), fresh for every request.
  const remotesByRequest = new WeakMap<object, Promise<RemotesConfig>>();
  const loadRemotes = (request: object) => {
    let remotes = remotesByRequest.get(request);
    if (!remotes) {
      // An unreadable or invalid config is refused whole: the page gets no remotes (each slot shows its
      // fallback) rather than a half-applied config or an error page; the shell trusts what it gets here.
      remotes = Promise.resolve()
        .then(() => options.remotes())
        .then((config) => remotesConfigSchema.parse(config))
        .catch((error: unknown) => {
          console.error(`[site] remotes config refused, serving no remotes: ${error instanceof Error ? error.message : String(error)}`);
          return {};
        });
      remotesByRequest.set(request, remotes);
    }
    return remotes;
  };

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
  await app.register(fastifyReplyFrom, { base: options.apiUrl, http: {} });
  const proxy = (request: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) =>
    reply.from(request.url, {
      onError: (res) => {
        void res
          .status(502)
          .header('Content-Type', 'application/json')
          .header('Cache-Control', 'no-store')
          .send(JSON.stringify({ statusCode: 502, message: 'The LaunchOps API is not reachable right now. Please try again shortly.' }));
      },
    });
  // The API parses bodies itself: pass them through untouched.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    scope.all('/api', proxy);
    scope.all('/api/*', proxy);
  });

  let sitemapCache: { xml: string; origin: string; at: number } | undefined;
  const originOf = (request: import('fastify').FastifyRequest) => options.publicOrigin ?? `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request);
    if (!sitemapCache || sitemapCache.origin !== origin || Date.now() - sitemapCache.at > SITEMAP_TTL_MS) {
      const entries = await sitemapEntries(options.apiUrl);
      const xml = sitemapXml(origin, entries);
      // Only a sitemap with the API's entries is worth keeping; retry the API next time otherwise.
      if (entries.length > STATIC_PATHS.length) sitemapCache = { xml, origin, at: Date.now() };
      else return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'no-cache').send(xml);
    }
    return reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=300').send(sitemapCache.xml);
  });
  app.get('/robots.txt', async (request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robotsTxt(originOf(request))),
  );

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return loadRemotes(request);
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
  const routeScripts = createManifestReader();
  const routeData = createRouteDataReader();
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (request.method !== 'GET' && request.method !== 'HEAD') return reply.status(404).send({ statusCode: 404, message: 'Not found' });
    if (path.extname(pathname)) return reply.status(404).type('text/plain').send('Not found');
    // Client-side routes: the shell decides (and shows its 404 page for unknown paths). The page
    // carries the remotes config and preloads for the remote the route needs and for the route's
    // first API reads (remote-hints.ts).
    const [html, remotes] = await Promise.all([readFile(indexHtml, 'utf8'), loadRemotes(request)]);
    const manifestUrl = manifestUrlFor(pathname, remotes);
    const [scripts, data] = manifestUrl ? await Promise.all([routeScripts(manifestUrl), routeData(manifestUrl)]) : [[], []];
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html.replace('</head>', `${remoteHeadTags(pathname, remotes, scripts, routeDataReads(pathname, data))}</head>`));
  });

  await app.listen({ host: options.host ?? 'localhost', port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { app, url: `http://localhost:${port}`, close: () => app.close() };
}
