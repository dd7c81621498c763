import fastifyCompress from '@fastify/compress';
import type { RemotesConfig } from '@launchops/kit';
import Fastify, { type FastifyInstance } from 'fastify';
import { closeServer } from './close-server.js';
import type { EdgeTelemetry } from './edge-telemetry.js';
import { API_BODY_LIMIT_BYTES } from './plugins/api-bodies.js';
import { apiProxy } from './plugins/api-proxy.js';
import { pages } from './plugins/pages.js';
import { createReleaseRouting, releaseRoutes } from './plugins/release-routing.js';
import { frameworkErrors, securityHeaders } from './plugins/security-headers.js';
import { seo } from './plugins/seo.js';
import { pageLoadIdsFor, signalRoutes } from './plugins/signal-routes.js';
import type { ManifestReaderOptions } from './remote-hints.js';

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

/**
 * The site's edge: the shell's files and pages, /remotes.json, and /api proxied to the API on the same
 * origin (so the visitor cookie is first-party). Each concern is a Fastify plugin of ./plugins.
 */
export async function startSiteServer(options: SiteServerOptions): Promise<{ app: FastifyInstance; url: string; close(): Promise<void> }> {
  const upstreams = typeof options.apiUrl === 'string' ? [options.apiUrl] : [...options.apiUrl];
  if (upstreams.length === 0) throw new Error('The site server needs at least one API URL');
  const bodyLimit = options.bodyLimitBytes ?? API_BODY_LIMIT_BYTES;
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
