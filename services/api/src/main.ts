// Tracing first: pg, ioredis and http are instrumented before the app loads them (common/telemetry/register.ts).
import './common/telemetry/register.js';

const { createApi, logger } = await import('./app.js');
const { loadEnv } = await import('./config/env.js');

let api: Awaited<ReturnType<typeof createApi>>;
try {
  api = await createApi(loadEnv());
} catch (error) {
  // A clear line for the operator (bad environment, database in use or unreachable), and a non-zero exit.
  console.error(`[LaunchOps] The API could not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { env } = api.options;
await api.app.listen({ host: env.API_HOST, port: env.API_PORT });
const address = api.app.getHttpServer().address();
const port = typeof address === 'object' && address ? address.port : env.API_PORT;
logger.log(`API listening on http://${env.API_HOST}:${port}/api (database: ${api.options.databaseMode})`);

// A drill for the embedded database: SIGUSR2 drops its connection from the server's side, as a crashed backend
// would; the pool must reconnect to a clean session and every route keep answering.
const drop = api.dropDatabaseConnections;
if (drop) {
  process.on('SIGUSR2', () => {
    logger.warn('SIGUSR2: dropping the embedded database connection (drill)');
    drop();
  });
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.log(
      `${signal} received: draining (health 503 for ${api.options.env.SHUTDOWN_DELAY_MS} ms, then up to ${api.options.env.SHUTDOWN_GRACE_MS} ms for requests in flight), then closing`,
    );
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error);
        process.exit(1);
      },
    );
  });
}
