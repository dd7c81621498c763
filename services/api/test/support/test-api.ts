import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from '@launchops/test-support/local-servers';
import pg from 'pg';
import type { DestinationStream } from 'pino';
import { inject } from 'vitest';
import { createApi, type RunningApi } from '../../src/app.js';
import { type Env, loadEnv } from '../../src/config/env.js';

export interface TestApi {
  baseUrl: string;
  mode: 'embedded' | 'external';
  /** A new anonymous visitor with its own cookie jar. */
  visitor(): TestVisitor;
  /** Runs SQL against the test database directly (for assertions on rows). */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** A provider of the running API (to call a job with a chosen day, say). */
  service<T>(type: abstract new (...args: never[]) => T): T;
  /** The port serving Prometheus metrics, when METRICS_PORT was given. */
  readonly metricsPort: number | undefined;
  /** Ends the API's database connections from the server's side (embedded: its wire server; PostgreSQL: pg_terminate_backend). */
  dropDatabaseConnections(): Promise<void>;
  restart(): Promise<void>;
  close(): Promise<void>;
}

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestVisitor {
  cookie: string | undefined;

  constructor(private readonly api: () => string) {}

  async request<T = any>(method: string, url: string, body?: unknown, init: { raw?: string; headers?: Record<string, string> } = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined;
    if (init.raw !== undefined) {
      payload = init.raw;
      headers['content-type'] ??= 'application/json';
    } else if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.api()}${url}`, { method, headers, body: payload });
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith('lo_visitor='));
    if (setCookie) this.cookie = setCookie.split(';')[0];
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON; keep the text
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  get<T = any>(url: string, headers?: Record<string, string>) {
    return this.request<T>('GET', url, undefined, { headers });
  }
  post<T = any>(url: string, body?: unknown) {
    return this.request<T>('POST', url, body);
  }
  patch<T = any>(url: string, body?: unknown) {
    return this.request<T>('PATCH', url, body);
  }
}

/**
 * Starts the real API on a free port with a database of its own: a fresh database on the PostgreSQL
 * in TEST_DATABASE_URL when set, else an embedded one in a temporary directory.
 */
export async function startTestApi(
  overrides: Partial<Record<keyof Env, string>> = {},
  options: { rewriteDatabaseUrl?: (url: string) => string; logDestination?: DestinationStream; fresh?: boolean } = {},
): Promise<TestApi> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  // The run's migrated and seeded database (test/support/global-setup.ts), copied: a file starts in a second, not ten.
  const template = options.fresh ? undefined : templateOfThisRun();
  const database = adminUrl ? await createScratchDatabase(adminUrl, 'launchops_test', template?.database) : undefined;
  const dataDir = adminUrl ? undefined : await mkdtemp(path.join(os.tmpdir(), 'lo-api-test-'));
  if (dataDir && template?.dataDir) await cp(template.dataDir, path.join(dataDir, 'pg'), { recursive: true });
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    API_HOST: '127.0.0.1',
    API_PORT: '0',
    CORS_ORIGINS: 'http://localhost:8080',
    ...(database ? { DATABASE_URL: options.rewriteDatabaseUrl?.(database.url) ?? database.url } : { DATA_DIR: path.join(dataDir!, 'pg') }),
    ...overrides,
  });

  let running: RunningApi | undefined;
  let baseUrl = '';
  let port = 0;
  const start = async () => {
    running = await createApi(env, { logDestination: options.logDestination });
    await running.app.listen({ host: '127.0.0.1', port });
    const address = running.app.getHttpServer().address();
    port = typeof address === 'object' && address ? address.port : 0;
    baseUrl = `http://127.0.0.1:${port}`;
  };
  await start();

  const sqlPool = new pg.Pool({ connectionString: database?.url ?? running!.options.databaseUrl, max: 1 });
  // An idle client ended by the server (the database dropped WITH (FORCE), a terminated backend) is replaced on the
  // next query; without a listener, pg raises it as an uncaught exception in whichever test file runs then.
  sqlPool.on('error', () => undefined);
  let sqlPoolOpen = true;

  return {
    get baseUrl() {
      return baseUrl;
    },
    mode: database ? 'external' : 'embedded',
    get metricsPort() {
      return running?.metricsPort;
    },
    visitor: () => new TestVisitor(() => baseUrl),
    async sql(text, params) {
      if (!database) {
        // The embedded database allows one connection, held by the API: ask through it.
        return running!.app.get((await import('typeorm')).DataSource).query(text, params);
      }
      const result = await sqlPool.query(text, params as unknown[]);
      return result.rows;
    },
    service(type) {
      return running!.app.get(type);
    },
    async dropDatabaseConnections() {
      if (!database) return running!.dropDatabaseConnections!();
      await sqlPool.query(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'launchops-api' AND pid <> pg_backend_pid()",
      );
    },
    async restart() {
      await running?.close();
      await start();
    },
    async close() {
      if (sqlPoolOpen) {
        sqlPoolOpen = false;
        if (database) await sqlPool.end();
      }
      await running?.close();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the global setup prepared for this run and database kind, if it ran (not in a benchmark, say). */
function templateOfThisRun(): ApiTemplate | undefined {
  try {
    const template = inject('apiTemplate');
    if (!template) return undefined;
    // Made for the other kind of database (TEST_DATABASE_URL changed inside a file): not usable here.
    return (template.database !== undefined) === !!process.env.TEST_DATABASE_URL ? template : undefined;
  } catch {
    return undefined;
  }
}

export interface ApiTemplate {
  /** A database on TEST_DATABASE_URL's server to copy (CREATE DATABASE ... TEMPLATE). */
  database?: string;
  /** An embedded database's folder to copy. */
  dataDir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTemplate: ApiTemplate | null;
  }
}
