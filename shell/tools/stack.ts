import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName, type RemotesConfig, rosterEntry } from '@launchops/kit';
import { freePort } from '@launchops/test-support/local-servers';

export { freePort };
import { startSiteServer } from '@launchops/site-server/site-server';
import { startStaticServer } from '@launchops/site-server/static-server';
import { resolveRoot } from './workspace.js';

export interface StackPorts {
  site: number;
  api: number;
  remotes: Record<RemoteName, number>;
}

export interface StackOptions {
  ports: StackPorts;
  /**
   * Ports of several API replicas (all on one DATABASE_URL); the site spreads /api over them. Default: one
   * API on `ports.api`.
   */
  apiPorts?: number[];
  /** API replicas run elsewhere: the stack starts no API and the site proxies /api to these. */
  externalApiUrls?: string[];
  /** Proxies in front of the site whose X-Forwarded-For it believes (the site server's `trustedProxies`). */
  trustedProxies?: readonly string[];
  /** Extra environment for the API (DATABASE_URL, DATA_DIR, ...). */
  apiEnv?: NodeJS.ProcessEnv;
  /** Where each remote's files are served from (defaults to its dist folder). */
  remoteRoots?: Partial<Record<RemoteName, string>>;
  /**
   * Signs and checks pin links (the API's and the site server's RELEASE_PIN_SECRET). Default: a random one for
   * this stack (links then last while it runs).
   */
  releasePinSecret?: string;
  /** Shared by the API and the site server for the site's own calls (SITE_API_SECRET). Default: a random one for this stack. */
  siteApiSecret?: string;
  /** The site's public origin for robots.txt and sitemap.xml (SITE_URL); unset: each request's Host, kept out of shared caches. */
  publicOrigin?: string;
  /** The site server's intake of release beacons (quota per client, flush period). */
  signals?: { perClientPerMinute?: number; flushMs?: number };
  /** The site server's wait for remotes' manifests and route data (see SiteServerOptions.remoteFiles). */
  remoteFiles?: { timeoutMs?: number; skipSlowMs?: number };
  /** remotes.json override; read on every request. */
  remotesConfig?: () => Promise<RemotesConfig> | RemotesConfig;
  log?: (line: string) => void;
  /** Forward the API's output (start: yes; tests: only on failure). */
  apiOutput?: 'inherit' | 'buffer';
}

/** One API process of the stack. */
export interface ApiReplica {
  url: string;
  log(): string;
  running(): boolean;
  /** The process id while it runs (the soak reads its memory). */
  pid(): number | undefined;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Ends it at once, as a crash or the OOM killer would (no shutdown hooks). */
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export interface Stack {
  siteUrl: string;
  /** The first API replica (the only one unless `apiPorts` lists several). */
  apiUrl: string;
  replicas: ApiReplica[];
  remoteUrls: Record<RemoteName, string>;
  apiLog(): string;
  stopRemote(name: RemoteName): Promise<void>;
  /** Starts (again) a remote's server, optionally serving another build of it. */
  startRemote(name: RemoteName, root?: string): Promise<void>;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  close(): Promise<void>;
}

/** Free ports for a stack, all different: each freePort is released before the next is asked for, so it can repeat one. */
/** How long the API may take to answer its health check after it is started. */
export const API_START_TIMEOUT_MS = 120_000;

export async function freePorts(): Promise<StackPorts> {
  const given = new Set<number>();
  const next = async () => {
    let port = await freePort();
    while (given.has(port)) port = await freePort();
    given.add(port);
    return port;
  };
  const remotePorts = async () => {
    const ports = {} as Record<RemoteName, number>;
    for (const name of REMOTE_NAMES) ports[name] = await next();
    return ports;
  };
  return {
    site: await next(),
    api: await next(),
    remotes: await remotePorts(),
  };
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`The API did not become healthy within ${timeoutMs / 1000} s`);
}

