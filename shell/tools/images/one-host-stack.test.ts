import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { REMOTE_NAMES, rosterEntry } from '@launchops/kit';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, freePort, redisBinary, type ScratchDatabase, startRedis } from '@launchops/test-support/local-servers';
import { ROOT } from '../workspace.js';

/**
 * The images, built with podman (shell/deploy/build-images.sh), run as the one-host production stack: the site,
 * 3 API replicas and the four remotes, each a read-only container as a non-root user, on this machine's PostgreSQL
 * (a scratch database) and a Redis of the test's own. Through the site: pages, a booking, a release; then one API
 * container is stopped and another killed while visitors keep writing: no failed page and no lost write.
 * Containers share the host's network (free ports); the compose file's own PostgreSQL and Redis images need a
 * registry, which CI here cannot reach.
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
const skipReason = !podmanBinary
  ? 'podman not installed'
  : !adminUrl
    ? 'needs TEST_DATABASE_URL (a real PostgreSQL)'
    : !redisBinary
      ? 'needs redis-server'
      : undefined;
if (skipReason) console.warn(`images and the one-host stack skipped: ${skipReason}`);

const VERSION = '0.0.0-smoke';
const image = (name: string) => `localhost/launchops-${name}:${VERSION}`;
const stackId = `lo-smoke-${randomBytes(3).toString('hex')}`;
const containers: string[] = [];
/** podman's settings for this host (runc and lower limits where cgroups are v1), as build-images.sh uses them. */
let podmanEnv: NodeJS.ProcessEnv = process.env;
const podman = (...args: string[]) => run('podman', args, { env: podmanEnv, maxBuffer: 32 * 1024 * 1024 });

let database: ScratchDatabase | undefined;
let redis: ChildProcess | undefined;
let sql: pg.Pool;
let siteUrl = '';
const apiNames: string[] = [];
const apiMetricsPorts: number[] = [];
let siteMetricsPort = 0;
const remotePorts: Record<string, number> = {};
const adminToken = randomBytes(24).toString('base64url');
const pinSecret = randomBytes(24).toString('base64url');
const siteApiSecret = randomBytes(24).toString('base64url');
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

