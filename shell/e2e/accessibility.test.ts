import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visible } from '../platform/e2e-helpers.js';
import { launchBrowser, startTestSite, type TestSite } from '../platform/test-site.js';

let site: TestSite;
let browser: Browser;
let routes: string[] = [];

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser();
  const posts = (await (await fetch(`${site.apiUrl}/api/blog-posts`)).json()) as Array<{ slug: string; author: { id: number } }>;
  routes = [
    '/', '/checklist', '/checklist/tax', '/software', '/software/business-plan-pro', '/tools', '/blog', `/blog/${posts[0]!.slug}`,
    `/author/${posts[0]!.author.id}`, '/consulting', '/about', '/partners', '/contact', '/privacy', '/terms', '/cookies', '/affiliate',
    '/login', '/signup?plan=pro', '/no-such-page',
  ];
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('accessibility (axe-core)', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious or critical violation on any route, ${theme} theme`, async () => {
      const context = await browser.newContext({ baseURL: site.siteUrl, colorScheme: theme });
      const problems: string[] = [];
      for (const route of routes) {
        const page = await context.newPage();
        await page.goto(route);
        try {
          await visible(page.locator('main h1'), 20_000);
        } catch {
          problems.push(`${route} [${theme}] no visible main heading (page did not render)`);
          await page.close();
          continue;
        }
        await page.waitForLoadState('networkidle');
        // Reveal animations and remote widgets settle first.
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        await page.waitForTimeout(700);
        await page.evaluate(() => window.scrollTo(0, 0));
        const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        for (const v of result.violations.filter((x) => x.impact === 'serious' || x.impact === 'critical')) {
          problems.push(`${route} [${theme}] ${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
        }
        await page.close();
      }
      await context.close();
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
