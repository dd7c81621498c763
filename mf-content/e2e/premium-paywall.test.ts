import { type BlogPostSummary, blogPostListSchema, PREMIUM_ARTICLE_PLAN_MESSAGE, TEMPLATES_PLAN_MESSAGE } from '@launchops/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();
let premium: BlogPostSummary;

beforeAll(async () => {
  const posts = blogPostListSchema.parse(await (await fetch(`${site.siteUrl}/api/blog-posts`)).json());
  premium = posts.find((post) => post.tier === 'premium')!;
  expect(premium).toBeDefined();
});

/** What the browser's console shows as errors (a refused request included), and the answers of 400 and above. */
function watch(page: Page): { errors: string[]; refused: string[] } {
  const seen = { errors: [] as string[], refused: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error') seen.errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => seen.errors.push(`pageerror: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) seen.refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return seen;
}

describe('what a visitor without a plan may not read (issue 41: no 402 in the console for ordinary visits)', () => {
  it('an anonymous visit to a premium article shows the paywall with its teaser and logs no error', async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const context = await browser.newContext({ baseURL: site.siteUrl, viewport });
      const page = await context.newPage();
      const seen = watch(page);
      await page.goto(`/blog/${premium.slug}`);
      await visible(page.getByRole('heading', { level: 1, name: premium.title }));
      await visible(page.getByText('Premium article'));
      await visible(page.getByText(premium.excerpt));
      await visible(page.getByText(PREMIUM_ARTICLE_PLAN_MESSAGE));
      expect(await page.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/#plans');
      // From the blog's list too: the premium card's link is followed (and prefetched on hover) without a refusal.
      await page.goto('/blog');
      const card = page.getByRole('list', { name: 'Articles' }).getByRole('link', { name: premium.title });
      await card.hover();
      await card.click();
      await visible(page.getByText(PREMIUM_ARTICLE_PLAN_MESSAGE));
      expect(seen.errors).toEqual([]);
      expect(seen.refused).toEqual([]);
      await context.close();
    }
  });

  it('an anonymous visit to a document template shows the plans and logs no error', async () => {
    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto('/templates/offer-letter');
    await visible(page.getByRole('heading', { level: 1, name: 'A template of the Basic plan' }));
    await visible(page.getByText(TEMPLATES_PLAN_MESSAGE));
    expect(seen.errors).toEqual([]);
    expect(seen.refused).toEqual([]);
    await context.close();
  });
});
