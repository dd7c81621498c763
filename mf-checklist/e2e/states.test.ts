import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();

/** Set to a folder to keep a full-page picture of each state page at each width (for the note). */
const screenshots = process.env.STATE_SCREENSHOTS_DIR;

/** The page is no wider than the window: nothing scrolls sideways at this width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the state pages, at a phone and a desktop width', () => {
  for (const width of [360, 1280]) {
    it(`render the index and three states from their records at ${width} px, with sources, and a 404 for a name that is no state`, async () => {
      const context = await browser.newContext({ baseURL: site.siteUrl, reducedMotion: 'reduce', viewport: { width, height: 900 } });
      const page = await context.newPage();
      try {
        const index = await page.goto('/checklist/states');
        expect(index?.status()).toBe(200);
        await visible(page.getByRole('heading', { level: 1, name: 'State by state' }));
        await visible(page.getByRole('link', { name: /^California/ }));
        expect(await fitsWidth(page)).toBe(true);
        for (const [slug, name] of [
          ['california', 'California'],
          ['new-york', 'New York'],
          ['texas', 'Texas'],
        ] as const) {
          const response = await page.goto(`/checklist/states/${slug}`);
          expect(response?.status()).toBe(200);
          await visible(page.getByRole('heading', { level: 1, name: `${name}: what a company owes the state` }));
          // All five kinds, each record with its agency's page.
          expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThanOrEqual(5);
          const records = page.getByTestId('state-record');
          expect(await records.count()).toBeGreaterThan(10);
          // Every record names its agency's page (the other links in a source line are the site's own task pages).
          const sources = await page
            .locator('[data-testid="state-record"] .source a')
            .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').filter((href) => !href.startsWith('/')));
          expect(sources.length).toBe(await records.count());
          expect(
            sources.filter(
              (href) => !/^https:\/\/[^/]+\.(gov|us)\//.test(href) && !/^https:\/\/(www\.)?(ga-newhire\.com|floridarevenue\.com|sunbiz\.org)\//.test(href),
            ),
          ).toEqual([]);
          expect(await fitsWidth(page)).toBe(true);
          if (screenshots) await page.screenshot({ path: path.join(screenshots, `state-${slug}-${width}.png`), fullPage: true });
        }
        const missing = await page.goto('/checklist/states/atlantis');
        expect(missing?.status()).toBe(404);
        await visible(page.getByRole('alert').filter({ hasText: 'There is no state at this address.' }));
      } finally {
        await context.close();
      }
    });
  }
});

describe('every state and the District of Columbia', () => {
  // 51 pages one after another: longer than a test's usual 90 s on busy cores.
  it('has a page from its records, with all five kinds and every record sourced, that fits a 360 px phone', { timeout: 240_000 }, async () => {
    const states = (await (await fetch(`${site.siteUrl}/api/states`)).json()) as Array<{ name: string; slug: string; counts: Record<string, number> }>;
    expect(states).toHaveLength(51);
    for (const state of states)
      expect(
        Object.values(state.counts).filter((n) => n > 0),
        state.name,
      ).toHaveLength(5);
    const context = await browser.newContext({ baseURL: site.siteUrl, reducedMotion: 'reduce', viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    try {
      for (const state of states) {
        const response = await page.goto(`/checklist/states/${state.slug}`);
        expect(response?.status(), state.name).toBe(200);
        await visible(page.getByRole('heading', { level: 1, name: `${state.name}: what a company owes the state` }));
        const records = await page.getByTestId('state-record').count();
        expect(records, state.name).toBe(Object.values(state.counts).reduce((a, b) => a + b, 0));
        expect(await page.locator('[data-testid="state-record"] .source a[href^="https://"]').count(), state.name).toBe(records);
        expect(await fitsWidth(page), `${state.name} scrolls sideways at 360 px`).toBe(true);
      }
    } finally {
      await context.close();
    }
  });
});
