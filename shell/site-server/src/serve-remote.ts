import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { startStaticServer } from './static-server.js';

/**
 * A remote's production entry (its container image): its build behind the static server, as a CDN would serve it
 * (CORS for the site's origins only, no-cache manifests, immutable hashed files).
 */

const here = path.dirname(fileURLToPath(import.meta.url));
const origin = z.url({ protocol: /^https?$/, error: "must list the site's public origins, comma-separated (e.g. https://launchops.example)" });

export const remoteEnvSchema = z.object({
  REMOTE_HOST: z.string().min(1).default('0.0.0.0'),
  REMOTE_PORT: z.coerce.number().int().min(0).max(65535, 'must be a port number between 1 and 65535').default(8081),
  /** The remote's build (default: `public/` beside this file, as the image lays it out). */
  REMOTE_ROOT: z.string().min(1).default(path.join(here, 'public')),
  /** The site's origins, allowed to load these files from its pages. */
  SITE_ORIGINS: z
    .string({ error: "is required: the site's public origins, comma-separated" })
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(origin).min(1, "is required: the site's public origins, comma-separated")),
});
export type RemoteEnv = z.infer<typeof remoteEnvSchema>;

export function loadRemoteEnv(source: NodeJS.ProcessEnv = process.env): RemoteEnv {
  const result = remoteEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`).join('\n')}`);
  }
  return result.data;
}

export async function serveRemote(source: NodeJS.ProcessEnv = process.env) {
  const env = loadRemoteEnv(source);
  // Origins compared as the browser sends them (no trailing slash).
  const allowedOrigins = env.SITE_ORIGINS.map((value) => new URL(value).origin);
  return startStaticServer({ root: env.REMOTE_ROOT, host: env.REMOTE_HOST, port: env.REMOTE_PORT, allowedOrigins, spaFallback: true });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const server = await serveRemote();
    console.log(`[remote] listening on ${server.url}`);
    let closing = false;
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.on(signal, () => {
        if (closing) return;
        closing = true;
        server.close().then(
          () => process.exit(0),
          () => process.exit(1),
        );
      });
    }
  } catch (error) {
    console.error(`[remote] could not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
