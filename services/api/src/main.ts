import { createApi, logger } from './app.js';
import { loadEnv } from './config/env.js';

const env = loadEnv();
const api = await createApi(env);
await api.app.listen({ host: env.API_HOST, port: env.API_PORT });
const address = api.app.getHttpServer().address();
const port = typeof address === 'object' && address ? address.port : env.API_PORT;
logger.log(`API listening on http://${env.API_HOST}:${port}/api (database: ${api.options.databaseMode})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    logger.log(`${signal} received, closing`);
    api.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(error);
        process.exit(1);
      },
    );
  });
}
