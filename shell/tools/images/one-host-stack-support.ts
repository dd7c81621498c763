import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { REMOTE_NAMES, rosterEntry } from '@launchops/kit';
import { createScratchDatabase, freePort, redisBinary, type ScratchDatabase, startRedis } from '@launchops/test-support/local-servers';
import pg from 'pg';
import { expect } from 'vitest';
import { ROOT } from '../workspace.js';

/**
 * The one-host production stack from the podman images (shell/deploy/build-images.sh): the site, 3 API replicas and
 * the four remotes, each a read-only container as a non-root user, on this machine's PostgreSQL (a scratch database)
 * and a Redis of the test's own. Containers share the host's network (free ports); the compose file's own PostgreSQL
 * and Redis images need a registry, which CI here cannot reach.
 */

const run = promisify(execFile);
const podmanBinary = (() => {
  try {
    return execFileSync('sh', ['-c', 'command -v podman'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
})();
const adminUrl = process.env.TEST_DATABASE_URL;
if (process.env.CI && !podmanBinary) throw new Error('podman is required in CI (.ci/run installs podman and runc)');
export const skipReason = !podmanBinary
  ? 'podman not installed'
  : !adminUrl
    ? 'needs TEST_DATABASE_URL (a real PostgreSQL)'
    : !redisBinary
      ? 'needs redis-server'
      : undefined;
if (skipReason) console.warn(`images and the one-host stack skipped: ${skipReason}`);

export const VERSION = '0.0.0-smoke';
export const image = (name: string) => `localhost/launchops-${name}:${VERSION}`;
export const stackId = `lo-smoke-${randomBytes(3).toString('hex')}`;
const containers: string[] = [];
/** podman's settings for this host (runc and lower limits where cgroups are v1), as build-images.sh uses them. */
let podmanEnv: NodeJS.ProcessEnv = process.env;
export const podman = (...args: string[]) => run('podman', args, { env: podmanEnv, maxBuffer: 32 * 1024 * 1024 });

/** The running stack, as the tests reach it (filled in by setUpOneHostStack). */
export const stack = {
  siteUrl: '',
  sql: undefined as pg.Pool | undefined,
  apiNames: [] as string[],
  apiMetricsPorts: [] as number[],
  siteMetricsPort: 0,
  remotePorts: {} as Record<string, number>,
  adminToken: randomBytes(24).toString('base64url'),
};
const pinSecret = randomBytes(24).toString('base64url');
const siteApiSecret = randomBytes(24).toString('base64url');
let database: ScratchDatabase | undefined;
let redis: ChildProcess | undefined;
const timings: string[] = [];

/** A container on the host's network, read-only with no writable /tmp, as the unprivileged user the image names. */
async function startContainer(name: string, imageName: string, env: Record<string, string>, command: string[] = []): Promise<void> {
  containers.push(name);
  await podman(
    'run',
    '-d',
    '--name',
    name,
    '--network',
    'host',
    '--read-only',
    '--read-only-tmpfs=false',
    '--cap-drop',
    'ALL',
    '--security-opt',
    'no-new-privileges',
    ...Object.entries(env).flatMap(([key, value]) => ['-e', `${key}=${value}`]),
    imageName,
    ...command,
  );
}

async function waitFor(url: string, name: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const logs = await podman('logs', '--tail', '40', name).then(
    (out) => out.stdout + out.stderr,
    () => '',
  );
  throw new Error(`${name} did not answer ${url} within ${timeoutMs / 1000} s\n${logs}`);
}

async function buildImages(): Promise<void> {
  // The scripts' podman settings for this host, read back from their helper.
  const conf = execFileSync('bash', ['-c', 'source shell/deploy/podman-env.sh; echo "${CONTAINERS_CONF:-}"'], { cwd: ROOT, encoding: 'utf8' }).trim();
  podmanEnv = conf ? { ...process.env, CONTAINERS_CONF: conf } : process.env;
  const started = Date.now();
  const build = spawn('shell/deploy/build-images.sh', [], { cwd: ROOT, env: { ...process.env, VERSION }, stdio: ['ignore', 'pipe', 'pipe'] });
  let buildLog = '';
  build.stdout.on('data', (chunk: Buffer) => {
    buildLog += chunk.toString();
    process.stdout.write(chunk);
  });
  build.stderr.on('data', (chunk: Buffer) => (buildLog += chunk.toString()));
  const code = await new Promise<number>((resolve) => build.on('exit', (exit) => resolve(exit ?? 1)));
  if (code !== 0) throw new Error(`build-images.sh failed:\n${buildLog.slice(-6000)}`);
  timings.push(`images built in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Free ports for the site, the API replicas, the remotes and the metrics, none taken twice. */
async function reservePorts(): Promise<{ sitePort: number; apiPorts: number[] }> {
  const sitePort = await freePort();
  const used = new Set([sitePort]);
  const port = async () => {
    let next = await freePort();
    while (used.has(next)) next = await freePort();
    used.add(next);
    return next;
  };
  const apiPorts: number[] = [];
  for (let i = 0; i < 3; i += 1) apiPorts.push(await port());
  for (const name of REMOTE_NAMES) stack.remotePorts[name] = await port();
  // Each replica's metrics port (host network: one each), and the site's.
  for (let i = 0; i < 3; i += 1) stack.apiMetricsPorts.push(await port());
  stack.siteMetricsPort = await port();
  return { sitePort, apiPorts };
}

/** The migrations alone (the Job's command), then replicas that never migrate. */
async function migrate(databaseUrl: string): Promise<void> {
  const migrated = await podman(
    'run',
    '--rm',
    '--network',
    'host',
    '--read-only',
    '--read-only-tmpfs=false',
    '-e',
    `DATABASE_URL=${databaseUrl}`,
    image('api'),
    'node',
    'dist/migrate.js',
  );
  expect(migrated.stdout + migrated.stderr).toContain('Migrations and seed done');
}

function apiEnvironment(databaseUrl: string, redisUrl: string): Record<string, string> {
  return {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    MIGRATIONS: 'skip',
    API_HOST: '127.0.0.1',
    SITE_URL: stack.siteUrl,
    CORS_ORIGINS: stack.siteUrl,
    RELEASE_ADMIN_TOKEN: stack.adminToken,
    RELEASE_PIN_SECRET: pinSecret,
    SITE_API_SECRET: siteApiSecret,
    // Visitors here are simulated from a few addresses.
    RATE_LIMIT_FACTOR: '50',
    // As compose.yaml deploys it: twice the edge's keep-alive (1 s), so on a busy host the edge has dropped every
    // connection it kept idle to a draining replica before the replica closes them (at 1.5 s a stop under traffic
    // lost a write to ECONNRESET once, with the CI machine's both cores taken).
    SHUTDOWN_DELAY_MS: '2000',
    SHUTDOWN_GRACE_MS: '10000',
    LOG_LEVEL: 'warn',
  };
}

async function startContainers(sitePort: number, apiPorts: number[], apiEnv: Record<string, string>): Promise<void> {
  for (const [i, apiPort] of apiPorts.entries()) {
    stack.apiNames.push(`${stackId}-api-${i + 1}`);
    await startContainer(stack.apiNames[i]!, image('api'), { ...apiEnv, API_PORT: String(apiPort), METRICS_PORT: String(stack.apiMetricsPorts[i]) });
  }
  for (const name of REMOTE_NAMES) {
    const dir = rosterEntry(name).dir;
    await startContainer(`${stackId}-${dir}`, image(dir), {
      REMOTE_HOST: '127.0.0.1',
      REMOTE_PORT: String(stack.remotePorts[name]),
      SITE_ORIGINS: stack.siteUrl,
    });
  }
  await startContainer(`${stackId}-site`, image('site'), {
    // JSON request lines, and each 502 with its error code, for the failover test to print when a write failed.
    LOG_FORMAT: 'json',
    SITE_HOST: '127.0.0.1',
    SITE_PORT: String(sitePort),
    SITE_METRICS_PORT: String(stack.siteMetricsPort),
    SITE_URL: stack.siteUrl,
    API_URL: apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`).join(','),
    // The test plays the load balancer: each simulated visitor gets an address.
    SITE_TRUSTED_PROXIES: '127.0.0.1',
    RELEASE_PIN_SECRET: pinSecret,
    SITE_API_SECRET: siteApiSecret,
    REMOTES_JSON: JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${stack.remotePorts[name]}/mf-manifest.json`]))),
  });
  for (const [i, apiPort] of apiPorts.entries()) await waitFor(`http://127.0.0.1:${apiPort}/api/health`, stack.apiNames[i]!);
  for (const name of REMOTE_NAMES) await waitFor(`http://127.0.0.1:${stack.remotePorts[name]}/mf-manifest.json`, `${stackId}-${rosterEntry(name).dir}`);
  await waitFor(`${stack.siteUrl}/robots.txt`, `${stackId}-site`);
}

/** Builds the images, then starts the stack from them on a scratch database and a Redis of its own. */
export async function setUpOneHostStack(): Promise<void> {
  if (skipReason) return;
  await buildImages();
  const started = Date.now();
  database = await createScratchDatabase(adminUrl!, 'launchops_images');
  stack.sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const redisServer = await startRedis();
  redis = redisServer.process;
  const { sitePort, apiPorts } = await reservePorts();
  stack.siteUrl = `http://localhost:${sitePort}`;
  await migrate(database.url);
  await startContainers(sitePort, apiPorts, apiEnvironment(database.url, redisServer.url));
  timings.push(`stack up in ${Math.round((Date.now() - started) / 1000)} s`);
}

export async function tearDownOneHostStack(): Promise<void> {
  if (containers.length) await podman('rm', '-f', '-t', '0', ...containers).catch(() => undefined);
  await stack.sql?.end();
  redis?.kill('SIGKILL');
  await database?.drop();
  if (timings.length) console.log(`images: ${timings.join(', ')}`);
}

/** A visitor's request through the site, from its own address. */
export async function call(method: string, path: string, client: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': client };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${stack.siteUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const setCookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('lo_visitor='))
    ?.split(';')[0];
  return { status: response.status, json, text, cookie: setCookie ?? cookie };
}
