import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import type { LighthouseFigures } from './lighthouse.js';

/** What marks each route's main content as visible. */
export const READY_SELECTOR: Record<string, string> = {
  '/': 'main h1',
  '/checklist': 'main h1',
  '/software': 'main h1',
  '/tools': 'main h1',
  '/blog': 'main h1',
  '/blog/:slug': 'main article h1, main h1',
  '/consulting': 'main h1',
};

export interface RouteFigures {
  route: string;
  url: string;
  jsRawKb: number;
  jsGzipKb: number;
  /** Bytes of JS actually sent (as the servers encode it: the build's brotli copies). */
  jsSentKb: number;
  cssRawKb: number;
  cssGzipKb: number;
  requests: number;
  coldVisibleMs: number;
  warmVisibleMs: number;
  lighthouse?: Record<'mobile' | 'desktop', LighthouseFigures>;
}

export type LoadFigures = Omit<RouteFigures, 'route' | 'url' | 'lighthouse'> & { sharedTwice: string[] };

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

type Body = { type: 'js' | 'css'; url: string; size: number; gzip: number; sent: number };

/** Records each script and stylesheet the page loads (its size, gzip size and bytes sent); `pending` settles once all are read. */
function recordBodies(page: Page): { bodies: Body[]; pending: Array<Promise<void>>; requests: () => number } {
  const bodies: Body[] = [];
  const pending: Array<Promise<void>> = [];
  let requests = 0;
  page.on('requestfinished', (request) => {
    requests++;
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      (async () => {
        // A request that finishes as the page closes has no response left to read: not counted (and no crash).
        const response = await request.response().catch(() => null);
        const body = await response?.body().catch(() => undefined);
        const sent = (await request.sizes().catch(() => undefined))?.responseBodySize ?? 0;
        if (body)
          bodies.push({ type: type === 'script' ? 'js' : 'css', url: request.url(), size: body.length, gzip: gzipSync(body, { level: 9 }).length, sent });
      })(),
    );
  });
  return { bodies, pending, requests: () => requests };
}

/** When the route's main content became visible (ms since navigation). */
const visibleAt = (page: Page, readySelector: string) =>
  // A string, not a function: the TypeScript runner would wrap a named function in a helper the page lacks.
  page.evaluate<number>(
    `new Promise((resolve) => { const selector = ${JSON.stringify(readySelector)}; (function check() { const el = document.querySelector(selector); if (el && el.offsetParent !== null) resolve(performance.now()); else requestAnimationFrame(check); })(); })`,
  );

/** Module Federation's shared libraries that more than one provider loaded ("pkg: from@version, ..."). */
const sharedLoadedTwice = (page: Page) =>
  page.evaluate(() => {
    const scopes =
      (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } })
        .__FEDERATION__?.__SHARE__ ?? {};
    const providers: Record<string, Set<string>> = {};
    for (const scope of Object.values(scopes))
      for (const pkgs of Object.values(scope))
        for (const [pkg, versions] of Object.entries(pkgs)) {
          for (const [version, info] of Object.entries(versions)) if (info.loaded) (providers[pkg] ??= new Set()).add(`${info.from}@${version}`);
        }
    return Object.entries(providers)
      .filter(([, set]) => set.size > 1)
      .map(([pkg, set]) => `${pkg}: ${[...set].join(', ')}`);
  });

/** A route's first load (cold) and reload (warm): bytes of JS and CSS, requests, and when its content was visible. */
export async function measureLoad(browser: Browser, url: string, readySelector: string, listRequests: boolean): Promise<LoadFigures> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const recorded = recordBodies(page);
  await page.goto(url, { waitUntil: 'commit' });
  const coldVisibleMs = Math.round(await visibleAt(page, readySelector));
  await page.waitForLoadState('networkidle');
  await Promise.all(recorded.pending);
  const sharedTwice = await sharedLoadedTwice(page);
  const firstRequests = recorded.requests();
  const firstBodies = [...recorded.bodies];
  if (listRequests) {
    for (const b of firstBodies)
      process.stderr.write(`  ${b.type} ${kb(b.gzip).toFixed(1).padStart(6)} kB gz ${kb(b.sent).toFixed(1).padStart(6)} kB sent  ${b.url}\n`);
  }
  await page.goto(url, { waitUntil: 'commit' });
  const warmVisibleMs = Math.round(await visibleAt(page, readySelector));
  await context.close();
  const sum = (type: 'js' | 'css', key: 'size' | 'gzip' | 'sent') => firstBodies.filter((b) => b.type === type).reduce((n, b) => n + b[key], 0);
  return {
    jsRawKb: kb(sum('js', 'size')),
    jsGzipKb: kb(sum('js', 'gzip')),
    jsSentKb: kb(sum('js', 'sent')),
    cssRawKb: kb(sum('css', 'size')),
    cssGzipKb: kb(sum('css', 'gzip')),
    requests: firstRequests,
    coldVisibleMs,
    warmVisibleMs,
    sharedTwice,
  };
}

/** From /checklist (only mf_checklist loaded) to /tools, whose remote is not loaded yet. */
export async function clientNavigationMs(browser: Browser, siteUrl: string): Promise<number> {
  const context = await browser.newContext({ baseURL: siteUrl });
  const page = await context.newPage();
  await page.goto('/checklist');
  await page.waitForSelector('main h1');
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate(() => performance.now());
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools', exact: true }).click();
  await page.waitForFunction(() => location.pathname === '/tools' && document.querySelector('main h1')?.textContent?.includes('Tools'));
  const ended = await page.evaluate(() => performance.now());
  await context.close();
  return Math.round(ended - started);
}
