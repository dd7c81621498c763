import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ROSTER } from '@launchops/kit';
import { startStaticServer } from '@launchops/site-server/static-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { run } from '../build-all.js';
import { freePorts } from '../stack.js';
import { resolveRoot, ROOT } from '../workspace.js';

/**
 * The README's quick start as a newcomer runs it: the real `npm start` (production build, embedded database),
 * used, left idle past every timeout involved, its database connection dropped from the server's side, and used
 * again; then the README's "Shipping a remote" with no token pasted. The timeouts are set short for the test
 * (IDLE_TIMEOUTS) instead of idling past their defaults (the pool's 30 s idle close, the 30 s canary watch): the idle
 * time is several times each of them, and of the edge's 1 s and this client's 4 s keep-alive.
 */
const IDLE_TIMEOUTS = { DATABASE_IDLE_TIMEOUT_MS: '2000', RELEASE_WATCH_MS: '2000' };
const IDLE_MS = 15_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let work: string;
let env: NodeJS.ProcessEnv;
let siteUrl: string;
let started: ChildProcess;
let output = '';
let cookie = '';

async function api(method: string, url: string, body?: unknown): Promise<{ status: number; body: any; text: string }> {
  const headers: Record<string, string> = { origin: siteUrl };
  if (cookie) headers.cookie = cookie;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${siteUrl}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const visitor = response.headers.getSetCookie().find((c) => c.startsWith('lo_visitor='));
  if (visitor) cookie = visitor.split(';')[0]!;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, body: parsed, text };
}

/** `npm run release -- ...` as a person types it on this machine: no RELEASE_TOKEN in the environment. */
function release(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'release', '--', ...args], { cwd: ROOT, env: { ...env, RELEASE_TOKEN: '' } });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => resolve({ code: code ?? 1, out }));
  });
}

const perVisitorRoutes = ['/api/checklist-progress', '/api/plan', '/api/consultation-bookings', '/api/chatbot/history', '/api/plan/reminders'];

async function everyRouteAnswers(): Promise<void> {
  for (const url of perVisitorRoutes) {
    const response = await api('GET', url);
    expect(response.status, `${url}: ${response.text.slice(0, 300)}\n${output.slice(-2000)}`).toBe(200);
  }
  const health = await api('GET', '/api/health');
  expect(health.status).toBe(200);
  expect(health.body.database).toMatchObject({ state: 'up', mode: 'embedded' });
}

/** The mf_catalog manifest the site gives a new visitor's page (the edge puts the remotes config in the HTML). */
async function servedCatalogManifest(): Promise<string | undefined> {
  const html = await (await fetch(`${siteUrl}/software`)).text();
  const config = /<script id="lo-remotes-config" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1];
  return config ? (JSON.parse(config) as Record<string, string>).mf_catalog : undefined;
}

async function untilServed(manifestUrl: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  while ((await servedCatalogManifest()) !== manifestUrl) {
    if (Date.now() > deadline) throw new Error(`the site did not serve ${manifestUrl}`);
    await sleep(500);
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(os.tmpdir(), 'lo-npm-start-'));
  const ports = await freePorts();
  siteUrl = `http://localhost:${ports.site}`;
  env = {
    ...process.env,
    SITE_PORT: String(ports.site),
    API_PORT: String(ports.api),
    ...Object.fromEntries(ROSTER.map((r) => [r.portVariable, String(ports.remotes[r.name])])),
    DATA_DIR: path.join(work, 'data', 'pglite'),
    DATABASE_URL: '',
    RELEASE_ADMIN_TOKEN: '',
    // The test-payments service (no Stripe keys) on a free port too.
    TEST_PAYMENTS_PORT: '0',
    ...IDLE_TIMEOUTS,
  };
  delete env.NODE_ENV; // as a newcomer's shell has it
  started = spawn('npm', ['start'], { cwd: ROOT, env, detached: true });
  started.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 240_000;
  while (!output.includes('LaunchOps is running')) {
    if (started.exitCode !== null) throw new Error(`npm start exited with ${started.exitCode}:\n${output}`);
    if (Date.now() > deadline) throw new Error(`npm start did not come up:\n${output}`);
    await sleep(250);
  }
}, 300_000);

