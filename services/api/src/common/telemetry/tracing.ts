import { createRequire } from 'node:module';
import { context, type Span, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider, type SpanProcessor } from '@opentelemetry/sdk-trace-node';

export interface TracingOptions {
  serviceName: string;
  /** OTEL_EXPORTER_OTLP_ENDPOINT: spans are sent there over OTLP/HTTP (`/v1/traces` is added). */
  endpoint?: string;
  /** Extra processors (a test's in-memory exporter). */
  spanProcessors?: SpanProcessor[];
}

export interface Tracing {
  provider: NodeTracerProvider;
  shutdown(): Promise<void>;
}

let started: Tracing | undefined;

/** Whether a tracer provider runs in this process (spans are recorded). */
export const tracingStarted = () => started !== undefined;

/**
 * Starts tracing for this process: incoming and outgoing HTTP, PostgreSQL (pg) and Redis (ioredis). Once per
 * process; a later call returns the first one. Nothing is started (and nothing costs) unless there is somewhere to
 * send spans.
 */
export function startTracing(options: TracingOptions): Tracing | undefined {
  if (started) return started;
  const processors = [...(options.spanProcessors ?? [])];
  if (options.endpoint) processors.push(new BatchSpanProcessor(new OTLPTraceExporter({ url: `${options.endpoint.replace(/\/$/, '')}/v1/traces` })));
  if (processors.length === 0) return undefined;
  const provider = new NodeTracerProvider({ resource: resourceFromAttributes({ 'service.name': options.serviceName }), spanProcessors: processors });
  // Global context manager (AsyncLocalStorage) and the W3C traceparent propagator.
  provider.register();
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        // Health probes and metric scrapes would drown the traces.
        ignoreIncomingRequestHook: (request) => /^\/api\/health(\/|$|\?)/.test(request.url ?? ''),
        // The API's own outgoing calls are traced only inside a request or job that is already traced.
        requireParentforOutgoingSpans: true,
      }),
      new PgInstrumentation({ requireParentSpan: true }),
      new IORedisInstrumentation({ requireParentSpan: true }),
    ],
  });
  // The instrumented libraries are CommonJS: requiring them here patches them (their prototypes) whether this runs
  // before or after an ES module imported them, so no ESM loader hook is needed.
  const require = createRequire(import.meta.url);
  for (const name of ['node:http', 'node:https', 'pg', 'ioredis']) {
    try {
      require(name);
    } catch {
      // not installed here
    }
  }
  started = {
    provider,
    shutdown: async () => {
      await provider.shutdown().catch(() => undefined);
    },
  };
  return started;
}

/** The server span of the request being handled (the HTTP instrumentation's), if tracing runs. */
export function activeSpan(): Span | undefined {
  return trace.getSpan(context.active());
}

const TRACEPARENT = /^[\da-f]{2}-([\da-f]{32})-([\da-f]{16})-[\da-f]{2}$/;

/** The trace id of a W3C traceparent header (the site's edge always sends one), if well formed. */
export function traceIdFromHeader(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value ? TRACEPARENT.exec(value.trim().toLowerCase()) : null;
  const id = match?.[1];
  return id && !/^0+$/.test(id) ? id : undefined;
}
