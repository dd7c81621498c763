import type { RemotesConfig } from '@launchops/kit';
import { z } from 'zod';
import type { EdgeTelemetry } from './edge-telemetry.js';
import { API_BODY_LIMIT_BYTES } from './plugins/api-bodies.js';
import type { ManifestReaderOptions } from './remote-hints.js';

export interface SiteServerOptions {
  /** The shell's build. */
  root: string;
  host?: string;
  port: number;
  /** Where /api is proxied to, e.g. http://127.0.0.1:3000, or several API replicas to spread requests over. */
  apiUrl: string | readonly string[];
  /**
   * Proxies in front of this server whose X-Forwarded-For is believed (IPs or CIDRs; default none).
   * Whatever the client claims, the API is told the peer address this server worked out.
   */
  trustedProxies?: readonly string[];
  /** Largest request body passed to the API; larger ones get 413 at once. */
  bodyLimitBytes?: number;
  /**
   * The site's own remotes config (REMOTES_FILE, or the local remotes), read on every page and /remotes.json.
   * The release registry's live and canary builds take precedence where it names one.
   */
  remotes: () => Promise<RemotesConfig> | RemotesConfig;
  /**
   * The release registry: `live` reads what is live (default: the API's /api/releases/live through this server;
   * false: no registry, the config above only). `pinSecret` checks pin links (the API's RELEASE_PIN_SECRET).
   */
  releases?: { live?: (() => Promise<unknown>) | false; pinSecret?: string };
  /** The shell's release beacons (POST /api/release-signals), taken here and sent to the API as sums. */
  signals?: { perClientPerMinute?: number; flushMs?: number };
  /**
   * Shared with the API (SITE_API_SECRET): sent with this server's own calls to it (the signal sums), and the key
   * of the page-load ids beacons name (so every site server sharing it takes the others' pages).
   */
  apiSecret?: string;
  /**
   * How long a page waits for a remote's manifest and route data before it goes out without their preloads
   * (default 250 ms), and how long a remote that was that slow is then left out (default 10 s).
   */
  remoteFiles?: Pick<ManifestReaderOptions, 'timeoutMs' | 'skipSlowMs'>;
  /**
   * Public origin for sitemap and robots (SITE_URL); unset: the request's own Host, and those answers are then kept
   * out of shared caches.
   */
  publicOrigin?: string;
  /** Request logs, metrics and traces (edge-telemetry.ts); the proxied request carries the trace's traceparent. */
  telemetry?: EdgeTelemetry;
}

const upstream = z.url({ protocol: /^https?$/, error: 'apiUrl must be http(s) URLs of API replicas' });

/** The options that are data (the functions and the telemetry are taken as they are). */
const dataOptionsSchema = z.object({
  root: z.string().min(1, "root must be the folder of the shell's build"),
  host: z.string().min(1).optional(),
  port: z.number().int().min(0).max(65_535),
  apiUrl: z.union([upstream.transform((url) => [url]), z.array(upstream).min(1, 'The site server needs at least one API URL')]),
  trustedProxies: z.array(z.string().min(1)).optional(),
  bodyLimitBytes: z.number().int().positive().optional(),
  publicOrigin: z.url({ protocol: /^https?$/ }).optional(),
  apiSecret: z.string().optional(),
  signals: z.object({ perClientPerMinute: z.number().int().positive().optional(), flushMs: z.number().positive().optional() }).optional(),
  remoteFiles: z.object({ timeoutMs: z.number().nonnegative().optional(), skipSlowMs: z.number().nonnegative().optional() }).optional(),
});

/** Checks the options, or throws naming the first wrong one; the API replicas as a list, and the body limit. */
export function checkSiteServerOptions(options: SiteServerOptions): { upstreams: string[]; bodyLimit: number } {
  const parsed = dataOptionsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(issue.path.length && !issue.message.startsWith('The site server') ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return { upstreams: parsed.data.apiUrl, bodyLimit: parsed.data.bodyLimitBytes ?? API_BODY_LIMIT_BYTES };
}
