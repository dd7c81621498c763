import { execFileSync, spawn } from 'node:child_process';
import { REMOTE_NAMES, rosterEntry } from '@launchops/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../workspace.js';
import { startTraffic } from './failover-traffic.js';
import { call, image, podman, setUpOneHostStack, skipReason, stack, stackId, tearDownOneHostStack, VERSION } from './one-host-stack-support.js';

/**
 * The images, built with podman (shell/deploy/build-images.sh), run as the one-host production stack
 * (one-host-stack-support.ts). Through the site: pages, a booking, a release; then one API container is stopped and
 * another killed while visitors keep writing: no failed page and no lost write.
 */

beforeAll(setUpOneHostStack, 1_500_000);
afterAll(tearDownOneHostStack);

describe.skipIf(!!skipReason)('the images', () => {
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
});

describe.skipIf(!!skipReason)('the images as a one-host stack', () => {
  it('serve the pages through the site, and each remote to the site only', async () => {
    for (const path of ['/', '/checklist', '/software']) {
      const page = await call('GET', path, '192.0.2.1');
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('<div id="root"');
    }
    const remotes = await call('GET', '/remotes.json', '192.0.2.1');
    expect(Object.keys(remotes.json as object).sort()).toEqual([...REMOTE_NAMES].sort());
    const manifest = await fetch(`http://localhost:${stack.remotePorts.mf_catalog}/mf-manifest.json`, { headers: { origin: stack.siteUrl } });
    expect(manifest.headers.get('access-control-allow-origin')).toBe(stack.siteUrl);
    // The release registry records the build's commit from release.json: the image's, not "unknown".
    const info = (await (await fetch(`http://localhost:${stack.remotePorts.mf_catalog}/release.json`, { headers: { origin: stack.siteUrl } })).json()) as {
      version: string;
      commit: string;
    };
    expect(info.version).toBe(VERSION);
    expect(info.commit).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim());
  });

  it('log JSON and serve Prometheus metrics on their own ports, not through the site', async () => {
    await call('GET', '/api/checklist', '192.0.2.3');
    const api = await (await fetch(`http://127.0.0.1:${stack.apiMetricsPorts[0]}/metrics`)).text();
    expect(api).toContain('launchops_http_requests_total');
    const site = await (await fetch(`http://127.0.0.1:${stack.siteMetricsPort}/metrics`)).text();
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
    const consultantId = (consultants.json as Array<{ id: number }>)[0]!.id;
    let slot: { date: string; time: string } | undefined;
    for (let day = 2; day < 60 && !slot; day += 1) {
      const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
      const availability = await call('GET', `/api/consultants/${consultantId}/availability?date=${date}`, '192.0.2.2');
      const slots = (availability.json as { slots?: Array<{ time: string; available: boolean }> } | undefined)?.slots ?? [];
      const free = slots.find((candidate) => candidate.available);
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
    const rows = await stack.sql!.query<{ n: number }>("SELECT count(*)::int AS n FROM consultation_booking WHERE email = 'avery@images.example.org'");
    expect(rows.rows[0]!.n).toBe(1);
  });

  it('release a remote with the platform admin token, live on the next page', async () => {
    const manifestUrl = `http://localhost:${stack.remotePorts.mf_catalog}/mf-manifest.json`;
    const release = spawn('npx', ['tsx', 'shell/tools/release.ts', 'mf_catalog', manifestUrl], {
      cwd: ROOT,
      env: { ...process.env, RELEASE_TOKEN: stack.adminToken, RELEASE_API: `${stack.siteUrl}/api` },
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
});

describe.skipIf(!!skipReason)('the one-host stack under failure', () => {
  it('lose no write and fail no page while one API container is stopped and another killed under traffic', async () => {
    const items = (await call('GET', '/api/checklist-items', '192.0.2.4')).json as Array<{ id: number }>;
    const traffic = startTraffic(items);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    // SIGTERM, as an orchestrator stops a container: it drains.
    traffic.setPhase('stop');
    const stopStarted = Date.now();
    await podman('stop', '-t', '30', stack.apiNames[1]!);
    const stopSeconds = (Date.now() - stopStarted) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    // SIGKILL, as a crash or the OOM killer: requests in flight on it may fail, nothing acknowledged may be lost.
    traffic.setPhase('kill');
    await podman('kill', '-s', 'KILL', stack.apiNames[2]!);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    traffic.setPhase('after');
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await traffic.stop();
    const { accepted, failedWrites, pages, sent } = traffic.figures;

    const rows = await stack.sql!.query<{ visitor_id: string; item_id: number; completed: boolean }>(
      'SELECT visitor_id, item_id, completed FROM checklist_progress',
    );
    const stored = new Set(rows.rows.map((row) => `${row.visitor_id}/${row.item_id}/${row.completed}`));
    const lost = accepted.filter(({ cookie, itemId }) => !stored.has(`${cookie.slice('lo_visitor='.length)}/${itemId}/true`));
    const failedAt = (name: string) => failedWrites.filter((failure) => failure.phase === name);
    console.log(
      `replica stopped (SIGTERM, drained in ${stopSeconds.toFixed(1)} s) then another killed (SIGKILL) under traffic: ` +
        `pages ${pages.ok} ok, ${pages.failed.length} failed; writes ${sent} sent, ${accepted.length} accepted, ` +
        `${failedWrites.length} failed (${failedAt('stop').length} during the stop, ${failedAt('kill').length} at the kill, ${failedAt('before').length + failedAt('after').length} otherwise), ${lost.length} accepted but lost`,
    );
    // Which failures the edge saw (its log names each 502's error code), when any write or page failed.
    const edgeLog =
      failedWrites.length + pages.failed.length > 0
        ? await podman('logs', `${stackId}-site`).then(
            ({ stdout, stderr }) => `${stdout}${stderr}`,
            () => '',
          )
        : '';
    const edge502s = edgeLog.split('\n').filter((line) => line.includes('failed at the edge'));
    if (edge502s.length > 0) console.log(`edge 502s:\n${edge502s.join('\n')}`);
    // Short enough for a summary line: the time, error code and route of each 502, and when replicas left the rotation.
    const brief = (line: string) => {
      try {
        const entry = JSON.parse(line) as { time?: string; code?: string; method?: string; path?: string; replica?: string; why?: string; msg?: string };
        return [entry.time?.slice(11, 23), entry.code ?? entry.why, entry.method, entry.path ?? entry.replica].filter(Boolean).join(' ');
      } catch {
        return line.slice(0, 120);
      }
    };
    const rotation = edgeLog.split('\n').filter((line) => line.includes('rotation'));
    // Each failure is named in the assertion, so a run's summary says which writes failed and why without its log.
    const seen = `failed writes ${JSON.stringify(failedWrites)}; pages failed ${JSON.stringify(pages.failed)}; edge 502s ${edge502s.map(brief).join(' | ') || 'none'}; rotation ${rotation.map(brief).join(' | ') || 'unchanged'}`;
    expect(lost, `accepted but lost; ${seen}`).toEqual([]);
    expect(pages.failed, seen).toEqual([]);
    expect(pages.ok).toBeGreaterThan(20);
    expect(accepted.length).toBeGreaterThan(100);
    // A drained replica fails nothing; only a write in flight on the killed one may fail, and only at that moment.
    expect(
      failedWrites.filter((failure) => failure.phase !== 'kill'),
      seen,
    ).toEqual([]);
    expect(failedAt('kill').length, seen).toBeLessThanOrEqual(8);
    expect((await call('GET', '/api/health', '192.0.2.5')).status).toBe(200);
  });
});
