import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import {
  type Context,
  defaultTextMapGetter,
  defaultTextMapSetter,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
  TraceFlags,
} from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BasicTracerProvider, BatchSpanProcessor, type SpanProcessor } from '@opentelemetry/sdk-trace-base';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pino, type DestinationStream, type Logger } from 'pino';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The edge's telemetry: a JSON line per request, RED metrics per route, remote loads from the release beacons, and
 * a span per request whose W3C traceparent goes to the API with the proxied request (so the API's spans, and its log
 * line, share the trace id). No global OpenTelemetry state: the provider is this server's own.
 */

export const siteMetricsRegistry = new Registry();
collectDefaultMetrics({ register: siteMetricsRegistry });

export const siteRequests = new Counter({
  name: 'launchops_site_http_requests_total',
  help: 'Requests answered by the site server, by method, route (page, static, /api/*, ...) and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [siteMetricsRegistry],
});
export const siteDuration = new Histogram({
  name: 'launchops_site_http_request_duration_seconds',
  help: 'Time from request to response at the site server, by method and route',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [siteMetricsRegistry],
});
export const siteRemoteLoads = new Counter({
  name: 'launchops_site_remote_loads_total',
  help: "Remote loads browsers reported in their beacons (each page load's once), by remote and version",
  labelNames: ['remote', 'version'] as const,
  registers: [siteMetricsRegistry],
});
export const siteRemoteLoadFailures = new Counter({
  name: 'launchops_site_remote_load_failures_total',
  help: 'Remote load and render failures browsers reported, by remote, version and kind (load or render)',
  labelNames: ['remote', 'version', 'kind'] as const,
  registers: [siteMetricsRegistry],
});

export interface EdgeTelemetryOptions {
  /** JSON request lines: true (stdout), a stream (tests), or false/unset for none. */
  log?: boolean | DestinationStream;
  /** OTLP/HTTP collector (OTEL_EXPORTER_OTLP_ENDPOINT): spans are sent there. */
  otlpEndpoint?: string;
  /** Extra span processors (a test's in-memory exporter). */
  spanProcessors?: SpanProcessor[];
  serviceName?: string;
}

interface RequestTrace {
  context: Context;
  traceId: string;
  span?: Span;
}

const randomHex = (bytes: number) => randomBytes(bytes).toString('hex');
const routeOf = (request: FastifyRequest) => request.routeOptions.url ?? (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '') ? 'unmatched' : 'page');
/** The path, without the query (which may carry a pin link, a code or an address). */
const pathOf = (url: string) => url.split('?')[0] ?? '/';

export interface EdgeTelemetry {
  logger?: Logger;
  /** Registers the hooks on the site's Fastify instance (before its routes). */
  register(app: FastifyInstance): void;
  /** The traceparent (and tracestate) headers to send with the proxied request. */
  propagationHeaders(request: FastifyRequest): Record<string, string>;
  /** Counts a release beacon's event the intake took. */
  countSignal(event: { remote: string; version: string; kind: string }): void;
  shutdown(): Promise<void>;
}

/** One JSON line per request (pino), with cookies and tokens redacted; none when `log` is unset or false. */
function requestLogger(log: EdgeTelemetryOptions['log']) {
  return log === undefined || log === false
    ? undefined
    : pino(
        {
          base: { service: 'launchops-site' },
          timestamp: pino.stdTimeFunctions.isoTime,
          formatters: { level: (label) => ({ level: label }) },
          redact: {
            paths: ['req.headers.cookie', 'req.headers.authorization', 'req.headers["x-release-token"]', 'res.headers["set-cookie"]'],
            censor: '[redacted]',
          },
        },
        log === true ? undefined : log,
      );
}

export function createEdgeTelemetry(options: EdgeTelemetryOptions = {}): EdgeTelemetry {
  const processors = [...(options.spanProcessors ?? [])];
  if (options.otlpEndpoint) processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.otlpEndpoint.replace(/\/$/, '')}/v1/traces` })));
  const provider = processors.length
    ? new BasicTracerProvider({ resource: resourceFromAttributes({ 'service.name': options.serviceName ?? 'launchops-site' }), spanProcessors: processors })
    : undefined;
  const tracer = provider?.getTracer('launchops-site-server');
  const propagator = new W3CTraceContextPropagator();
  const logger = requestLogger(options.log);
  const traces = new WeakMap<FastifyRequest, RequestTrace>();

  const begin = (request: FastifyRequest): RequestTrace => {
    // The caller's trace (a load balancer or a browser that sent a traceparent) is continued; else a new one.
    const parent = propagator.extract(ROOT_CONTEXT, request.headers, defaultTextMapGetter);
    const parentContext = trace.getSpanContext(parent);
    if (tracer) {
      const route = routeOf(request);
      const span = tracer.startSpan(
        `${request.method} ${route}`,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': request.method, 'http.route': route, 'url.path': pathOf(request.url) } },
        parent,
      );
      return { context: trace.setSpan(parent, span), traceId: span.spanContext().traceId, span };
    }
    // No tracer: the trace id still travels (it is the request id in both services' logs).
    const traceId = parentContext && trace.isSpanContextValid(parentContext) ? parentContext.traceId : randomHex(16);
    const hop = trace.wrapSpanContext({ traceId, spanId: randomHex(8), traceFlags: parentContext?.traceFlags ?? TraceFlags.NONE });
    return { context: trace.setSpan(parent, hop), traceId };
  };

  return {
    logger,
    register(app) {
      app.addHook('onRequest', (request, reply, done) => {
        const current = begin(request);
        traces.set(request, current);
        void reply.header('X-Request-Id', current.traceId);
        done();
      });
      app.addHook('onResponse', (request, reply, done) => {
        const route = routeOf(request);
        const status = reply.statusCode;
        siteRequests.inc({ method: request.method, route, status_code: String(status) });
        siteDuration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
        const current = traces.get(request);
        if (current?.span) {
          current.span.setAttribute('http.response.status_code', status);
          if (status >= 500) current.span.setStatus({ code: SpanStatusCode.ERROR });
          current.span.end();
        }
        if (logger && current) {
          const line = {
            reqId: current.traceId,
            traceId: current.traceId,
            req: { method: request.method, url: pathOf(request.url), route },
            res: { statusCode: status },
            responseTime: Math.round(reply.elapsedTime * 10) / 10,
          };
          if (status >= 500) logger.error(line, 'request failed');
          else logger.info(line, 'request completed');
        }
        done();
      });
    },
    propagationHeaders(request) {
      const current = traces.get(request) ?? begin(request);
      const carrier: Record<string, string> = {};
      propagator.inject(current.context, carrier, defaultTextMapSetter);
      return carrier;
    },
    countSignal(event) {
      if (event.kind === 'load') siteRemoteLoads.inc({ remote: event.remote, version: event.version });
      else siteRemoteLoadFailures.inc({ remote: event.remote, version: event.version, kind: event.kind === 'render-error' ? 'render' : 'load' });
    },
    async shutdown() {
      await provider?.shutdown().catch(() => undefined);
    },
  };
}

/** GET /metrics on its own port (SITE_METRICS_PORT), never on the site's. */
export async function startSiteMetricsServer(host: string, port: number): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || pathOf(request.url ?? '') !== '/metrics') return void response.writeHead(404).end('Not found: metrics are at /metrics');
    siteMetricsRegistry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': siteMetricsRegistry.contentType, 'cache-control': 'no-store' }).end(body),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
