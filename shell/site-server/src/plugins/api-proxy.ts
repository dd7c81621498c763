import fastifyReplyFrom from '@fastify/reply-from';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiReplicas } from '../api-replicas.js';
import type { EdgeTelemetry } from '../edge-telemetry.js';
import { passApiBodiesThrough } from './api-bodies.js';

/** The header carrying SITE_API_SECRET on this server's own calls to the API; never passed on from a visitor. */
export const SITE_SECRET_HEADER = 'x-launchops-site-secret';
/** W3C trace context headers: replaced by the edge's own when it has telemetry. */
const TRACE_HEADERS = new Set(['traceparent', 'tracestate']);
/** How long an idle connection to an API replica is kept for the next request: below every SHUTDOWN_DELAY_MS. */
export const EDGE_KEEP_ALIVE_MS = 1_000;
/** How many times a request that never reached a replica is tried, per replica, before the visitor gets a 502. */
const NEVER_SENT_ATTEMPTS = 3;
/** Connection errors after which a request certainly never reached an API replica, so another may take it. */
const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'UND_ERR_CONNECT_TIMEOUT']);

function errorCode(error: unknown): string {
  const { code, cause } = error as { code?: string; cause?: { code?: string } };
  return cause?.code ?? code ?? '';
}

export interface ApiProxyOptions {
  /** One API, or several replicas to spread requests over. */
  upstreams: readonly string[];
  bodyLimit: number;
  telemetry?: EdgeTelemetry;
}

/** /api on the site's own origin (so the visitor cookie is first-party), proxied to the API replicas. */
export const apiProxy: FastifyPluginAsync<ApiProxyOptions> = async (scope, { upstreams, bodyLimit, telemetry }) => {
  // One pool per replica; a replica whose health says it drains gets no new request (api-replicas.ts).
  // An idle connection to a replica is dropped by this side after EDGE_KEEP_ALIVE_MS, whatever the replica advertises:
  // a replica that drains (SIGTERM) answers for SHUTDOWN_DELAY_MS (2 s or more in every deployment) before it closes
  // its idle connections, so by then none of ours is left idle on it, and no request is written on a socket the
  // replica is closing (which would fail as a 502 that cannot safely be retried).
  const replicas = new ApiReplicas(upstreams, {
    pool: { connections: 64, pipelining: 1, connectTimeout: 2_000, keepAliveTimeout: EDGE_KEEP_ALIVE_MS, keepAliveMaxTimeout: EDGE_KEEP_ALIVE_MS },
    healthPath: '/api/health',
    onChange: (origin, inRotation, why) =>
      telemetry?.logger?.[inRotation ? 'info' : 'warn'](
        { replica: origin, why },
        inRotation ? 'API replica back in rotation' : 'API replica left out of rotation',
      ),
  });
  // The request's Host is the first replica's; the replica that takes it is the dispatcher's choice.
  await scope.register(fastifyReplyFrom, { base: upstreams[0], undici: replicas, destroyAgent: true });
  passApiBodiesThrough(scope, bodyLimit);
  const proxy = (request: FastifyRequest, reply: FastifyReply) => {
    const body = request.body as Buffer | undefined;
    return reply.from(request.url, {
      ...(body ? { body, contentType: request.headers['content-type'] ?? 'application/octet-stream' } : {}),
      // The API rate-limits by client address: it gets the peer this server saw (or what a trusted proxy
      // in front said), never an X-Forwarded-For a visitor wrote.
      // With telemetry, the trace context is this server's span (the visitor's own traceparent is not passed on as is).
      rewriteRequestHeaders: (_request, headers) => ({
        ...Object.fromEntries(
          Object.entries(headers).filter(([name]) => name.toLowerCase() !== SITE_SECRET_HEADER && !(telemetry && TRACE_HEADERS.has(name.toLowerCase()))),
        ),
        ...telemetry?.propagationHeaders(request),
        'x-forwarded-for': request.ip,
        'x-forwarded-proto': request.protocol,
        'x-forwarded-host': request.headers.host ?? '',
      }),
      // A replica that refuses the connection never saw the request: another one takes it (bodies are
      // buffered, so they can be sent again). Nothing that may have reached a replica is sent twice. A refusing
      // replica leaves the rotation at once; NEVER_SENT_ATTEMPTS tries per replica cover all of them being out.
      retriesCount: upstreams.length * NEVER_SENT_ATTEMPTS,
      retryDelay: ({ err, attempt }) => (err && NEVER_SENT.has(errorCode(err)) && attempt < upstreams.length * NEVER_SENT_ATTEMPTS ? 1 : null),
      onError: (res, { error }) => {
        // Which failure it was (ECONNRESET, UND_ERR_SOCKET, ECONNREFUSED...): the operator's first question about a 502.
        telemetry?.logger?.warn({ code: errorCode(error), method: request.method, path: request.url.split('?')[0] }, 'API request failed at the edge: 502');
        void res
          .status(502)
          .header('Content-Type', 'application/json')
          .header('Cache-Control', 'no-store')
          .send(JSON.stringify({ statusCode: 502, message: 'The LaunchOps API is not reachable right now. Please try again shortly.' }));
      },
    });
  };
  scope.all('/api', proxy);
  scope.all('/api/*', proxy);
};
