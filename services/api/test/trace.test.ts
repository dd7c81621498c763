import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { createEdgeTelemetry } from '@launchops/site-server/edge-telemetry';
import { redisBinary, startRedis } from '@launchops/test-support/local-servers';
import { startSiteServer } from '@launchops/site-server/site-server';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracing } from '../src/common/telemetry/tracing.js';
import { startTestApi, type TestApi } from './support/test-api.js';

// One process plays both services here: the API's tracing is its real set-up (global provider, pg/ioredis/http
// instrumentation) with an in-memory exporter; the edge has its own provider and exporter, as in its own process.
const apiSpans = new InMemorySpanExporter();
startTracing({ serviceName: 'launchops-api', spanProcessors: [new SimpleSpanProcessor(apiSpans)] });
const edgeSpans = new InMemorySpanExporter();

const apiLines: string[] = [];
const edgeLines: string[] = [];
const into = (lines: string[]) => ({ write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) });

let api: TestApi;
let site: Awaited<ReturnType<typeof startSiteServer>>;
let root: string;
// The rate limits in Redis (REDIS_URL) when Debian's redis-server is here (CI installs it): their commands join the trace.
let redis: ChildProcess | undefined;

beforeAll(async () => {
  const started = redisBinary ? await startRedis() : undefined;
  redis = started?.process;
  api = await startTestApi({ LOG_FORMAT: 'json', LOG_LEVEL: 'info', ...(started ? { REDIS_URL: started.url } : {}) }, { logDestination: into(apiLines) });
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-trace-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head><title>LaunchOps</title></head><body></body></html>');
  const telemetry = createEdgeTelemetry({ spanProcessors: [new SimpleSpanProcessor(edgeSpans)], log: into(edgeLines) });
  site = await startSiteServer({ root, host: '127.0.0.1', port: 0, apiUrl: api.baseUrl, remotes: () => ({}), releases: { live: false }, telemetry });
});

afterAll(async () => {
  await site?.close();
  await api?.close();
  redis?.kill('SIGKILL');
  if (root) await rm(root, { recursive: true, force: true });
});

const waitFor = async <T>(read: () => T | undefined, what: string): Promise<T> => {
  for (let i = 0; i < 100; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
};

describe('one trace from the site through the API to PostgreSQL', () => {
  it('shares its trace id across the edge, the API and its queries, and is the request id in both logs', async () => {
    // A per-visitor read: one indexed query for this visitor's completed tasks.
    const response = await fetch(`${site.url.replace('localhost', '127.0.0.1')}/api/checklist-progress`);
    expect(response.status).toBe(200);
    const traceId = response.headers.get('x-request-id') ?? '';
    expect(traceId).toMatch(/^[\da-f]{32}$/);

    const edge = await waitFor(() => edgeSpans.getFinishedSpans().find((span) => span.spanContext().traceId === traceId), 'the edge span');
    expect(edge.name).toBe('GET /api/*');
    const server = await waitFor(
      () => apiSpans.getFinishedSpans().find((span) => span.spanContext().traceId === traceId && span.attributes['http.route'] === '/api/checklist-progress'),
      "the API's server span",
    );
    // The API's span is the edge span's child: the traceparent came with the proxied request.
    expect(server.parentSpanContext?.spanId).toBe(edge.spanContext().spanId);
    expect(server.name).toBe('GET /api/checklist-progress');
    const queries = apiSpans
      .getFinishedSpans()
      .filter((span) => span.spanContext().traceId === traceId && span.instrumentationScope.name === '@opentelemetry/instrumentation-pg');
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.some((span) => /select/i.test(String(span.attributes['db.statement'] ?? span.attributes['db.query.text'])))).toBe(true);

    const apiLine = await waitFor(() => apiLines.map((line) => JSON.parse(line)).find((line) => line.reqId === traceId), "the API's log line");
    expect(apiLine.req.route).toBe('/api/checklist-progress');
    expect(apiLine).toMatchObject({ reqId: traceId, res: { statusCode: 200 } });
    const edgeLine = await waitFor(() => edgeLines.map((line) => JSON.parse(line)).find((line) => line.reqId === traceId), "the edge's log line");
    expect(edgeLine.req.url).toBe('/api/checklist-progress');
    expect(edgeLine).toMatchObject({ reqId: traceId, service: 'launchops-site', res: { statusCode: 200 } });
  });

  it.skipIf(!redisBinary)("includes the rate limiter's Redis commands", async () => {
    const response = await fetch(`${site.url.replace('localhost', '127.0.0.1')}/api/checklist-progress`);
    const traceId = response.headers.get('x-request-id') ?? '';
    const commands = await waitFor(() => {
      const found = apiSpans
        .getFinishedSpans()
        .filter((span) => span.spanContext().traceId === traceId && span.instrumentationScope.name === '@opentelemetry/instrumentation-ioredis');
      return found.length ? found : undefined;
    }, 'a Redis span');
    expect(commands[0]!.parentSpanContext?.spanId).toBeTruthy();
  });

  it("replaces a visitor's traceparent with the edge's own span, in the same trace", async () => {
    const visitorTrace = '0af7651916cd43dd8448eb211c80319c';
    const response = await fetch(`${site.url.replace('localhost', '127.0.0.1')}/api/health/live`, {
      headers: { traceparent: `00-${visitorTrace}-b7ad6b7169203331-01` },
    });
    expect(response.status).toBe(200);
    const edge = await waitFor(() => edgeSpans.getFinishedSpans().find((span) => span.spanContext().traceId === visitorTrace), 'the edge span');
    expect(edge.parentSpanContext?.spanId).toBe('b7ad6b7169203331');
    expect(response.headers.get('x-request-id')).toBe(visitorTrace);
  });
});
