import { type RemoteName, type RemotesConfig, remoteForPath } from '@launchops/kit';
import type { ModuleFederation } from '@module-federation/enhanced/runtime';
import { reportLoadError, reportRemoteSignal } from './release-signals';

let host: Promise<ModuleFederation> | undefined;

/**
 * The federation runtime, loaded with its host (federation-host.ts) the first time a remote is needed: in
 * parallel with the first render on a remote's route, on first use elsewhere. Loaded again after a failure.
 */
function federation(): Promise<ModuleFederation> {
  if (!host) {
    host = import(/* webpackChunkName: "federation" */ './federation-host').then((module) => module.createFederationHost());
    host.catch(() => {
      host = undefined;
    });
  }
  return host;
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
  const [config, runtime] = await Promise.all([readConfig(), federation()]);
  runtime.registerRemotes(
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
    const runtime = await federation();
    if (fresh) runtime.registerRemotes([{ name: remote, entry }], { force: true });
    const loaded = await runtime.loadRemote<T>(key);
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
