import { ROSTER, type RemoteName } from './roster.js';
import { z } from 'zod';

/** Default ports of the site and the API; the remotes' are in the roster. Each can be overridden by its environment variable. */
export const DEFAULT_PORTS = {
  SITE_PORT: 8080,
  API_PORT: 3000,
  ...(Object.fromEntries(ROSTER.map((r) => [r.portVariable, r.port])) as Record<(typeof ROSTER)[number]['portVariable'], number>),
} as const;
export type PortName = keyof typeof DEFAULT_PORTS;

const portSchema = z.coerce.number().int().min(1).max(65535);

export function portFromEnv(name: PortName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return DEFAULT_PORTS[name];
  const parsed = portSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`${name} must be a port number between 1 and 65535 (got "${raw}")`);
  return parsed.data;
}

export const sitePort = () => portFromEnv('SITE_PORT');
/** Where a dev server proxies /api: the first of API_URL's replicas, or the local API. */
export const apiTarget = () => process.env.API_URL?.split(',')[0]?.trim() || `http://127.0.0.1:${portFromEnv('API_PORT')}`;

/** remotes.json for the dev servers on their default (or overridden) ports. */
export function devRemotesConfig(): Record<string, string> {
  return Object.fromEntries(ROSTER.map((r) => [r.name, `http://localhost:${portFromEnv(r.portVariable)}/mf-manifest.json`]));
}

/** Every port of the stack from the environment (defaults above). */
export function stackPortsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    site: portFromEnv('SITE_PORT', env),
    api: portFromEnv('API_PORT', env),
    remotes: Object.fromEntries(ROSTER.map((r) => [r.name, portFromEnv(r.portVariable, env)])) as Record<RemoteName, number>,
  };
}
