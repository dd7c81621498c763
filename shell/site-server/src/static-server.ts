import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeServer } from './close-server.js';
import { pageSecurityHeaders } from './security-policy.js';

export interface StaticServerOptions {
  root: string;
  host?: string;
  port: number;
  /** Origins allowed to fetch these files from a page (the site's origin). */
  allowedOrigins: string[];
  /** Serve index.html for unknown paths (a remote's standalone deep links). */
  spaFallback?: boolean;
}

/** Files without a content hash in their name must be revalidated; hashed ones never change. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  // Unhashed names a release replaces in place (release.json: the build's version and entry hash).
  if (['mf-manifest.json', 'route-data.json', 'release.json', 'remotes.json', 'remoteEntry.js'].includes(name) || name.endsWith('.html')) return 'no-cache';
  if (/[.-][0-9a-f]{8,}\./.test(name)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=300';
}

/**
 * Build files that are not for visitors: mf-stats.json lists the build's dependencies and local paths
 * (it is for build tools; the federation runtime reads mf-manifest.json only), and dotfiles (.build-stamp, a
 * stray .git or .env) anywhere in the path, however encoded; /.well-known/ alone is public by standard.
 */
export function isBuildOnlyFile(urlPath: string): boolean {
  const pathname = decodeURIComponentSafe(urlPath.split('?')[0] ?? '');
  const segments = pathname.split(/[\\/]/).filter(Boolean);
  if (segments.some((segment, i) => segment.startsWith('.') && !(i === 0 && segment === '.well-known'))) return true;
  return path.posix.basename(pathname) === 'mf-stats.json';
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Serves one remote's build from its own origin, as a CDN would: CORS for the site's origin only,
 * no-cache for the manifest and entry, immutable for hashed assets, and the edge's security headers.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const app = Fastify({ logger: false });
  // The edge's page headers: the remote's standalone pages load nothing but its own origin's files.
  const securityHeaders = pageSecurityHeaders();
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(securityHeaders);
    if (isBuildOnlyFile(request.url)) return reply.status(404).type('text/plain').send('Not found');
    const origin = request.headers.origin;
    if (origin && options.allowedOrigins.includes(origin)) {
      reply.header('Access-Control-Allow-Origin', origin);
      reply.header('Vary', 'Origin');
    }
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
  });
  // Text assets compressed on the way out (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyStatic, {
    root: options.root,
    etag: true,
    // The build's .br and .gz copies (pluginPrecompress), when the browser accepts one.
    preCompressed: true,
    lastModified: true,
    cacheControl: false,
    // Looked up on each request, not listed once at start: a build written while the server runs
    // (new hashed file names) is served at once, with no restart.
    wildcard: true,
    setHeaders: (reply, filePath) => {
      void reply.header('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && request.method === 'GET' && !path.extname(request.url.split('?')[0] ?? '')) {
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
  await app.listen({ host: options.host ?? 'localhost', port: options.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { app, url: `http://localhost:${port}`, close: () => closeServer(app, 'static') };
}
