import { FIRST_PAINT_CLASS } from '@launchops/kit';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();

/** The routes whose remotes give a head (their route-data.ts), with the texts they paint. */
const ROUTES = [
  { path: '/checklist', title: 'Startup Journey Checklist', lead: /^Every operational task a US startup needs/ },
  { path: '/software', title: 'Software Recommendations', lead: /^Products we would use ourselves/ },
  { path: '/tools', title: 'Recommended Tools', lead: /^A quick directory of the services/ },
  { path: '/consulting', title: 'An hour with an operations advisor', lead: /^Bring the open questions/ },
  { path: '/blog', title: 'Startup Operations Blog', lead: /^Practical guides to forming, funding/ },
  { path: '/newsletter', title: 'Newsletter archive', lead: /^One operational tip for founders every Thursday/ },
];
const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 1280, height: 900 },
];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where the title and lead of the page's intro are: the first paint's, or the page's own (<h1> and the paragraph after it). */
async function introBoxes(page: Page, which: 'first paint' | 'page'): Promise<{ title: Box; lead: Box }> {
  const selectors = which === 'first paint' ? [`.${FIRST_PAINT_CLASS.title}`, `.${FIRST_PAINT_CLASS.lead}`] : ['main header h1', 'main header h1 + p'];
  const [title, lead] = await Promise.all(
    selectors.map((selector) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => {
          const r = element.getBoundingClientRect();
          return { x: Math.round(r.x), y: Math.round(r.y + window.scrollY), width: Math.round(r.width), height: Math.round(r.height) };
        }),
    ),
  );
  return { title: title!, lead: lead! };
}

/**
 * A page whose requests to the remotes (any origin but the site's) are held until `release()` (or 60 s): the test
 * looks at the page with the remote certainly not there yet, however busy the machine, then lets it load.
 */
async function openWithHeldRemotes(
  b: Browser,
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
): Promise<{ page: Page; release: () => void }> {
  const context = await b.newContext({ baseURL: site.siteUrl, viewport, javaScriptEnabled });
  const page = await context.newPage();
  const siteOrigin = new URL(site.siteUrl).origin;
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, 60_000).unref();
  });
  await page.route('**/*', async (route) => {
    if (new URL(route.request().url()).origin !== siteOrigin) await released;
    await route.continue();
  });
  return { page, release };
}

