import { homeWidgets, type RemoteName } from '@launchops/kit';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, hidden, textOf, urlOf, visible } from '@launchops/kit/e2e';
import { useTestSite } from '@launchops/tools/test-site';

const { site, browser } = useTestSite();

/** The remotes with a home widget, in page order (from the roster). */
const WIDGETS: RemoteName[] = homeWidgets().map((widget) => widget.remote);

async function openHome(path = '/'): Promise<Page> {
  const context = await browser.newContext({ baseURL: site.siteUrl });
  const page = await context.newPage();
  await page.goto(path);
  await visible(page.getByRole('heading', { level: 1 }));
  return page;
}

async function widgetLoaded(page: Page, remote: RemoteName): Promise<void> {
  const slot = page.locator(`[data-widget="${remote}"]`);
  await slot.scrollIntoViewIfNeeded();
  await visible(slot.locator('h2, h3').first());
  expect(await slot.locator('[data-remote-fallback]').count()).toBe(0);
}

describe('home page', () => {
  it("is a chunk of its own: preloaded by the edge on / and painted whole, never downloaded on a remote's route", async () => {
    const html = await (await fetch(`${site.siteUrl}/`)).text();
    const preload = /<link rel="preload" as="script" href="(\/static\/js\/async\/home\.[\w.]+\.js)">/.exec(html)?.[1];
    expect(preload, 'the home chunk preload').toBeDefined();
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    // No skeleton first, even when the chunk is slow: the page's loading placeholder (PageSkeleton) never appears.
    await page.route('**/static/js/async/home.*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await page.addInitScript(() => {
      const seen = window as unknown as { skeletonSeen?: boolean };
      new MutationObserver(() => {
        if (document.querySelector('[aria-busy="true"][aria-label="Loading"]')) seen.skeletonSeen = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.evaluate(() => (window as unknown as { skeletonSeen?: boolean }).skeletonSeen ?? false)).toBe(false);
    expect(scripts).toContain(preload);
    scripts.length = 0;
    await page.goto('/checklist');
    await visible(page.getByRole('heading', { level: 1, name: 'Startup Journey Checklist' }));
    expect(scripts.filter((script) => /\/home\./.test(script))).toEqual([]);
    await context.close();
  });

  it('renders its own sections and the four widgets', async () => {
    const page = await openHome();
    await visible(page.getByRole('link', { name: 'Launch Your Checklist' }));
    // The readiness quiz is live (no "Coming Soon"), and no paid plan is sold.
    expect(await page.getByText('Coming Soon').count()).toBe(0);
    await visible(page.getByRole('link', { name: 'Take the quiz' }));
    await visible(page.getByRole('heading', { name: 'What LaunchOps costs' }));
    await visible(page.getByRole('heading', { name: 'The Complete Startup Operations Guide' }));
    expect(await page.getByRole('link', { name: 'View detailed checklist', exact: true }).count()).toBe(0); // each is named after its card
    expect(await page.getByRole('link', { name: /^View detailed checklist:/ }).count()).toBe(6);
    expect(await page.getByText(/\$\d+\s*\/\s*month/).count()).toBe(0);
    for (const remote of WIDGETS) await widgetLoaded(page, remote);
    await page.context().close();
  });

  it('has working links and anchors', async () => {
    const page = await openHome();
    const hrefs = await page.locator('main a[href]').evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
    // Hero, area tiles, six feature cards and the cost section, before any widget has loaded.
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    for (const href of hrefs) {
      if (href.startsWith('http')) continue;
      const url = new URL(href, site.siteUrl);
      if (url.hash && url.pathname === '/') {
        expect(await page.locator(url.hash).count(), href).toBe(1);
        continue;
      }
      const target = await browser.newPage({ baseURL: site.siteUrl });
      await target.goto(url.pathname + url.search);
      await visible(target.locator('main h1'));
      expect(await textOf(target.locator('main h1')), href).not.toContain('404');
      await target.close();
    }
    await page.getByRole('link', { name: 'Explore Operational Areas' }).click();
    await eventually(() => urlOf(page)).toMatch(/#features$/);
    await eventually(() => page.evaluate(() => Math.abs(document.getElementById('features')!.getBoundingClientRect().top) < 120)).toBe(true);
    await page.context().close();
  });

  it('scrolls to the pricing section when opened at /#pricing', async () => {
    const page = await openHome('/#pricing');
    await eventually(() => page.evaluate(() => Math.abs(document.getElementById('pricing')!.getBoundingClientRect().top) < 120)).toBe(true);
    await page.context().close();
  });
});

describe('home page: Back, Forward and a widget down', () => {
  it('opens a new page at the top; Back, Forward and a reload return to where the visitor was', async () => {
    const page = await openHome();
    const scrollY = () => page.evaluate(() => window.scrollY);
    const near = (target: number) => eventually(async () => Math.abs((await scrollY()) - target) <= 2).toBe(true);
    const slot = page.locator('[data-widget="mf_catalog"]');
    await slot.scrollIntoViewIfNeeded();
    const link = slot.getByRole('link', { name: 'Learn more about QuickBooks Online' });
    await visible(link);
    const onHome = await scrollY();
    expect(onHome).toBeGreaterThan(600);

    await link.click();
    const heading = page.getByRole('heading', { level: 1, name: 'QuickBooks Online' });
    await visible(heading);
    await near(0);
    await page.evaluate(() => window.scrollTo(0, Math.min(400, document.documentElement.scrollHeight - window.innerHeight)));
    const onDetail = await scrollY();
    expect(onDetail).toBeGreaterThan(100);

    await page.goBack();
    await near(onHome);
    await visible(link);
    await page.goForward();
    await visible(heading);
    await near(onDetail);
    await page.reload();
    await visible(heading);
    await near(onDetail);
    // A link to a page (not Back) still opens it at the top.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
    await visible(page.getByRole('heading', { name: 'Recommended Tools' }));
    await near(0);
    await page.context().close();
  });

  for (const stopped of WIDGETS) {
    it(`still renders its own sections and the other widgets with ${stopped} down, and Retry recovers it once it is back`, async () => {
      await site.stopRemote(stopped);
      try {
        const page = await openHome();
        await visible(page.getByRole('heading', { name: 'The Complete Startup Operations Guide' }));
        await visible(page.getByRole('heading', { name: 'What LaunchOps costs' }));
        const slot = page.locator(`[data-widget="${stopped}"]`);
        await slot.scrollIntoViewIfNeeded();
        await visible(slot.locator('[data-remote-fallback]'));
        for (const other of WIDGETS.filter((r) => r !== stopped)) await widgetLoaded(page, other);
        await site.startRemote(stopped);
        await slot.getByRole('button', { name: 'Retry' }).click();
        await widgetLoaded(page, stopped);
        await page.context().close();
      } finally {
        await site.startRemote(stopped);
      }
    });
  }
});

describe('home page: remotes that are slow or not yet needed', () => {
  it('does not wait for the remotes to paint its hero', async () => {
    // Every remote hangs: the hero must still show at once.
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    await page.route(/localhost:\d+\/(mf-manifest\.json|static\/)/, (route) => {
      if (route.request().url().startsWith(site.siteUrl)) return route.continue();
      return new Promise(() => undefined); // never answers
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('heading', { level: 1 }), 5000);
    await visible(page.getByRole('navigation', { name: 'Main' }));
    await hidden(page.locator('[data-widget="mf_content"] [data-remote-fallback]'), 1000);
    await context.close();
  });

  it('loads no remote before a widget nears the viewport, then loads the widget', async () => {
    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 1280, height: 720 } });
    const page = await context.newPage();
    const remoteRequests: string[] = [];
    const remoteOrigins = Object.values(site.remoteUrls);
    page.on('request', (request) => {
      if (remoteOrigins.some((origin) => request.url().startsWith(origin))) remoteRequests.push(request.url());
    });
    await page.goto('/');
    await visible(page.getByRole('heading', { level: 1 }));
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
    await widgetLoaded(page, 'mf_content');
    expect(remoteRequests.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
    await context.close();
  });

  it('paints the shell at once while a remote answers only after 10 s, then shows it', async () => {
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    await page.route(`${site.remoteUrls.mf_checklist}/mf-manifest.json`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue();
    });
    const started = Date.now();
    await page.goto('/checklist', { waitUntil: 'domcontentloaded' });
    await visible(page.getByRole('navigation', { name: 'Main' }), 5000);
    await visible(page.locator('main [aria-busy="true"]').first(), 5000);
    expect(Date.now() - started).toBeLessThan(8_000);
    await hidden(page.getByRole('heading', { name: 'Startup Journey Checklist' }), 1000);
    await visible(page.getByRole('heading', { name: 'Startup Journey Checklist' }), 20_000);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10_000);
    await context.close();
  });
});

