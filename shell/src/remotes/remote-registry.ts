import { type RemoteName, type RemotesConfig, remoteForPath } from '@launchops/kit';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { reportLoadError, reportRemoteSignal } from './release-signals';

/**
 * The federation runtime the build already put in the shell's entry. Reached through the runtime's
 * own global registry (what `getInstance()` of '@module-federation/enhanced/runtime' reads), because
 * importing that module adds a second copy of the runtime (about 14 kB gzip) to the first load.
 */
function federation(): ModuleFederation {
  const registry = (globalThis as { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } }).__FEDERATION__;
  const instance = registry?.__INSTANCES__?.find((candidate) => candidate.name === 'shell');
  if (!instance) throw new Error('The Module Federation runtime of the shell is not initialised');
  return instance;
}

let configPromise: Promise<RemotesConfig> | undefined;

let inlineConfigUsed = false;

/**
 * The page's own copy of the config the first time, so the first remote does not wait for a request:
 * the site's edge validated it (remotesConfigSchema) before writing it into the page, so it is used
 * as it is. After that (a retry), /remotes.json is fetched afresh and validated here; the validator,
 * and zod with it, loads only then (building zod's first schema is tens of milliseconds of main
 * thread on a phone, on every page's critical path).
 */
async function readConfig(): Promise<RemotesConfig> {
  const inline = inlineConfigUsed ? null : document.getElementById('lo-remotes-config')?.textContent;
  inlineConfigUsed = true;
  if (inline) return JSON.parse(inline) as RemotesConfig;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: ${response.status} ${response.statusText}`);
  const [{ parseRemotesConfig }, body] = await Promise.all([import('./parse-remotes-config'), response.json() as Promise<unknown>]);
  return parseRemotesConfig(body);
}

async function fetchConfig(): Promise<RemotesConfig> {
  const config = await readConfig();
  federation().registerRemotes(
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

/** Modules already loaded in this page, by "remote/module", so a slot can render one at once. */
const loadedModules = new Map<string, unknown>();

/** `module` of `remote` if it has already loaded in this page (a prefetch, an earlier visit), else undefined. */
export function loadedRemoteModule<T>(remote: RemoteName, module: string): T | undefined {
  return loadedModules.get(`${remote}/${module}`) as T | undefined;
}

/** Modules whose load this page has reported (release-signals.ts). */
const reported = new Set<string>();

/**
 * Loads `module` of `remote`. With `fresh`, the remote is registered again first so a failed load
 * is not served from the runtime's cache.
 */
export async function loadRemoteModule<T>(remote: RemoteName, module: string, fresh = false): Promise<T> {
  const key = `${remote}/${module}`;
  // One report per module and attempt: the route's prefetch and its slot ask for the same load.
  if (fresh) reported.delete(key);
  const started = performance.now();
  try {
    const config = await remotesConfig();
    const entry = config[remote];
    if (!entry) throw new Error(`${remote} is not configured in remotes.json`);
    if (fresh) federation().registerRemotes([{ name: remote, entry }], { force: true });
    const loaded = await federation().loadRemote<T>(key);
    if (!loaded) throw new Error(`${key} could not be loaded`);
    loadedModules.set(key, loaded);
    if (!reported.has(key)) reportRemoteSignal(remote, 'load', performance.now() - started);
    reported.add(key);
    return loaded;
  } catch (error) {
    if (!reported.has(key)) reportLoadError(remote, error);
    reported.add(key);
    throw error;
  }
}


/**
 * Starts loading the remote that owns `pathname` (config, its entry, its routes module) before
 * React renders, in parallel with the shell's own start-up. The route's slot later asks for the
 * same module and gets it from the runtime's cache. Failures are left to the slot, which shows them.
 */
export function prefetchRouteRemote(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (remote) void loadRemoteModule(remote, 'routes').catch(() => undefined);
}
