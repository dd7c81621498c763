// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { InMemorySpanExporter, SimpleSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEdgeTelemetry, siteMetricsRegistry, startSiteMetricsServer } from './edge-telemetry.js';
import { startSiteServer } from './site-server.js';

const received: IncomingHttpHeaders[] = [];
const lines: string[] = [];
const spans = new InMemorySpanExporter();
let api: Server;
let root: string;
let site: Awaited<ReturnType<typeof startSiteServer>>;

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'lo-edge-telemetry-'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  api = createServer((req, res) => {
    received.push(req.headers);
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const telemetry = createEdgeTelemetry({
    log: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) },
    spanProcessors: [new SimpleSpanProcessor(spans)],
  });
  site = await startSiteServer({
    root,
    host: '127.0.0.1',
    port: 0,
    apiUrl: `http://127.0.0.1:${(api.address() as { port: number }).port}`,
    remotes: () => ({}),
    releases: { live: false },
    telemetry,
  });
});

afterAll(async () => {
  await site?.close();
  await new Promise((resolve) => api?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

const base = () => site.url.replace('localhost', '127.0.0.1');
/** The span and the log line are written when the response has finished, which may be just after the client has it. */
const eventually = async <T>(read: () => T | undefined): Promise<T | undefined> => {
  for (let i = 0; i < 50; i += 1) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
};

describe("the edge's telemetry", () => {
  it('sends the API a traceparent of its own span, whose trace id is the request id it logs and answers', async () => {
    const response = await fetch(`${base()}/api/auth/session?code=918273&email=someone%40example.com`, {
      headers: { cookie: 'lo_session=session-cookie-value', traceparent: '00-aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa-bbbbbbbbbbbbbbbb-01' },
    });
    expect(response.status).toBe(200);
    const traceparent = String(received.at(-1)?.traceparent);
    const [, traceId, spanId] = traceparent.split('-');
    expect(traceId).toBe('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa');
    // The visitor's span is the edge span's parent; the API's parent is the edge span.
    const edge = await eventually(() => spans.getFinishedSpans().find((span) => span.spanContext().spanId === spanId));
    expect(edge?.parentSpanContext?.spanId).toBe('bbbbbbbbbbbbbbbb');
    expect(response.headers.get('x-request-id')).toBe(traceId);
    const line = await eventually(() => lines.map((text) => JSON.parse(text)).find((entry) => entry.reqId === traceId));
    expect(line).toMatchObject({
      level: 'info',
      service: 'launchops-site',
      req: { method: 'GET', url: '/api/auth/session', route: '/api/*' },
      res: { statusCode: 200 },
    });
    // Neither the query (codes, addresses) nor the cookie is logged.
    expect(lines.join('\n')).not.toMatch(/918273|someone|session-cookie-value/);
  });

  it('starts a new trace for a request without one, and logs pages as one route', async () => {
    const response = await fetch(`${base()}/checklist/some-category`);
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[\da-f]{32}$/);
    expect(await eventually(() => lines.map((text) => JSON.parse(text)).find((entry) => entry.reqId === id))).toMatchObject({ req: { route: 'page' } });
  });

  it('serves RED metrics by route on a port of its own', async () => {
    const metrics = await startSiteMetricsServer('127.0.0.1', 0);
    try {
      const text = await (await fetch(`http://127.0.0.1:${metrics.port}/metrics`)).text();
      expect(text).toMatch(/launchops_site_http_requests_total\{method="GET",route="\/api\/\*",status_code="200"\} [1-9]/);
      expect(text).toMatch(/launchops_site_http_requests_total\{method="GET",route="page",status_code="200"\} [1-9]/);
      expect(text).not.toContain('some-category');
      expect((await fetch(`${base()}/metrics`)).status).toBe(404);
    } finally {
      await metrics.close();
    }
    expect((await siteMetricsRegistry.getMetricsAsJSON()).map((metric) => metric.name)).toContain('launchops_site_remote_loads_total');
  });
});
