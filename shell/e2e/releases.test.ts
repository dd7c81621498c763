import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from '@launchops/kit/e2e';
import { startStaticServer } from '@launchops/site-server/static-server';
import { run } from '@launchops/tools/build-all';
import { runRelease } from '@launchops/tools/release';
import { useTestSite } from '@launchops/tools/test-site';
import { resolveRoot } from '@launchops/tools/workspace';

const ADMIN = 'release-admin-token-of-the-browser-test';
// The canary watch looks every second and judges after 3 loads (defaults: 30 s and 20).
const { site, browser } = useTestSite({
  apiEnv: { RELEASE_ADMIN_TOKEN: ADMIN, RELEASE_WATCH_MS: '1000', RELEASE_CANARY_MIN_LOADS: '3' },
  signals: { flushMs: 200 },
});

const HEADING = 'Startup Journey Checklist';
const HEADING_V2 = 'Startup Journey Checklist, version two';

let work: string;
let v1: { url: string; close(): Promise<void> };
let v2: { url: string; close(): Promise<void> };
let v3: { url: string; close(): Promise<void> };

const release = (...argv: string[]) => runRelease(argv, { RELEASE_TOKEN: ADMIN, RELEASE_API: `${site.siteUrl}/api` });

/** The registry's figures of each version of mf_checklist over the last hour (the platform page's). */
async function checklistStats(): Promise<Array<{ version: string; loads: number; failures: number }>> {
  const response = await fetch(`${site.siteUrl}/api/releases/overview`, { headers: { authorization: `Bearer ${ADMIN}` } });
  if (!response.ok) throw new Error(`overview: ${response.status}`);
  const overview = (await response.json()) as { remotes: Array<{ remote: string; stats: Array<{ version: string; loads: number; failures: number }> }> };
  return overview.remotes.find((r) => r.remote === 'mf_checklist')?.stats ?? [];
}

/** Failures the registry counts for mf_checklist 3.0.0 over the last hour. */
async function canaryFailures(): Promise<number> {
  return (await checklistStats()).find((s) => s.version === '3.0.0')?.failures ?? 0;
}