afterAll(async () => {
  if (started?.pid && started.exitCode === null) {
    process.kill(-started.pid, 'SIGTERM');
    await new Promise((resolve) => started.once('exit', resolve));
  }
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('npm start on the embedded database', () => {
  it(
    'keeps serving a visitor after idle time and a dropped database connection',
    async () => {
      // A founder's visit: a task done, the quiz saved, a session booked, a question asked.
      const checklist = await api('GET', '/api/checklist');
      expect(checklist.status).toBe(200);
      const items = checklist.body.tasks as Array<{ id: number }>;
      expect((await api('PATCH', `/api/checklist-items/${items[0]!.id}`, { completed: true })).status).toBe(200);
      expect((await api('PUT', '/api/plan/answers', { answers: { entity: 'c-corp', formationState: 'DE' } })).status).toBe(200);
      const booked = await bookASession();
      expect(booked.status, booked.text).toBeLessThan(300);
      // Without SMTP the confirmation (sent once the payment's webhook confirms the booking) is read in the local mail
      // viewer, through the site, manage link and all.
      let mails = await api('GET', '/api/dev/mail?format=json');
      for (let tries = 0; tries < 40 && !mails.text.includes('ada@example.com'); tries += 1) {
        await sleep(250);
        mails = await api('GET', '/api/dev/mail?format=json');
      }
      expect(mails.status, mails.text.slice(0, 300)).toBe(200);
      expect(mails.text).toContain('ada@example.com');
      expect(output).toContain(`${siteUrl}/api/dev/mail`);
      expect((await api('POST', '/api/chatbot/message', { content: 'How do I get an EIN?' })).status).toBeLessThan(300);
      await everyRouteAnswers();

      await sleep(IDLE_MS);
      await everyRouteAnswers();
      // After the idle time: the checklist, the plan and a booking still work.
      expect((await api('PATCH', `/api/checklist-items/${items[1]!.id}`, { completed: true })).status).toBe(200);
      expect((await api('PUT', '/api/plan/answers', { answers: { entity: 'c-corp', formationState: 'DE', workStates: ['CA'] } })).status).toBe(200);
      const again = await bookASession();
      expect(again.status, again.text).toBeLessThan(300);
      // Both paid and confirmed by the payment's webhook, after the idle time too.
      let bookings = await api('GET', '/api/consultation-bookings');
      for (let tries = 0; tries < 40 && (bookings.body as Array<{ status: string }>).some((b) => b.status !== 'confirmed'); tries += 1) {
        await sleep(250);
        bookings = await api('GET', '/api/consultation-bookings');
      }
      expect((bookings.body as Array<{ status: string }>).map((b) => b.status)).toEqual(['confirmed', 'confirmed']);

      // The API's process holds the embedded database's lock file, which names it.
      const owner = JSON.parse(await readFile(`${env.DATA_DIR}.lock`, 'utf8')) as { pid: number };
      process.kill(owner.pid, 'SIGUSR2');
      await sleep(300);
      await everyRouteAnswers();
      const progress = await api('GET', '/api/checklist-progress');
      for (const item of items.slice(0, 2)) expect(JSON.stringify(progress.body)).toContain(`${item.id}`);
      expect((await api('GET', '/api/consultation-bookings')).body).toHaveLength(2);
      expect(output).not.toMatch(/already exists|EPIPE/);
    },
    IDLE_MS + 60_000,
  );
});

describe('npm start: shipping a remote', () => {
  it('follows "Shipping a remote" with the local admin token: build, release, canary, status, rollback', async () => {
    const status = await release('status');
    expect(status.code, status.out).toBe(0);
    expect(status.out).toMatch(/Nothing released yet|mf_catalog/);

    // 1. Build: today's catalog as 1.0.0, and a changed copy as 1.1.0, each uploaded to a static host of its own.
    const copy = path.join(work, 'mf-catalog');
    await symlink(resolveRoot('node_modules'), path.join(work, 'node_modules'), 'dir');
    await cp(resolveRoot('mf-catalog'), copy, {
      recursive: true,
      filter: (src) => !/[\\/](node_modules|dist)([\\/]|$)/.test(src.slice(resolveRoot('mf-catalog').length)),
    });
    const build = (version: string, into: string) =>
      run([resolveRoot('node_modules/.bin/rsbuild'), 'build'], { cwd: copy, quiet: true, env: { ...process.env, RELEASE_VERSION: version } }).then(() =>
        cp(path.join(copy, 'dist'), path.join(work, into), { recursive: true }),
      );
    await build('1.0.0', 'v1');
    const page = path.join(copy, 'src/exposes/routes.tsx');
    await writeFile(page, `${await readFile(page, 'utf8')}\n// 1.1.0\n`);
    await build('1.1.0', 'v2');
    const v1 = await startStaticServer({ root: path.join(work, 'v1'), port: 0, allowedOrigins: [siteUrl] });
    const v2 = await startStaticServer({ root: path.join(work, 'v2'), port: 0, allowedOrigins: [siteUrl] });
    try {
      // 3. Release.
      const first = await release('mf_catalog', `${v1.url}/mf-manifest.json`);
      expect(first.code, first.out).toBe(0);
      await untilServed(`${v1.url}/mf-manifest.json`);
      // 4. A canary for a share of visitors, 5. watched.
      const canary = await release('canary', 'mf_catalog', `${v2.url}/mf-manifest.json`, '20');
      expect(canary.code, canary.out).toBe(0);
      const watched = await release('status', 'mf_catalog');
      expect(watched.code, watched.out).toBe(0);
      expect(watched.out).toMatch(/mf_catalog: live 1\.0\.0, canary 1\.1\.0 for 20% of visitors/);
      // Released to all, then 6. rolled back.
      expect((await release('mf_catalog', `${v2.url}/mf-manifest.json`)).code).toBe(0);
      await untilServed(`${v2.url}/mf-manifest.json`);
      const back = await release('rollback', 'mf_catalog');
      expect(back.code, back.out).toBe(0);
      await untilServed(`${v1.url}/mf-manifest.json`);
      expect((await release('status', 'mf_catalog')).out).toMatch(/rollback\s+1\.1\.0 -> 1\.0\.0/);
    } finally {
      await v1.close();
      await v2.close();
    }
  }, 240_000);
});

async function bookASession(): Promise<{ status: number; text: string }> {
  const consultants = await api('GET', '/api/consultants');
  const consultantId = (consultants.body as Array<{ id: number }>)[0]!.id;
  for (let offset = 3; offset < 40; offset += 1) {
    const date = new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const availability = await api('GET', `/api/consultants/${consultantId}/availability?date=${date}`);
    const slot = (availability.body?.slots as Array<{ time: string; available: boolean }> | undefined)?.find((s) => s.available);
    if (!slot) continue;
    const booked = await api('POST', '/api/consultation-bookings', {
      firstName: 'Ada',
      lastName: 'Founder',
      email: 'ada@example.com',
      consultantId,
      date,
      time: slot.time,
      topic: 'Banking & Finance Systems',
      notes: 'Which bank for a Delaware C-Corp?',
    });
    // Paid at booking on the test-payments page (no Stripe keys under npm start): the founder opens it and pays.
    const checkoutUrl = booked.body?.checkoutUrl as string | undefined;
    expect(checkoutUrl, booked.text).toBeTruthy();
    const page = await fetch(checkoutUrl!);
    expect(await page.text()).toContain('Test payments, no money moves');
    const paid = await fetch(`${checkoutUrl!.replace(/\/$/, '')}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status, await paid.text()).toBeLessThan(400);
    return booked;
  }
  throw new Error('no open slot in the next 40 days');
}
