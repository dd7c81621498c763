import { z } from 'zod';
import { buildAll } from './build-all.js';
import { stackPortsFromEnv } from '@launchops/kit/ports';
import { serveUntilStopped } from './serve-stack.js';
import { loadSiteEnv } from '@launchops/site-server/site-env';
import { startStack } from './stack.js';

// `npm run start:cluster`: the site in front of several API replicas sharing one PostgreSQL and one Redis
// (rate limits, mail outbox and scheduled jobs then behave as one API). Replicas listen on API_PORT,
// API_PORT+1, ...

const clusterEnvSchema = z.object({
  DATABASE_URL: z.url({
    protocol: /^postgres(ql)?$/,
    error: 'DATABASE_URL must be the postgres:// URL that every replica shares (the embedded database is single-process)',
  }),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'REDIS_URL must be the redis:// URL of the Redis (or Valkey) that holds the shared rate limits' }),
  API_REPLICAS: z.coerce.number().int().min(1).max(16, 'API_REPLICAS must be between 1 and 16').default(3),
});

const parsed = clusterEnvSchema.safeParse(process.env);
if (!parsed.success) {
  console.error(`start:cluster needs:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  console.error('For example: DATABASE_URL=postgres://postgres@127.0.0.1:5432/launchops REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster');
  process.exit(2);
}
const env = parsed.data;
const siteEnv = loadSiteEnv();
const ports = stackPortsFromEnv();

console.log('Building LaunchOps (skipping what is up to date)...');
await buildAll();
const stack = await startStack({
  ports,
  apiPorts: Array.from({ length: env.API_REPLICAS }, (_, i) => ports.api + i),
  apiEnv: { DATABASE_URL: env.DATABASE_URL, REDIS_URL: env.REDIS_URL },
  trustedProxies: siteEnv.SITE_TRUSTED_PROXIES,
  releasePinSecret: siteEnv.RELEASE_PIN_SECRET,
  apiOutput: 'inherit',
  log: (line) => console.log(line),
});
serveUntilStopped(stack);
