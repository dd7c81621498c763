import { isIP } from 'node:net';
import { z } from 'zod';

const csv = (item: z.ZodType<string, string>) =>
  z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item));

/** An IP address, or an IP range in CIDR notation (10.0.0.0/8, fd00::/8). */
const addressOrRange = z.string().refine((value) => {
  const [address, prefix, ...rest] = value.split('/');
  const family = isIP(address ?? '');
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}, 'must list IP addresses or CIDR ranges, comma-separated (e.g. 10.0.0.0/8,192.0.2.10)');

const apiUpstream = z.url({ protocol: /^https?$/, error: 'must list http(s) URLs of API replicas, comma-separated' });

/** What the site server reads from the environment (ports are read by ports.ts). */
export const siteEnvSchema = z.object({
  /** API replicas to proxy /api to, comma-separated; unset: the stack starts its own API. */
  API_URL: z.preprocess((value) => (value === '' ? undefined : value), csv(apiUpstream).optional()),
  /** Proxies in front of the site (a load balancer, a CDN) whose X-Forwarded-For is believed; default none. */
  SITE_TRUSTED_PROXIES: csv(addressOrRange).default([]),
  /** The site's public origin, written into robots.txt and sitemap.xml; unset: the request's Host (then not publicly cached). */
  SITE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.url({ protocol: /^https?$/, error: "must be the site's public http(s) origin, e.g. https://launchops.example" }).optional(),
  ),
  /** Checks pin links (the API's RELEASE_PIN_SECRET, the same value); unset under npm start: a random one per start. */
  RELEASE_PIN_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(24, 'must be at least 24 characters').optional()),
  /** Sent with the site's own calls to the API (its SITE_API_SECRET, the same value); unset under npm start: a random one per start. */
  SITE_API_SECRET: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(24, 'must be at least 24 characters').optional()),
});
export type SiteEnv = z.infer<typeof siteEnvSchema>;

/** Parses the site's environment, or stops with a message naming the variable and its fix. */
export function loadSiteEnv(source: NodeJS.ProcessEnv = process.env): SiteEnv {
  const result = siteEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')} ${issue.message}`).join('\n')}`);
  }
  return result.data;
}
