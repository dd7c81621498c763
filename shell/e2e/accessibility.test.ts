import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, visible } from '@launchops/kit/e2e';
import { startTestSite, type TestSite } from '@launchops/tools/test-site';

let site: TestSite;
let browser: Browser;
const contexts: Partial<Record<'light' | 'dark', BrowserContext>> = {};
let firstPost = { slug: '', authorId: 0 };

const ROUTES = [
  '/',
  '/checklist',
  '/checklist/tax',
  '/software',
  '/software/liveplan',
  '/tools',
  '/blog',
  '/blog/:first',
  '/author/:first',
  '/newsletter',
  '/newsletter/83b-election-30-days',
  '/consulting',
  '/about',
  '/partners',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/affiliate',
  '/login',
  '/signup?plan=pro',
  '/account',
  '/platform',
  '/no-such-page',
];

beforeAll(async () => {
  site = await startTestSite();
  browser = await launchBrowser();
  const posts = (await (await fetch(`${site.apiUrl}/api/blog-posts`)).json()) as Array<{ slug: string; author: { id: number } }>;
  firstPost = { slug: posts[0]!.slug, authorId: posts[0]!.author.id };
  for (const theme of ['light', 'dark'] as const) contexts[theme] = await browser.newContext({ baseURL: site.siteUrl, colorScheme: theme });
});

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

// Concurrent (up to the e2e project's maxConcurrency): each page spends about a second waiting for the
// network to go idle and for reveal animations, time another page's checks can use. Pages are independent.
describe.concurrent('accessibility (axe-core, WCAG 2.1 A and AA)', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const route of ROUTES) {
      it(`${route} (${theme}) has no serious or critical violation`, async ({ expect }) => {
        const path = route.replace('/blog/:first', `/blog/${firstPost.slug}`).replace('/author/:first', `/author/${firstPost.authorId}`);
        const page = await contexts[theme]!.newPage();
        try {
          await page.goto(path);
          await visible(page.locator('main h1'), 20_000);
          await page.waitForLoadState('networkidle');
          // Let reveal animations and remote widgets settle.
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForTimeout(600);
          await page.evaluate(() => window.scrollTo(0, 0));
          const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
          const problems = result.violations
            .filter((v) => v.impact === 'serious' || v.impact === 'critical')
            .map(
              (v) =>
                `${v.id} (${v.impact}): ${v.help} — ${v.nodes
                  .slice(0, 4)
                  .map((n) => n.target.join(' '))
                  .join(' | ')}`,
            );
          expect(problems, problems.join('\n')).toEqual([]);
        } finally {
          await page.close();
        }
      });
    }
  }
});
