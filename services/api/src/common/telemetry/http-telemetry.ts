import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { loggableUrl } from './logging.js';
import { httpDuration, httpRequests } from './metrics.js';
import { activeSpan, traceIdFromHeader } from './tracing.js';

/**
 * The request id is the trace id: the active server span's (tracing on), else the one in the traceparent header the
 * site's edge sends, else a new random one of the same form. Given to Fastify as genReqId.
 */
export function requestIdFor(request: IncomingMessage): string {
  const context = activeSpan()?.spanContext();
  if (context && !/^0+$/.test(context.traceId)) return context.traceId;
  return traceIdFromHeader(request.headers.traceparent) ?? randomBytes(16).toString('hex');
}

/** The route's pattern (`/api/blog-posts/:slug`): bounded labels, and no visitor data in them. */
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? 'unmatched';

/**
 * Per request: RED metrics by route pattern, the route on the trace's server span, an X-Request-Id header, and
 * (given a logger) one JSON line when the response is sent.
 */
export function registerHttpTelemetry(fastify: FastifyInstance, logger: Logger | undefined): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const span = activeSpan();
    if (span?.isRecording()) {
      span.setAttribute('http.route', routeOf(request));
      span.updateName(`${request.method} ${routeOf(request)}`);
    }
    void reply.header('X-Request-Id', request.id);
    done();
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = routeOf(request);
    const status = reply.statusCode;
    httpRequests.inc({ method: request.method, route, status_code: String(status) });
    httpDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (logger) {
      const line = {
        reqId: request.id,
        traceId: request.id,
        req: { method: request.method, url: loggableUrl(request.url), route },
        res: { statusCode: status },
        responseTime: Math.round(reply.elapsedTime * 10) / 10,
      };
      if (status >= 500) logger.error(line, 'request failed');
      else logger.info(line, 'request completed');
    }
    done();
  });
}