/** Reloads until the heading shows: the site reads the registry again within a few seconds of a change. */
async function reloadUntil(page: Page, heading: string): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    await page.reload();
    try {
      await visible(page.getByRole('heading', { level: 1, name: heading, exact: true }), 2_000);
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

beforeAll(async () => {
  // Version 1 is the checklist's build; version 2 a copy of its source with another heading, built on its own.
  // Each is uploaded to a static host of its own, as a team would upload a build anywhere.
  work = await mkdtemp(path.join(os.tmpdir(), 'lo-release-'));
  await symlink(resolveRoot('node_modules'), path.join(work, 'node_modules'), 'dir');
  await cp(resolveRoot('mf-checklist'), path.join(work, 'mf-checklist'), {
    recursive: true,
    filter: (src) => !/[\\/](node_modules|dist)([\\/]|$)/.test(src.slice(resolveRoot('mf-checklist').length)),
  });
  const routesFile = path.join(work, 'mf-checklist/src/exposes/routes.tsx');
  await writeFile(routesFile, (await readFile(routesFile, 'utf8')).replace(HEADING, HEADING_V2));
  const build = (version: string) =>
    run([resolveRoot('node_modules/.bin/rsbuild'), 'build'], {
      cwd: path.join(work, 'mf-checklist'),
      quiet: true,
      env: { ...process.env, RELEASE_VERSION: version },
    });
  await build('2.0.0');
  await cp(path.join(work, 'mf-checklist/dist'), path.join(work, 'v2'), { recursive: true });
  // Version 3 throws as it renders.
  await writeFile(
    routesFile,
    (await readFile(routesFile, 'utf8')).replace(
      'export default function ChecklistRoutes() {',
      "export default function ChecklistRoutes() {\n  if (PAGE_HEADING) throw new Error('version three breaks on render');",
    ),
  );
  await build('3.0.0');
  await cp(resolveRoot('mf-checklist/dist'), path.join(work, 'v1'), { recursive: true });
  const info = JSON.parse(await readFile(path.join(work, 'v1/release.json'), 'utf8')) as Record<string, unknown>;
  await writeFile(path.join(work, 'v1/release.json'), JSON.stringify({ ...info, version: '1.0.0' }));
  v1 = await startStaticServer({ root: path.join(work, 'v1'), port: 0, allowedOrigins: [site.siteUrl] });
  v2 = await startStaticServer({ root: path.join(work, 'v2'), port: 0, allowedOrigins: [site.siteUrl] });
  v3 = await startStaticServer({ root: path.join(work, 'mf-checklist/dist'), port: 0, allowedOrigins: [site.siteUrl] });
}, 180_000);

afterAll(async () => {
  await v1?.close();
  await v2?.close();
  await v3?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe('releasing a remote', () => {
  it('shows a released v2 on the next reload, with no shell rebuild or restart, and v1 again after a rollback', async () => {
    const shellBefore = await readFile(resolveRoot('shell/dist/index.html'), 'utf8');
    expect(await release('mf_checklist', `${v1.url}/mf-manifest.json`)).toMatch(/mf_checklist: live 1\.0\.0/);
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    await page.goto('/checklist');
    await visible(page.getByRole('heading', { level: 1, name: HEADING, exact: true }));

    const released = await release('mf_checklist', `${v2.url}/mf-manifest.json`, '--expect', '1.0.0');
    expect(released).toMatch(/mf_checklist: live 2\.0\.0/);
    await reloadUntil(page, HEADING_V2);
    // The page runs v2 from its own origin: the CSP follows the registry.
    expect((await page.request.get('/checklist')).headers()['content-security-policy']).toContain(new URL(v2.url).origin);

    expect(await release('rollback', 'mf_checklist')).toMatch(/mf_checklist: live 1\.0\.0/);
    await reloadUntil(page, HEADING);
    expect(await release('status', 'mf_checklist')).toMatch(/rollback\s+2\.0\.0 -> 1\.0\.0\s+by platform admin/);
    expect(await readFile(resolveRoot('shell/dist/index.html'), 'utf8')).toBe(shellBefore);
    await context.close();
  });

  // 2000 visitors: with 500 the share's standard deviation (1.8 points) made ±5 points fail about 1 run in 200.
  it('puts 20 % ± 5 % of 2000 visitors on a 20 % canary, each on its side across reloads, and a pin link on v2', async () => {
    await release('canary', 'mf_checklist', '2.0.0', '20');
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const canaryUrl = `${v2.url}/mf-manifest.json`;
    const visitors: Array<{ cookie: string; canary: boolean }> = [];
    const visit = async () => {
      const response = await fetch(`${site.siteUrl}/remotes.json`);
      const cookie = response.headers
        .getSetCookie()
        .find((c) => c.startsWith('lo_release_id='))!
        .split(';')[0]!;
      visitors.push({ cookie, canary: ((await response.json()) as Record<string, string>).mf_checklist === canaryUrl });
    };
    // Twenty at a time, as visitors arrive side by side (one after another took over 100 s on busy cores).
    for (let i = 0; i < 2000; i += 20) await Promise.all(Array.from({ length: 20 }, visit));
    const share = visitors.filter((v) => v.canary).length / visitors.length;
    expect(share).toBeGreaterThanOrEqual(0.15);
    expect(share).toBeLessThanOrEqual(0.25);
    for (let i = 0; i < 100; i += 20)
      await Promise.all(
        visitors.slice(i, i + 20).map(async (visitor) => {
          for (let reload = 0; reload < 3; reload += 1) {
            const again = (await (await fetch(`${site.siteUrl}/remotes.json`, { headers: { cookie: visitor.cookie } })).json()) as Record<string, string>;
            expect(again.mf_checklist === canaryUrl).toBe(visitor.canary);
          }
        }),
      );
    // A visitor on the live side, in a browser, sees v1; with the pin link, v2, on every page after it.
    const live = visitors.find((v) => !v.canary)!;
    const context = await browser.newContext({ baseURL: site.siteUrl });
    await context.addCookies([{ name: 'lo_release_id', value: live.cookie.split('=')[1]!, url: site.siteUrl }]);
    const page = await context.newPage();
    await page.goto('/checklist');
    await visible(page.getByRole('heading', { level: 1, name: HEADING, exact: true }));
    const link = (await release('pin-link', 'mf_checklist', '2.0.0')).split('\n')[0]!;
    const pinned = new URL(link);
    await page.goto(`/checklist${pinned.search}`);
    await visible(page.getByRole('heading', { level: 1, name: HEADING_V2, exact: true }));
    await page.goto('/checklist/legal');
    await page.goto('/checklist');
    await visible(page.getByRole('heading', { level: 1, name: HEADING_V2, exact: true }));
    await context.close();
    await release('canary', 'mf_checklist', 'off');
  });
});

describe('releasing a remote: automatic rollback', () => {
  it("rolls back a canary that throws on render, from the browsers' beacons, and the platform page shows why", async () => {
    await release('canary', 'mf_checklist', `${v3.url}/mf-manifest.json`, '50');
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const canaryUrl = `${v3.url}/mf-manifest.json`;
    // Three visitors on the canary: the watch judges after three failed loads (RELEASE_CANARY_MIN_LOADS), so a
    // fourth could meet the rolled-back site.
    const onCanary: string[] = [];
    while (onCanary.length < 3) {
      const response = await fetch(`${site.siteUrl}/remotes.json`);
      const id = response.headers
        .getSetCookie()
        .find((c) => c.startsWith('lo_release_id='))!
        .split(';')[0]!
        .split('=')[1]!;
      if (((await response.json()) as Record<string, string>).mf_checklist === canaryUrl) onCanary.push(id);
    }
    for (const id of onCanary) {
      const context = await browser.newContext({ baseURL: site.siteUrl });
      await context.addCookies([{ name: 'lo_release_id', value: id, url: site.siteUrl }]);
      const page = await context.newPage();
      await page.goto('/checklist');
      // The slot's boundary catches the throw; the rest of the page works.
      await visible(page.getByText('This section is temporarily unavailable'));
      await visible(page.getByRole('navigation', { name: 'Main' }));
      // Leaving the page sends its beacon. The context closes once the registry counts it: closing at once can
      // drop a beacon still in flight (a browser closing a tab would deliver it), and the watch needs them all.
      const before = await canaryFailures();
      await page.goto('about:blank');
      const counted = Date.now() + 15_000;
      while ((await canaryFailures()) <= before) {
        if (Date.now() > counted) throw new Error(`the registry never counted the beacon of the visit on release id ${id}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      await context.close();
    }
    const deadline = Date.now() + 30_000;
    let status = '';
    while (Date.now() < deadline) {
      status = await release('status', 'mf_checklist');
      if (/auto-rollback/.test(status)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (!/auto-rollback/.test(status)) {
      // Say why: the versions' figures the watch judges, and when the watch last ran (or failed).
      const stats = await checklistStats();
      const watch = await site.query('SELECT * FROM scheduled_job WHERE name = $1', ['release-canary-watch']);
      throw new Error(`no auto-rollback within 30 s\n${status}\nstats: ${JSON.stringify(stats)}\nwatch: ${JSON.stringify(watch)}`);
    }
    expect(status).toMatch(/^mf_checklist: live 1\.0\.0\n/);
    expect(status).toMatch(/auto-rollback\s+3\.0\.0 -> 1\.0\.0\s+by canary watch \(canary 3\.0\.0: \d+ failures in \d+ loads \(100%\)/);

    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    await page.goto('/platform');
    await page.getByLabel('Admin release token').fill(ADMIN);
    await page.getByRole('button', { name: 'Open', exact: true }).click();
    const card = page.getByTestId('platform-mf_checklist');
    await visible(card.getByText('Canary: none'));
    const row = card.locator('tr[data-action="auto-rollback"]');
    await visible(row);
    expect(await row.textContent()).toMatch(/canary watch.*canary 3\.0\.0: \d+ failures in \d+ loads \(100%\) over the last 10 min/);
    // The hour's figures, and a chart that says what it shows.
    await visible(card.getByRole('row', { name: /3\.0\.0 .*100%/ }));
    await visible(card.getByRole('img', { name: /Error rate per minute of mf_checklist over the last hour/ }));
    // Nothing is wider than a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