beforeAll(async () => {
  if (skipReason) return;
  // The scripts' podman settings for this host, read back from their helper.
  const conf = execFileSync('bash', ['-c', 'source shell/deploy/podman-env.sh; echo "${CONTAINERS_CONF:-}"'], { cwd: ROOT, encoding: 'utf8' }).trim();
  podmanEnv = conf ? { ...process.env, CONTAINERS_CONF: conf } : process.env;

  let started = Date.now();
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

  started = Date.now();
  database = await createScratchDatabase(adminUrl!, 'launchops_images');
  sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const redisServer = await startRedis();
  redis = redisServer.process;
  const sitePort = await freePort();
  siteUrl = `http://localhost:${sitePort}`;
  const apiPorts: number[] = [];
  const used = new Set([sitePort]);
  const port = async () => {
    let next = await freePort();
    while (used.has(next)) next = await freePort();
    used.add(next);
    return next;
  };
  for (let i = 0; i < 3; i += 1) apiPorts.push(await port());
  for (const name of REMOTE_NAMES) remotePorts[name] = await port();
  // Each replica's metrics port (host network: one each), and the site's.
  for (let i = 0; i < 3; i += 1) apiMetricsPorts.push(await port());
  siteMetricsPort = await port();

  // The migrations alone (the Job's command), then replicas that never migrate.
  const migrated = await podman(
    'run',
    '--rm',
    '--network',
    'host',
    '--read-only',
    '--read-only-tmpfs=false',
    '-e',
    `DATABASE_URL=${database.url}`,
    image('api'),
    'node',
    'dist/migrate.js',
  );
  expect(migrated.stdout + migrated.stderr).toContain('Migrations and seed done');
  const apiEnv = {
    DATABASE_URL: database.url,
    REDIS_URL: redisServer.url,
    MIGRATIONS: 'skip',
    API_HOST: '127.0.0.1',
    SITE_URL: siteUrl,
    CORS_ORIGINS: siteUrl,
    RELEASE_ADMIN_TOKEN: adminToken,
    RELEASE_PIN_SECRET: pinSecret,
    SITE_API_SECRET: siteApiSecret,
    // Visitors here are simulated from a few addresses.
    RATE_LIMIT_FACTOR: '50',
    SHUTDOWN_DELAY_MS: '1500',
    SHUTDOWN_GRACE_MS: '10000',
    LOG_LEVEL: 'warn',
  };
  for (const [i, apiPort] of apiPorts.entries()) {
    apiNames.push(`${stackId}-api-${i + 1}`);
    await startContainer(apiNames[i]!, image('api'), { ...apiEnv, API_PORT: String(apiPort), METRICS_PORT: String(apiMetricsPorts[i]) });
  }
  for (const name of REMOTE_NAMES) {
    const dir = rosterEntry(name).dir;
    await startContainer(`${stackId}-${dir}`, image(dir), { REMOTE_HOST: '127.0.0.1', REMOTE_PORT: String(remotePorts[name]), SITE_ORIGINS: siteUrl });
  }
  await startContainer(`${stackId}-site`, image('site'), {
    SITE_HOST: '127.0.0.1',
    SITE_PORT: String(sitePort),
    SITE_METRICS_PORT: String(siteMetricsPort),
    SITE_URL: siteUrl,
    API_URL: apiPorts.map((apiPort) => `http://127.0.0.1:${apiPort}`).join(','),
    // The test plays the load balancer: each simulated visitor gets an address.
    SITE_TRUSTED_PROXIES: '127.0.0.1',
    RELEASE_PIN_SECRET: pinSecret,
    SITE_API_SECRET: siteApiSecret,
    REMOTES_JSON: JSON.stringify(Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${remotePorts[name]}/mf-manifest.json`]))),
  });
  for (const [i, apiPort] of apiPorts.entries()) await waitFor(`http://127.0.0.1:${apiPort}/api/health`, apiNames[i]!);
  for (const name of REMOTE_NAMES) await waitFor(`http://127.0.0.1:${remotePorts[name]}/mf-manifest.json`, `${stackId}-${rosterEntry(name).dir}`);
  await waitFor(`${siteUrl}/robots.txt`, `${stackId}-site`);
  timings.push(`stack up in ${Math.round((Date.now() - started) / 1000)} s`);
}, 1_500_000);

afterAll(async () => {
  if (containers.length) await podman('rm', '-f', '-t', '0', ...containers).catch(() => undefined);
  await sql?.end();
  redis?.kill('SIGKILL');
  await database?.drop();
  if (timings.length) console.log(`images: ${timings.join(', ')}`);
});

/** A visitor's request through the site, from its own address. */
async function call(method: string, path: string, client: string, body?: unknown, cookie?: string) {
  const headers: Record<string, string> = { 'x-forwarded-for': client };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const response = await fetch(`${siteUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json: any;
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

describe.skipIf(!!skipReason)('the images as a one-host stack', () => {
  it('label each image with its version and commit, run it as a non-root user, and carry no source maps or dev tools', async () => {
    // As build-images.sh finds it.
    let revision = 'unknown';
    try {
      revision = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    } catch {
      // not a git checkout
    }
    for (const name of ['api', 'site', ...REMOTE_NAMES.map((remote) => rosterEntry(remote).dir)]) {
      const [inspected] = JSON.parse((await podman('image', 'inspect', image(name))).stdout) as Array<{
        Config: { User: string; Labels: Record<string, string> };
      }>;
      expect(inspected!.Config.Labels['org.opencontainers.image.version'], name).toBe(VERSION);
      expect(inspected!.Config.Labels['org.opencontainers.image.revision'], name).toBe(revision);
      expect(inspected!.Config.User, name).toBe('10001:10001');
      // Every file of the app: no source map, no TypeScript source, no test runner or compiler.
      const listing = await podman(
        'run',
        '--rm',
        '--network',
        'host',
        '--entrypoint',
        'node',
        image(name),
        '-e',
        "const f=require('fs'),p=require('path');const out=[];const walk=(d)=>{for(const e of f.readdirSync(d,{withFileTypes:true})){const q=p.join(d,e.name);if(e.isDirectory())walk(q);else out.push(q)}};walk('/app');console.log(out.join('\\n'))",
      );
      const files = listing.stdout.split('\n').filter(Boolean);
      expect(files.length, name).toBeGreaterThan(3);
      expect(
        files.filter((file) => file.endsWith('.map')),
        name,
      ).toEqual([]);
      expect(
        files.filter((file) => /\/node_modules\/(vitest|typescript|@rsbuild|@swc|esbuild|playwright-core)\//.test(file)),
        name,
      ).toEqual([]);
      expect(
        files.filter((file) => /\/src\/.*\.tsx?$/.test(file) && !file.includes('/node_modules/')),
        name,
      ).toEqual([]);
    }
  });

  it('serve the pages through the site, and each remote to the site only', async () => {
    for (const path of ['/', '/checklist', '/software']) {
      const page = await call('GET', path, '192.0.2.1');
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('<div id="root"');
    }
    const remotes = await call('GET', '/remotes.json', '192.0.2.1');
    expect(Object.keys(remotes.json).sort()).toEqual([...REMOTE_NAMES].sort());
    const manifest = await fetch(`http://localhost:${remotePorts.mf_catalog}/mf-manifest.json`, { headers: { origin: siteUrl } });
    expect(manifest.headers.get('access-control-allow-origin')).toBe(siteUrl);
    // The release registry records the build's commit from release.json: the image's, not "unknown".
    const info = (await (await fetch(`http://localhost:${remotePorts.mf_catalog}/release.json`, { headers: { origin: siteUrl } })).json()) as {
      version: string;
      commit: string;
    };
    expect(info.version).toBe(VERSION);
    expect(info.commit).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim());
  });

  it('log JSON and serve Prometheus metrics on their own ports, not through the site', async () => {
    await call('GET', '/api/checklist', '192.0.2.3');
    const api = await (await fetch(`http://127.0.0.1:${apiMetricsPorts[0]}/metrics`)).text();
    expect(api).toContain('launchops_http_requests_total');
    const site = await (await fetch(`http://127.0.0.1:${siteMetricsPort}/metrics`)).text();
    expect(site).toContain('launchops_site_http_requests_total');
    expect((await call('GET', '/metrics', '192.0.2.3')).text).not.toContain('launchops_http_requests_total');
    // Production images log one JSON object per line.
    const logs = await podman('logs', '--tail', '20', `${stackId}-site`);
    const lines = (logs.stdout + logs.stderr).split('\n').filter((line) => line.startsWith('{'));
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });

  it('take a booking through the site', async () => {
    const consultants = await call('GET', '/api/consultants', '192.0.2.2');
    const consultantId = consultants.json[0].id as number;
    let slot: { date: string; time: string } | undefined;
    for (let day = 2; day < 60 && !slot; day += 1) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const availability = await call('GET', `/api/consultants/${consultantId}/availability?date=${date}`, '192.0.2.2');
      const free = (availability.json?.slots ?? []).find((candidate: { available: boolean }) => candidate.available);
      if (free) slot = { date, time: free.time };
    }
    expect(slot).toBeDefined();
    const booked = await call('POST', '/api/consultation-bookings', '192.0.2.2', {
      firstName: 'Avery',
      lastName: 'Container',
      email: 'avery@images.example.org',
      consultantId,
      date: slot!.date,
      time: slot!.time,
      topic: 'Legal Formation & Entity Setup',
      notes: '',
    });
    expect(booked.status, booked.text).toBe(201);
    const rows = await sql.query("SELECT count(*)::int AS n FROM consultation_booking WHERE email = 'avery@images.example.org'");
    expect(rows.rows[0].n).toBe(1);
  });

  it('release a remote with the platform admin token, live on the next page', async () => {
    const manifestUrl = `http://localhost:${remotePorts.mf_catalog}/mf-manifest.json`;
    const release = spawn('npx', ['tsx', 'shell/tools/release.ts', 'mf_catalog', manifestUrl], {
      cwd: ROOT,
      env: { ...process.env, RELEASE_TOKEN: adminToken, RELEASE_API: `${siteUrl}/api` },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    release.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    release.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    expect(await new Promise<number>((resolve) => release.on('exit', (exit) => resolve(exit ?? 1))), output).toBe(0);
    const live = await call('GET', '/api/releases/live', '192.0.2.3');
    expect(JSON.stringify(live.json), live.text).toContain(manifestUrl);
    const page = await call('GET', '/software', '192.0.2.3');
    expect(page.status).toBe(200);
  });

  it('lose no write and fail no page while one API container is stopped and another killed under traffic', async () => {
    const items = (await call('GET', '/api/checklist-items', '192.0.2.4')).json as Array<{ id: number }>;
    const accepted: Array<{ cookie: string; itemId: number }> = [];
    const failedWrites: Array<{ phase: string; status: number | string }> = [];
    const pages = { ok: 0, failed: [] as Array<number | string> };
    let phase = 'before';
    let stop = false;
    let sent = 0;
    // A write sent before the kill but still in flight when it came (a slow answer on a busy host) failed at the kill.
    const failedIn = (sentIn: string) => (sentIn !== 'kill' && phase === 'kill' ? 'kill' : sentIn);
    const writer = async (w: number) => {
      for (let n = 0; !stop; n += 1) {
        const itemId = items[(w * 11 + n) % items.length]!.id;
        const client = `198.51.${100 + w}.${(n % 250) + 1}`;
        const at = phase;
        sent += 1;
        try {
          const answer = await call('PATCH', `/api/checklist-items/${itemId}`, client, { completed: true });
          if (answer.status === 200 && answer.cookie) accepted.push({ cookie: answer.cookie, itemId });
          else failedWrites.push({ phase: failedIn(at), status: answer.status });
        } catch (error) {
          failedWrites.push({ phase: failedIn(at), status: (error as Error).message });
        }
      }
    };
    const reader = async (r: number) => {
      for (let n = 0; !stop; n += 1) {
        const path = ['/', '/checklist', '/software'][n % 3]!;
        try {
          const page = await call('GET', path, `203.0.113.${r + 1}`);
          if (page.status === 200) pages.ok += 1;
          else pages.failed.push(page.status);
        } catch (error) {
          pages.failed.push((error as Error).message);
        }
      }
    };
    const traffic = [...Array.from({ length: 8 }, (_, w) => writer(w)), ...Array.from({ length: 2 }, (_, r) => reader(r))];
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // SIGTERM, as an orchestrator stops a container: it drains.
    phase = 'stop';
    const stopStarted = Date.now();
    await podman('stop', '-t', '30', apiNames[1]!);
    const stopSeconds = (Date.now() - stopStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // SIGKILL, as a crash or the OOM killer: requests in flight on it may fail, nothing acknowledged may be lost.
    phase = 'kill';
    await podman('kill', '-s', 'KILL', apiNames[2]!);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    phase = 'after';
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    stop = true;
    await Promise.all(traffic);

    const rows = await sql.query<{ visitor_id: string; item_id: number; completed: boolean }>('SELECT visitor_id, item_id, completed FROM checklist_progress');
    const stored = new Set(rows.rows.map((row) => `${row.visitor_id}/${row.item_id}/${row.completed}`));
    const lost = accepted.filter(({ cookie, itemId }) => !stored.has(`${cookie.slice('lo_visitor='.length)}/${itemId}/true`));
    const failedAt = (name: string) => failedWrites.filter((failure) => failure.phase === name);
    console.log(
      `replica stopped (SIGTERM, drained in ${stopSeconds.toFixed(1)} s) then another killed (SIGKILL) under traffic: ` +
        `pages ${pages.ok} ok, ${pages.failed.length} failed; writes ${sent} sent, ${accepted.length} accepted, ` +
        `${failedWrites.length} failed (${failedAt('stop').length} during the stop, ${failedAt('kill').length} at the kill, ${failedAt('before').length + failedAt('after').length} otherwise), ${lost.length} accepted but lost`,
    );
    expect(lost).toEqual([]);
    expect(pages.failed).toEqual([]);
    expect(pages.ok).toBeGreaterThan(20);
    expect(accepted.length).toBeGreaterThan(100);
    // A drained replica fails nothing; only a write in flight on the killed one may fail, and only at that moment.
    expect(failedWrites.filter((failure) => failure.phase !== 'kill')).toEqual([]);
    expect(failedAt('kill').length).toBeLessThanOrEqual(8);
    expect((await call('GET', '/api/health', '192.0.2.5')).status).toBe(200);
  });
});
