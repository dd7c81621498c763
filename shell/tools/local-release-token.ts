import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveRoot } from './workspace.js';

/**
 * The release registry's admin token of one machine's `npm start`: kept beside the embedded database's folder
 * (DATA_DIR's parent, services/api/.data by default), readable by its owner only, so that `npm run release` on
 * the same machine works without pasting a token. Never used for a site on another host.
 */
export function localReleaseTokenFile(env: NodeJS.ProcessEnv = process.env): string {
  const dataDir = env.DATA_DIR ? path.resolve(resolveRoot('services/api'), env.DATA_DIR) : resolveRoot('services/api/.data/pglite');
  return path.join(path.dirname(dataDir), 'release-admin-token');
}

/** The local token, made (32 random bytes, mode 0600) on first use. */
export async function ensureLocalReleaseToken(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const existing = await readLocalReleaseToken(env);
  if (existing) return existing;
  const file = localReleaseTokenFile(env);
  await mkdir(path.dirname(file), { recursive: true });
  const token = randomBytes(32).toString('base64url');
  await writeFile(file, `${token}\n`, { mode: 0o600, flag: 'w' });
  await chmod(file, 0o600);
  return token;
}

export async function readLocalReleaseToken(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const text = await readFile(localReleaseTokenFile(env), 'utf8').catch(() => undefined);
  const token = text?.trim();
  return token && token.length >= 24 ? token : undefined;
}

/** Whether an API address is this machine's (where the local token may be sent). */
export function isLocalAddress(url: string): boolean {
  try {
    return ['localhost', '127.0.0.1', '[::1]'].includes(new URL(url).hostname);
  } catch {
    return false;
  }
}
