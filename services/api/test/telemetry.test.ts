import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScheduledJobsService } from '../src/common/jobs/scheduled-jobs.service.js';
import { registeredMetricNames } from '../src/common/telemetry/metrics.js';
import { startTestApi, type TestApi } from './support/test-api.js';

/** Every line the API logs, as written (JSON). */
const lines: string[] = [];
const capture = { write: (chunk: string) => void lines.push(...chunk.split('\n').filter(Boolean)) };

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ LOG_FORMAT: 'json', LOG_LEVEL: 'info', METRICS_PORT: '0', METRICS_HOST: '127.0.0.1' }, { logDestination: capture });
});
afterAll(async () => {
  await api?.close();
});

const parsedLines = () => lines.map((line) => JSON.parse(line) as Record<string, any>);
const requestLines = () => parsedLines().filter((line) => line.req && line.res);
/** A request's line is written when its response has finished, which may be just after the client has it. */
async function linesOf(reqId: string) {
  for (let i = 0; i < 50 && !requestLines().some((line) => line.reqId === reqId); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  return requestLines().filter((line) => line.reqId === reqId);
}

describe('request logs', () => {
  it('write one JSON line per request, whose request id is the trace id the edge sent', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const response = await api.visitor().get('/api/blog-posts?category=growth', { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-request-id')).toBe(traceId);
    const mine = await linesOf(traceId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      level: 'info',
      traceId,
      req: { method: 'GET', route: '/api/blog-posts', url: '/api/blog-posts?category=growth' },
      res: { statusCode: 200 },
    });
    expect(typeof mine[0]!.responseTime).toBe('number');
  });

  it('give a request without a traceparent a new trace-shaped id', async () => {
    const response = await api.visitor().get('/api/health/live');
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[\da-f]{32}$/);
    expect(await linesOf(id)).toHaveLength(1);
  });

  it('never carry cookies, tokens, sign-in codes or e-mail addresses', async () => {
    const email = 'founder.secret@example.com';
    const secrets = {
      cookie: 'lo_visitor=cookie-value-7f3a9; lo_session=session-value-91bd',
      authorization: 'Bearer bearer-value-55e1c0',
      'x-release-token': 'release-token-value-0c2d8e',
      origin: 'http://localhost:8080',
      'sec-fetch-site': 'same-origin',
    };
    const visitor = api.visitor();
    await visitor.request('POST', '/api/auth/code', { email }, { headers: secrets });
    await visitor.request('POST', '/api/auth/verify', { email, code: '482913' }, { headers: secrets });
    await visitor.request('GET', `/api/auth/session?email=${encodeURIComponent(email)}&code=482913&token=query-token-value-3e`, undefined, {
      headers: secrets,
    });
    await visitor.request('GET', `/api/newsletter/${encodeURIComponent(email)}`, undefined, { headers: secrets });
    const last = await visitor.request('GET', `/api/newsletter/${email}`, undefined, { headers: secrets });
    await linesOf(last.headers.get('x-request-id') ?? '');
    const text = lines.join('\n');
    for (const value of [
      'cookie-value-7f3a9',
      'session-value-91bd',
      'bearer-value-55e1c0',
      'release-token-value-0c2d8e',
      'query-token-value-3e',
      '482913',
      email,
      'founder.secret',
    ]) {
      expect(text, `${value} appears in the logs`).not.toContain(value);
    }
    // The requests were logged (with what is safe to say about them).
    const logged = requestLines().map((line) => line.req.url as string);
    expect(logged).toContain('/api/auth/session?email=[redacted]&code=[redacted]&token=[redacted]');
    expect(logged).toContain('/api/newsletter/[email]');
  });
});

describe('metrics', () => {
  const scrape = async () => {
    const response = await fetch(`http://127.0.0.1:${api.metricsPort}/metrics`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it('are served on their own port, not under /api', async () => {
    expect(api.metricsPort).toBeGreaterThan(0);
    expect((await api.visitor().get('/api/metrics')).status).toBe(404);
    expect((await api.visitor().get('/metrics')).status).toBe(404);
  });

  it('count requests by route pattern, never the raw address', async () => {
    await api.visitor().get('/api/blog-posts/no-such-post-for-metrics');
    const text = await scrape();
    expect(text).toMatch(/launchops_http_requests_total\{method="GET",route="\/api\/blog-posts\/:slug",status_code="404"\} [1-9]/);
    expect(text).toMatch(/launchops_http_request_duration_seconds_bucket\{le="[^"]+",method="GET",route="\/api\/blog-posts\/:slug"\}/);
    expect(text).not.toContain('no-such-post-for-metrics');
  });

  it('report the pool, the outbox and the caches', async () => {
    const text = await scrape();
    expect(text).toMatch(/launchops_db_pool_connections\{state="total"\} [1-9]/);
    expect(text).toMatch(/launchops_db_pool_connections\{state="waiting"\} 0/);
    expect(text).toMatch(/^launchops_outbox_backlog \d+$/m);
    expect(text).toMatch(/^launchops_outbox_oldest_age_seconds [\d.e+-]+$/m);
    expect(text).toMatch(/launchops_cache_lookups_total\{cache="memory",result="(hit|miss)"\} [1-9]/);
  });

  it('count rate-limit refusals by route, and job runs by outcome', async () => {
    const visitor = api.visitor();
    const headers = { origin: 'http://localhost:8080', 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '203.0.113.77' };
    let refused = 0;
    for (let i = 0; i < 14 && refused === 0; i += 1) {
      if ((await visitor.request('POST', '/api/auth/code', { email: `limit${i}@example.com` }, { headers })).status === 429) refused += 1;
    }
    expect(refused).toBe(1);
    const jobs = api.service(ScheduledJobsService);
    await jobs.runIfDue({ name: 'telemetry-test-ok', periodMs: 60_000, run: async () => undefined });
    await jobs.runIfDue({ name: 'telemetry-test-broken', periodMs: 60_000, run: async () => Promise.reject(new Error('broken on purpose')) });
    const text = await scrape();
    expect(text).toMatch(/launchops_rate_limit_refusals_total\{route="\/api\/auth\/code"\} [1-9]/);
    expect(text).toMatch(/launchops_job_runs_total\{job="telemetry-test-ok",outcome="ok"\} 1/);
    expect(text).toMatch(/launchops_job_runs_total\{job="telemetry-test-broken",outcome="failed"\} 1/);
  });

  it('register every metric the dashboard and alerts may use', async () => {
    const names = await registeredMetricNames();
    for (const name of [
      'launchops_http_requests_total',
      'launchops_job_runs_total',
      'launchops_rate_limit_refusals_total',
      'launchops_remote_loads_total',
      'launchops_release_rollbacks_total',
    ]) {
      expect(names).toContain(name);
    }
  });
});
