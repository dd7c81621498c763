import { z } from 'zod';

/** Default ports; each can be overridden by its environment variable. */
export const DEFAULT_PORTS = {
  SITE_PORT: 8080,
  API_PORT: 3000,
  MF_CHECKLIST_PORT: 8081,
  MF_CATALOG_PORT: 8082,
  MF_CONTENT_PORT: 8083,
  MF_CONSULTING_PORT: 8084,
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
export const apiTarget = () => process.env.API_URL ?? `http://127.0.0.1:${portFromEnv('API_PORT')}`;

/** The remotes: workspace folder, federation name and port variable. */
export const REMOTES = [
  { dir: 'mf-checklist', name: 'mf_checklist', portVar: 'MF_CHECKLIST_PORT' },
  { dir: 'mf-catalog', name: 'mf_catalog', portVar: 'MF_CATALOG_PORT' },
  { dir: 'mf-content', name: 'mf_content', portVar: 'MF_CONTENT_PORT' },
  { dir: 'mf-consulting', name: 'mf_consulting', portVar: 'MF_CONSULTING_PORT' },
] as const satisfies ReadonlyArray<{ dir: string; name: string; portVar: PortName }>;

/** remotes.json for the dev servers on their default (or overridden) ports. */
export function devRemotesConfig(): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((r) => [r.name, `http://localhost:${portFromEnv(r.portVar)}/mf-manifest.json`]),
  );
}

/** Every port of the stack from the environment (defaults above). */
export function stackPortsFromEnv(env: NodeJS.ProcessEnv = process.env) {
  return {
    site: portFromEnv('SITE_PORT', env),
    api: portFromEnv('API_PORT', env),
    remotes: Object.fromEntries(REMOTES.map((r) => [r.name, portFromEnv(r.portVar, env)])) as Record<(typeof REMOTES)[number]['name'], number>,
  };
}
