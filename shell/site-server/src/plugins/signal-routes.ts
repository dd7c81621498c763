import { createHmac } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { EdgeTelemetry } from '../edge-telemetry.js';
import { createPageLoadIds, createSignalIntake, type PageLoadIds, type SignalIntakeOptions } from '../release-signals.js';
import { passApiBodiesThrough } from './api-bodies.js';
import { SITE_SECRET_HEADER } from './api-proxy.js';
import type { ReleaseReader } from './release-routing.js';

/** The ids beacons name, keyed by SITE_API_SECRET when there is one, so every site server sharing it takes the others' pages. */
export const pageLoadIdsFor = (apiSecret: string | undefined): PageLoadIds =>
  createPageLoadIds(apiSecret ? createHmac('sha256', apiSecret).update('launchops page-load ids').digest() : undefined);

/** Sends sums straight to an API replica (not through the proxy, which marks requests as a visitor's), with the secret. */
function forwardSums(upstreams: readonly string[], apiSecret: string | undefined): SignalIntakeOptions['forward'] {
  return async (sums) => {
    let lastError: unknown;
    for (const upstream of upstreams) {
      try {
        const response = await fetch(`${upstream.replace(/\/$/, '')}/api/release-signals/sums`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(apiSecret ? { [SITE_SECRET_HEADER]: apiSecret } : {}) },
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
  };
}

/**
 * Whether a request comes from one of this site's pages, as the browser tells: Sec-Fetch-Site same-origin and
 * an Origin of this site (the configured one, else the request's own). A request with neither is not a browser's.
 */
function fromOwnPage(request: FastifyRequest, publicOrigin: string | undefined): boolean {
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  if (site === undefined && origin === undefined) return false;
  if (site !== undefined && site !== 'same-origin') return false;
  const own = publicOrigin ? new URL(publicOrigin).origin : `${request.protocol}://${request.headers.host ?? ''}`;
  return origin === undefined || origin === own;
}

export interface SignalRoutesOptions {
  upstreams: readonly string[];
  apiSecret?: string;
  signals?: { perClientPerMinute?: number; flushMs?: number };
  publicOrigin?: string;
  telemetry?: EdgeTelemetry;
  pageLoads: PageLoadIds;
  registry: ReleaseReader | undefined;
  bodyLimit: number;
}

/** The shell's release beacons are answered here (release-signals.ts); the API's sums route is for this server only. */
export const signalRoutes: FastifyPluginAsync<SignalRoutesOptions> = async (scope, options) => {
  const { telemetry, registry } = options;
  const signalIntake = createSignalIntake({
    ...options.signals,
    pageLoads: options.pageLoads,
    onEvent: telemetry ? (event) => telemetry.countSignal(event) : undefined,
    forward: forwardSums(options.upstreams, options.apiSecret),
  });
  scope.addHook('onClose', async () => signalIntake.close());
  passApiBodiesThrough(scope, options.bodyLimit);
  scope.post('/api/release-signals', { bodyLimit: 16 * 1024, config: { compress: false } }, async (request, reply) => {
    // From this site's own pages only: a browser says where a request comes from, and another site cannot change that.
    if (!fromOwnPage(request, options.publicOrigin)) {
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
};
