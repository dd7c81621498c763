import { createServer, type Server, type Socket, connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.js';

/**
 * A TCP relay between the API and PostgreSQL that can be cut and restored: the same thing the
 * API sees when its database restarts, without touching the shared server.
 */
class Relay {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async start(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    this.port = typeof address === 'object' && address ? address.port : 0;
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = undefined;
  }
}

const external = process.env.TEST_DATABASE_URL;

describe.skipIf(!external)('database outage (real PostgreSQL)', () => {
  let api: TestApi;
  let relay: Relay;

  beforeAll(async () => {
    const target = new URL(external!);
    relay = new Relay({ host: target.hostname, port: Number(target.port || 5432) });
    await relay.start();
    api = await startTestApi(
      {},
      {
        rewriteDatabaseUrl: (url) => {
          const u = new URL(url);
          u.hostname = '127.0.0.1';
          u.port = String(relay.port);
          return u.toString();
        },
      },
    );
  });

  afterAll(async () => {
    await api?.close();
    await relay?.stop();
  });

  it('answers 503 while the database is away and recovers without a restart', async () => {
    const visitor = api.visitor();
    expect((await visitor.get('/api/checklist-items')).status).toBe(200);

    await relay.stop();
    const during = await visitor.patch('/api/checklist-items/1', { completed: true });
    expect(during.status).toBe(503);
    expect(during.body.message).toMatch(/database is unavailable/i);
    expect(during.headers.get('retry-after')).toBeTruthy();
    const health = await visitor.get('/api/health');
    expect(health.body.database.state).toBe('down');
    // Monitors read the status code: unhealthy is 503, while liveness still answers.
    expect(health.status).toBe(503);
    expect(health.body.status).toBe('degraded');
    expect((await visitor.get('/api/health/live')).status).toBe(200);

    await relay.start();
    let after = await visitor.patch('/api/checklist-items/1', { completed: true });
    // The pool may hand out one connection that died with the outage before noticing.
    for (let i = 0; i < 5 && after.status !== 200; i++) after = await visitor.patch('/api/checklist-items/1', { completed: true });
    expect(after.status).toBe(200);
    expect(after.body.completed).toBe(true);
    const healthy = await visitor.get('/api/health');
    expect(healthy.body.database.state).toBe('up');
    expect(healthy.status).toBe(200);
  });
});
