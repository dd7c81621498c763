import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeServer } from './close-server.js';
import { apiProxy } from './plugins/api-proxy.js';
import { pages } from './plugins/pages.js';
import { createReleaseRouting, releaseRoutes } from './plugins/release-routing.js';
import { frameworkErrors, securityHeaders } from './plugins/security-headers.js';
import { seo } from './plugins/seo.js';
import { pageLoadIdsFor, signalRoutes } from './plugins/signal-routes.js';
import { checkSiteServerOptions, type SiteServerOptions } from './site-server-options.js';

/**
 * The site's edge: the shell's files and pages, /remotes.json, and /api proxied to the API on the same
 * origin (so the visitor cookie is first-party). Each concern is a Fastify plugin of ./plugins.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const { upstreams, bodyLimit } = checkSiteServerOptions(options);
  const app = Fastify({ logger: false, trustProxy: options.trustedProxies?.length ? [...options.trustedProxies] : false, bodyLimit, frameworkErrors });
  options.telemetry?.register(app);
  // Several parts read the API through this server's own proxy (its balancing and failover), once it listens.
  let listeningPort = 0;
  const selfUrl = () => `http://localhost:${listeningPort}`;
  const routing = createReleaseRouting({ remotes: options.remotes, live: options.releases?.live, pinSecret: options.releases?.pinSecret, selfUrl });
  const pageLoads = pageLoadIdsFor(options.apiSecret);
  const { telemetry, publicOrigin } = options;

  await app.register(securityHeaders, { remotesFor: routing.remotesFor });
  // Text assets compressed on the way out (brotli or gzip, as the browser accepts).
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
  const { apiSecret, signals } = options;
  await app.register(signalRoutes, { upstreams, bodyLimit, pageLoads, telemetry, publicOrigin, apiSecret, signals, registry: routing.registry });
  await app.register(apiProxy, { upstreams, bodyLimit, telemetry });
  await app.register(seo, { publicOrigin, selfUrl });
  await app.register(releaseRoutes, { routing });
  await app.register(pages, { root: options.root, remoteFiles: options.remoteFiles, selfUrl, routing, pageLoads });

  await app.listen({ host: options.host ?? 'localhost', port: options.port });
  const address = app.server.address();
  listeningPort = typeof address === 'object' && address ? address.port : options.port;
  // Shutdown waits for requests in flight, but not for ever (closeServer).
  const close = () => closeServer(app, 'site');
  return { app, url: `http://localhost:${listeningPort}`, close };
}