describe('first paint from the edge', () => {
  it('puts the route head in the HTML, escaped, with its JSON for the shell, and nothing for a route without one', async () => {
    const html = await (await fetch(`${site.siteUrl}/tools`)).text();
    expect(html).toContain(`<div id="root"><div class="${FIRST_PAINT_CLASS.root}"`);
    expect(html).toContain('<script id="lo-route-head" type="application/json">{"path":"/tools","title":"Recommended Tools"');
    expect(html).toMatch(/<style>\.lo-fp-bar\{/);
    // A remote's route without a head: the navigation's bar with the site's name only.
    const category = await (await fetch(`${site.siteUrl}/checklist/legal-formation`)).text();
    expect(category).toContain(`<div id="root"><div class="${FIRST_PAINT_CLASS.root}" aria-busy="true"><div class="${FIRST_PAINT_CLASS.bar}">`);
    expect(category).toContain(`<span class="${FIRST_PAINT_CLASS.brand}">Launch<span>Ops</span></span>`);
    expect(category).not.toContain('lo-route-head');
    expect(category).not.toContain(`class="${FIRST_PAINT_CLASS.title}"`);
    // A page of the shell's own: nothing.
    expect(await (await fetch(`${site.siteUrl}/about`)).text()).toContain('<div id="root"></div>');
  });

  for (const viewport of VIEWPORTS) {
    it(`shows each head before any script, keeps it on screen while the remote loads, and the page's intro lands where it was (${viewport.width} px)`, async () => {
      for (const route of ROUTES) {
        // Without scripts: the HTML alone paints the title and lead.
        const { page: still } = await openWithHeldRemotes(browser, viewport, false);
        await still.goto(route.path);
        expect(await still.locator(`.${FIRST_PAINT_CLASS.title}`).textContent()).toBe(route.title);
        expect(await still.locator(`.${FIRST_PAINT_CLASS.lead}`).textContent()).toMatch(route.lead);
        const painted = await introBoxes(still, 'first paint');
        const paintedBrand = (await still.locator(`.${FIRST_PAINT_CLASS.brand}`).boundingBox())!;
        await still.context().close();

        // With scripts and a remote held back: the intro never leaves the screen, and the page's own lands on it.
        const { page, release } = await openWithHeldRemotes(browser, viewport);
        await page.addInitScript((classes: { lead: string }) => {
          const seen = window as unknown as { introGone?: boolean; introShown?: boolean };
          new MutationObserver(() => {
            const shown = Boolean(document.querySelector(`.${classes.lead}, main header h1 + p`));
            if (shown) seen.introShown = true;
            else if (seen.introShown) seen.introGone = true;
          }).observe(document, { childList: true, subtree: true });
        }, FIRST_PAINT_CLASS);
        // Not waiting for "load": the remote's preloads, held back, would hold it too.
        await page.goto(route.path, { waitUntil: 'domcontentloaded' });
        // The shell is up (its navigation), the remote not yet: the slot shows the same intro in the same place.
        await visible(page.getByRole('navigation', { name: 'Main' }));
        expect(await page.locator('main h1').count(), `${route.path}: the remote is held back`).toBe(0);
        await expect.poll(() => introBoxes(page, 'first paint'), { message: `${route.path}: the shell's intro`, timeout: 10_000 }).toEqual(painted);
        release();
        await visible(page.getByRole('heading', { level: 1, name: route.title }));
        const own = await introBoxes(page, 'page');
        for (const part of ['title', 'lead'] as const) {
          for (const key of ['x', 'y', 'width', 'height'] as const) {
            expect(
              Math.abs(own[part][key] - painted[part][key]),
              `${route.path} ${part} ${key}: ${JSON.stringify({ own: own[part], painted: painted[part] })}`,
            ).toBeLessThanOrEqual(1);
          }
        }
        expect(await page.evaluate(() => (window as unknown as { introGone?: boolean }).introGone ?? false), `${route.path}: the intro left the screen`).toBe(
          false,
        );
        expect(await page.locator(`.${FIRST_PAINT_CLASS.root}`).count()).toBe(0);
        // The site's name sat where the navigation's is.
        const brand = (await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'LaunchOps' }).boundingBox())!;
        for (const key of ['x', 'y', 'width', 'height'] as const) {
          expect(
            Math.abs(brand[key] - paintedBrand[key]),
            `${route.path} brand ${key}: ${JSON.stringify({ nav: brand, painted: paintedBrand })}`,
          ).toBeLessThanOrEqual(1);
        }
        await page.context().close();
      }
    });
  }
});

describe('the largest image, preloaded by the edge', () => {
  it("preloads the first card's cover on /blog and the article's cover on /blog/:slug, the very images the pages show, each fetched once", async () => {
    const posts = (await (await fetch(`${site.apiUrl}/api/blog-posts`)).json()) as Array<{ slug: string; imageUrl: string; tier: string }>;
    // An article every visitor reads: a premium one (issue 35) answers the edge 402, so it has no cover to preload.
    const readable = posts.filter((p) => p.tier !== 'premium');
    const post = readable.find((p) => p.imageUrl !== posts[0]!.imageUrl) ?? readable[0]!;
    const premium = posts.find((p) => p.tier === 'premium')!;
    expect(await (await fetch(`${site.siteUrl}/blog/${premium.slug}`)).text()).not.toContain('rel="preload" as="image"');
    for (const [path, image, selector] of [
      ['/blog', posts[0]!.imageUrl, 'main ul img[alt$="illustration"]'],
      [`/blog/${post.slug}`, post.imageUrl, 'main article img[alt$="illustration"]'],
    ] as const) {
      const html = await (await fetch(`${site.siteUrl}${path}`)).text();
      expect(html, path).toContain(`<link rel="preload" as="image" href="${image}" fetchpriority="high">`);
      const context = await browser.newContext({ baseURL: site.siteUrl });
      const page = await context.newPage();
      const fetched: string[] = [];
      page.on('request', (request) => request.resourceType() === 'image' && fetched.push(new URL(request.url()).pathname));
      await page.goto(path);
      await visible(page.locator(selector).first());
      expect(await page.locator(selector).first().getAttribute('src'), path).toBe(image);
      expect(
        fetched.filter((url) => url === image),
        path,
      ).toHaveLength(1);
      await context.close();
    }
    // A filtered list may start with another article: no preload there.
    expect(await (await fetch(`${site.siteUrl}/blog?category=Hiring`)).text()).not.toContain('rel="preload" as="image"');
  });
});