describe('honest numbers', () => {
  /** Every "N tasks", "N areas", "N recommendations" or "N articles" a page shows, with the API's own count. */
  it('shows no count that differs from the API, and names only real tasks as key tasks', async () => {
    const api = async <T>(path: string) => (await (await fetch(`${site.apiUrl}${path}`)).json()) as T;
    const categories = await api<Array<{ totalItems: number }>>('/api/checklist-categories');
    const items = await api<Array<{ title: string }>>('/api/checklist-items');
    const software = await api<unknown[]>('/api/software-recommendations');
    const posts = await api<unknown[]>('/api/blog-posts');
    const truth: Record<string, number> = {
      task: items.length,
      area: categories.length,
      recommendation: software.length,
      article: posts.length,
    };
    expect(categories.reduce((n, c) => n + c.totalItems, 0)).toBe(items.length);

    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const seen: string[] = [];
    for (const path of ['/', '/about', '/contact', '/checklist', '/software', '/tools', '/blog', '/consulting', '/signup', '/login']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      if (path === '/') for (const remote of WIDGETS) await widgetLoaded(page, remote);
      await page.waitForLoadState('networkidle');
      const text = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
      // A count with a "+" ("50+ tasks") is a guess, never the real number.
      expect(text, path).not.toMatch(/\d+\+ (tasks|recommendations|tools|founders|articles)/i);
      for (const match of text.matchAll(/\b(\d+) (task|area|recommendation|article)s?\b/gi)) {
        const noun = match[2]!.toLowerCase();
        // "1 of 12 tasks done" counts progress, not the checklist.
        if (text.slice(Math.max(0, match.index - 6), match.index).includes('of ')) continue;
        seen.push(`${path}: ${match[0]}`);
        expect(Number(match[1]), `${path} says "${match[0]}"`).toBe(truth[noun]);
      }
    }
    expect(seen.length).toBeGreaterThan(0);

    await page.goto('/');
    const titles = new Set(items.map((item) => item.title));
    // The features section renders as it nears the viewport.
    await page.getByRole('heading', { name: 'The Complete Startup Operations Guide' }).scrollIntoViewIfNeeded();
    await visible(page.locator('[aria-label^="Key tasks:"] li').first());
    const keyTasks = await page.locator('[aria-label^="Key tasks:"] li').allInnerTexts();
    expect(keyTasks.length).toBe(24);
    for (const task of keyTasks) expect(titles, `"${task}" on the home page is not a checklist task`).toContain(task.trim());
    await context.close();
  });
});
