import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The API's Prometheus metrics: one registry per process (module-level, so jobs, guards and caches count without
 * being handed it). Served on METRICS_PORT (metrics-server.ts), never through the site.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });

/** RED per route: the route's pattern (`/api/blog-posts/:slug`), never the raw URL. */
export const httpRequests = new Counter({
  name: 'launchops_http_requests_total',
  help: 'HTTP requests answered by the API, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers: [metricsRegistry],
});
export const httpDuration = new Histogram({
  name: 'launchops_http_request_duration_seconds',
  help: 'Time from request to response by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const jobRuns = new Counter({
  name: 'launchops_job_runs_total',
  help: 'Scheduled job runs in this process, by job and outcome (ok or failed)',
  labelNames: ['job', 'outcome'] as const,
  registers: [metricsRegistry],
});
export const jobDuration = new Histogram({
  name: 'launchops_job_duration_seconds',
  help: 'How long each scheduled job run took',
  labelNames: ['job'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300],
  registers: [metricsRegistry],
});

export const rateLimitRefusals = new Counter({
  name: 'launchops_rate_limit_refusals_total',
  help: 'Requests refused with 429 by the rate limits, by route pattern',
  labelNames: ['route'] as const,
  registers: [metricsRegistry],
});

export const cacheLookups = new Counter({
  name: 'launchops_cache_lookups_total',
  help: 'In-memory cache lookups (memory) and conditional reads answered from the client copy (etag), by result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [metricsRegistry],
});

/** From the site's release beacons (the sums it forwards), per remote and version. */
export const remoteLoads = new Counter({
  name: 'launchops_remote_loads_total',
  help: 'Remote loads reported by browsers, by remote and version',
  labelNames: ['remote', 'version'] as const,
  registers: [metricsRegistry],
});
export const remoteLoadFailures = new Counter({
  name: 'launchops_remote_load_failures_total',
  help: 'Remote load and render failures reported by browsers, by remote, version and kind (load or render)',
  labelNames: ['remote', 'version', 'kind'] as const,
  registers: [metricsRegistry],
});
export const releaseRollbacks = new Counter({
  name: 'launchops_release_rollbacks_total',
  help: 'Canary releases rolled back, by remote and by whom (auto: the canary watch; manual: a release token)',
  labelNames: ['remote', 'trigger'] as const,
  registers: [metricsRegistry],
});

/** Read at scrape time (metrics-server.ts sets the collectors once the database is up). */
export const dbPoolConnections = new Gauge({
  name: 'launchops_db_pool_connections',
  help: "The API's PostgreSQL pool: total, idle and waiting (clients queued for a connection)",
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
});
export const outboxBacklog = new Gauge({
  name: 'launchops_outbox_backlog',
  help: 'E-mails in the outbox not sent yet',
  registers: [metricsRegistry],
});
export const outboxOldestAge = new Gauge({
  name: 'launchops_outbox_oldest_age_seconds',
  help: 'Age of the oldest unsent e-mail in the outbox (0 when empty)',
  registers: [metricsRegistry],
});

/** Every metric name this registry serves (the dashboard and alert rules may use only these). */
export async function registeredMetricNames(): Promise<string[]> {
  const metrics = await metricsRegistry.getMetricsAsJSON();
  return metrics.map((metric) => metric.name);
}
