import { createServer, type Server } from 'node:http';
import type { DataSource } from 'typeorm';
import { dbPoolConnections, metricsRegistry, outboxBacklog, outboxOldestAge } from './metrics.js';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** Sets the gauges read at scrape time: the pool (free) and the outbox (one indexed count; skipped if it fails). */
export async function refreshDatabaseGauges(dataSource: DataSource, outbox: () => Promise<{ backlog: number; oldest: number }>): Promise<void> {
  const pool = (dataSource.driver as unknown as { master?: PgPool }).master;
  if (pool) {
    dbPoolConnections.set({ state: 'total' }, pool.totalCount);
    dbPoolConnections.set({ state: 'idle' }, pool.idleCount);
    dbPoolConnections.set({ state: 'waiting' }, pool.waitingCount);
  }
  if (!dataSource.isInitialized) return;
  try {
    const { backlog, oldest } = await outbox();
    outboxBacklog.set(backlog);
    outboxOldestAge.set(oldest);
  } catch {
    // The database is away: the scrape still answers (the pool gauges and the API's own metrics say why).
  }
}

/**
 * Serves GET /metrics (Prometheus text) on its own port: not the API's, so the site's /api proxy never reaches it.
 * A port already taken (several processes on one machine) is reported, not fatal: the API serves without metrics.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  beforeScrape?: () => Promise<void>;
  onError?: (message: string) => void;
}): Promise<MetricsServer | undefined> {
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: metrics are at /metrics');
      return;
    }
    void (async () => {
      try {
        await options.beforeScrape?.();
        const body = await metricsRegistry.metrics();
        response.writeHead(200, { 'content-type': metricsRegistry.contentType, 'cache-control': 'no-store' }).end(body);
      } catch (error) {
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    options.onError?.(`metrics are not served: ${options.host}:${options.port} ${error instanceof Error ? error.message : String(error)}`);
    return undefined;
  }
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : options.port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
