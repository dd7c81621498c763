import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type RemotesConfig, remotesConfigSchema } from '@launchops/kit';
import { portFromEnv } from '@launchops/kit/ports';
import { z } from 'zod';
import { createEdgeTelemetry, startSiteMetricsServer } from './edge-telemetry.js';
import { siteEnvSchema } from './site-env.js';
import { startSiteServer } from './site-server.js';

/**
 * The site's production entry (its container image): the shell's build and the edge, in front of API replicas run
 * elsewhere. `npm start` uses stack.ts instead, which also starts the API and the remotes.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const unsetIfEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema);

export const servedSiteEnvSchema = siteEnvSchema
  .extend({
    /** Address to listen on: every interface in a container. */
    SITE_HOST: z.string().min(1).default('0.0.0.0'),
    /** The shell's build (default: `public/` beside this file, as the image lays it out). */
    SITE_ROOT: z.string().min(1).default(path.join(here, 'public')),
    /** The remotes, as remotes.json: inline JSON, or a file read on every page (a mounted ConfigMap can change). */
    REMOTES_JSON: unsetIfEmpty(z.string().optional()),
    REMOTES_FILE: unsetIfEmpty(z.string().optional()),
    /** json: one JSON line per request (default); text: none (the proxy's and pages' own messages only). */
    LOG_FORMAT: z.enum(['json', 'text'], 'LOG_FORMAT must be json or text').default('json'),
    /** Prometheus metrics at http://SITE_METRICS_HOST:SITE_METRICS_PORT/metrics, a port the site does not serve; off: none. */
    SITE_METRICS_PORT: z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], { error: 'SITE_METRICS_PORT must be a port number or off' })
      .default(9465),
    /** Unset: SITE_HOST. */
    SITE_METRICS_HOST: unsetIfEmpty(z.string().min(1).optional()),
    /** An OTLP/HTTP collector (e.g. http://otel-collector:4318) for the edge's spans; unset: the trace id is still passed on. */
    OTEL_EXPORTER_OTLP_ENDPOINT: unsetIfEmpty(z.url({ protocol: /^https?$/, error: 'OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL' }).optional()),
    OTEL_SERVICE_NAME: z.string().min(1).default('launchops-site'),
  })
  .refine((env) => !!env.API_URL?.length, {
    path: ['API_URL'],
    message: 'is required: the API replicas (or their Service) to proxy /api to, e.g. http://api:3000',
  });
export type ServedSiteEnv = z.infer<typeof servedSiteEnvSchema>;

export function loadServedSiteEnv(source: NodeJS.ProcessEnv = process.env): ServedSiteEnv & { SITE_PORT: number; remotes: () => Promise<RemotesConfig> } {
  const result = servedSiteEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`).join('\n')}`);
  }
  const env = result.data;
  if (env.REMOTES_JSON && env.REMOTES_FILE) throw new Error('Invalid environment:\n  set REMOTES_JSON or REMOTES_FILE, not both');
  let inline: RemotesConfig = {};
  if (env.REMOTES_JSON) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(env.REMOTES_JSON);
    } catch {
      throw new Error('Invalid environment:\n  REMOTES_JSON must be JSON like {"mf_catalog":"https://catalog.example/mf-manifest.json"}');
    }
    const checked = remotesConfigSchema.safeParse(parsed);
    if (!checked.success) throw new Error(`Invalid environment:\n  REMOTES_JSON ${checked.error.issues[0]?.message}`);
    inline = checked.data;
  }
  const file = env.REMOTES_FILE;
  const remotes = file ? async () => remotesConfigSchema.parse(JSON.parse(await readFile(file, 'utf8'))) : async () => inline;
  return { ...env, SITE_PORT: portFromEnv('SITE_PORT', source), remotes };
}

/** Starts the site from the environment and closes it (requests in flight first) on SIGTERM or SIGINT. */
export async function serveSite(source: NodeJS.ProcessEnv = process.env) {
  const env = loadServedSiteEnv(source);
  const telemetry = createEdgeTelemetry({ log: env.LOG_FORMAT === 'json', otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT, serviceName: env.OTEL_SERVICE_NAME });
  // A metrics port already taken is reported, not fatal: the site serves without metrics.
  const metrics =
    env.SITE_METRICS_PORT === 'off'
      ? undefined
      : await startSiteMetricsServer(env.SITE_METRICS_HOST ?? env.SITE_HOST, env.SITE_METRICS_PORT).catch((error: unknown) => {
          console.error(`[site] metrics are not served: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        });
  const site = await startSiteServer({
    telemetry,
    root: env.SITE_ROOT,
    host: env.SITE_HOST,
    port: env.SITE_PORT,
    apiUrl: env.API_URL!,
    trustedProxies: env.SITE_TRUSTED_PROXIES,
    publicOrigin: env.SITE_URL,
    remotes: env.remotes,
    releases: { pinSecret: env.RELEASE_PIN_SECRET },
    // The API takes signal sums only with it (the same SITE_API_SECRET on both).
    apiSecret: env.SITE_API_SECRET,
  });
  return {
    ...site,
    metricsPort: metrics?.port,
    close: async () => {
      await site.close();
      await metrics?.close();
      await telemetry.shutdown();
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const site = await serveSite();
    console.log(`[site] listening on ${site.url}`);
    let closing = false;
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (closing) return;
        closing = true;
        site.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  } catch (error) {
    console.error(`[site] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
