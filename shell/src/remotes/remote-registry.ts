import { type RemoteName, type RemotesConfig, remotesConfigSchema } from '@launchops/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

let configPromise: Promise<RemotesConfig> | undefined;

async function fetchConfig(): Promise<RemotesConfig> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status} ${response.statusText}`);
  const parsed = remotesConfigSchema.safeParse(await response.json());
  if (!parsed.success) {
    throw new Error(`remotes.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  }
  const config = parsed.data;
  registerRemotes(
    Object.entries(config)
      .filter((entry): entry is [RemoteName, string] => typeof entry[1] === 'string')
      .map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  return config;
}

/** Fetches, validates and registers /remotes.json once per page load (again after a failure). */
export function remotesConfig(): Promise<RemotesConfig> {
  if (!configPromise) {
    configPromise = fetchConfig();
    configPromise.catch(() => {
      configPromise = undefined;
    });
  }
  return configPromise;
}

/** Starts fetching remotes.json as early as possible. */
export function preloadRemotesConfig(): void {
  void remotesConfig().catch(() => undefined);
}

/**
 * Loads `module` of `remote`. With `fresh`, the remote is registered again first so a failed load
 * is not served from the runtime's cache.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
  const config = await remotesConfig();
  const entry = config[remote];
  if (!entry) throw new Error(`${remote} is not configured in remotes.json`);
  if (fresh) registerRemotes([{ name: remote, entry }], { force: true });
  const loaded = await loadRemote<T>(`${remote}/${module}`);
  if (!loaded) throw new Error(`${remote}/${module} could not be loaded`);
  return loaded;
}