/** One API process on `port`, started and stopped on demand, its output kept (or forwarded). */
function apiReplica(port: number, siteOrigin: string, pinSecret: string, siteApiSecret: string, options: StackOptions): ApiReplica {
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const exited = (process: ChildProcess) =>
    process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => process.once('exit', () => resolve()));
  const replica: ApiReplica = {
    url,
    log: () => output,
    running: () => !!child && child.exitCode === null && child.signalCode === null,
    pid: () => (replica.running() ? child?.pid : undefined),
    async start() {
      // Already running: a second one could not listen, and the health check would see the first (left running, unowned).
      if (replica.running()) return;
      output = '';
      const spawned = spawn(process.execPath, ['--enable-source-maps', resolveRoot('services/api/dist/main.js')], {
        cwd: resolveRoot('services/api'),
        env: {
          ...process.env,
          NODE_ENV: process.env.NODE_ENV === 'test' ? 'test' : 'production',
          // On one machine: readable lines and no metrics port (several replicas would share it), unless asked for.
          LOG_FORMAT: process.env.LOG_FORMAT ?? 'text',
          METRICS_PORT: process.env.METRICS_PORT ?? 'off',
          API_HOST: '127.0.0.1',
          API_PORT: String(port),
          CORS_ORIGINS: siteOrigin,
          SITE_URL: siteOrigin,
          RELEASE_PIN_SECRET: pinSecret,
          SITE_API_SECRET: siteApiSecret,
          ...options.apiEnv,
        },
        stdio: ['ignore', options.apiOutput === 'inherit' ? 'inherit' : 'pipe', options.apiOutput === 'inherit' ? 'inherit' : 'pipe'],
      });
      spawned.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      spawned.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child = spawned;
      try {
        // A first start migrates and seeds a new database: 120 s, as it took over 60 s on two cores busy with the rest
        // of `npm test` (2026-12-02).
        await waitForHealth(url, spawned, API_START_TIMEOUT_MS);
      } catch (error) {
        spawned.kill('SIGKILL');
        throw new Error(`${(error as Error).message}\n${output}`, { cause: error });
      }
    },
    async stop() {
      const running = child;
      child = undefined;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000);
      running.kill('SIGTERM');
      await exited(running);
      clearTimeout(timer);
    },
    async kill(signal = 'SIGKILL') {
      const running = child;
      child = undefined;
      if (!running) return;
      running.kill(signal);
      await exited(running);
    },
  };
  return replica;
}

/** Starts the production build: API (child process), each remote on its own origin, and the site. */
export async function startStack(options: StackOptions): Promise<Stack> {
  const log = options.log ?? (() => undefined);
  const { ports } = options;
  const siteOrigin = `http://localhost:${ports.site}`;
  const remoteUrls = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${ports.remotes[name]}`])) as Record<RemoteName, string>;

  const apiPorts = options.apiPorts?.length ? options.apiPorts : [ports.api];
  if (apiPorts.length > 1 && !(options.apiEnv?.DATABASE_URL ?? process.env.DATABASE_URL)) {
    throw new Error('Several API replicas need one shared PostgreSQL: set DATABASE_URL (the embedded database is single-process).');
  }
  const pinSecret = options.releasePinSecret ?? randomBytes(24).toString('base64url');
  const siteApiSecret = options.siteApiSecret ?? randomBytes(24).toString('base64url');
  const replicas = options.externalApiUrls?.length ? [] : apiPorts.map((port) => apiReplica(port, siteOrigin, pinSecret, siteApiSecret, options));
  const upstreams = options.externalApiUrls?.length ? options.externalApiUrls : replicas.map((replica) => replica.url);
  const apiUrl = upstreams[0]!;
  const startApi = async () => {
    await Promise.all(replicas.map((replica) => replica.start()));
  };
  const stopApi = async () => {
    await Promise.all(replicas.map((replica) => replica.stop()));
  };

  const remoteServers = new Map<RemoteName, { close(): Promise<void> }>();
  const startRemote = async (name: RemoteName, root?: string) => {
    if (remoteServers.has(name)) return;
    const server = await startStaticServer({
      root: root ?? options.remoteRoots?.[name] ?? resolveRoot(rosterEntry(name).dir, 'dist'),
      port: ports.remotes[name],
      allowedOrigins: [siteOrigin],
      spaFallback: true,
    });
    remoteServers.set(name, server);
  };
  const stopRemote = async (name: RemoteName) => {
    const server = remoteServers.get(name);
    remoteServers.delete(name);
    await server?.close();
  };

  log(
    replicas.length > 1 ? `Starting ${replicas.length} API replicas...` : replicas.length ? 'Starting the API...' : `Using the API at ${upstreams.join(', ')}`,
  );
  await startApi();
  const defaultRemotes: RemotesConfig = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${remoteUrls[name]}/mf-manifest.json`]));
  let site: Awaited<ReturnType<typeof startSiteServer>>;
  try {
    for (const name of REMOTE_NAMES) await startRemote(name);
    site = await startSiteServer({
      root: resolveRoot('shell', 'dist'),
      port: ports.site,
      apiUrl: upstreams,
      trustedProxies: options.trustedProxies,
      remotes: options.remotesConfig ?? (() => defaultRemotes),
      releases: { pinSecret },
      apiSecret: siteApiSecret,
      signals: options.signals,
      remoteFiles: options.remoteFiles,
      publicOrigin: options.publicOrigin,
    });
  } catch (error) {
    // Nothing left running when the stack cannot start (a port taken meanwhile, a missing build).
    for (const name of [...remoteServers.keys()]) await stopRemote(name);
    await stopApi();
    throw error;
  }

  return {
    siteUrl: siteOrigin,
    apiUrl,
    replicas,
    remoteUrls,
    apiLog: () => replicas.map((replica) => replica.log()).join('\n'),
    stopRemote,
    startRemote,
    stopApi,
    startApi,
    async close() {
      await site.close();
      for (const name of [...remoteServers.keys()]) await stopRemote(name);
      await stopApi();
    },
  };
}
