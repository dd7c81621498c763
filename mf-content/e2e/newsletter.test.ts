import { type NewsletterIssueSummary, newsletterIssueListSchema } from '@launchops/contracts';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf, eventually, urlOf, visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();
let sent: NewsletterIssueSummary[];

beforeAll(async () => {
  sent = newsletterIssueListSchema.parse(await (await fetch(`${site.siteUrl}/api/newsletter-issues`)).json());
});

const issueList = (page: Page) => page.getByRole('list', { name: 'Issues sent' });

describe('the newsletter archive', () => {
  it('is reached from the blog, lists the issues sent newest first, and opens one', async () => {
    // The shipped issues dated before today (two at least) are sent; the archive lists exactly those.
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto('/blog');
    await page.getByRole('link', { name: 'Read past issues' }).click();
    await eventually(() => new URL(urlOf(page)).pathname).toBe('/newsletter');
    await visible(page.getByRole('heading', { level: 1, name: 'Newsletter archive' }));
    await eventually(() => countOf(issueList(page).getByRole('listitem'))).toBe(sent.length);
    expect(await issueList(page).getByRole('heading', { level: 2 }).allTextContents()).toEqual(sent.map((i) => i.title));
    await eventually(() => page.title()).toBe('Newsletter archive | LaunchOps');

    const issue = sent[sent.length - 1]!;
    await issueList(page).getByRole('link', { name: issue.title }).click();
    await eventually(() => new URL(urlOf(page)).pathname).toBe(`/newsletter/${issue.slug}`);
    await visible(page.getByRole('heading', { level: 1, name: issue.title }));
    await visible(page.locator('article').getByRole('heading', { level: 2 }).first());
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.siteUrl}/newsletter/${issue.slug}`);
    await context.close();
  });

  it('answers 200 for a sent issue and 404 for one not sent yet, and lists sent issues in the sitemap', async () => {
    const context = await browser.newContext({ baseURL: site.siteUrl });
    const page = await context.newPage();
    const ok = await page.goto(`/newsletter/${sent[0]!.slug}`);
    expect(ok?.status()).toBe(200);
    // The edge answers 404 once it holds the API's list of pages; until then (an API slow to answer it, on a busy
    // machine) it gives entry pages the benefit of the doubt, as site-server-proxy.test.ts checks.
    await eventually(async () => (await fetch(`${site.siteUrl}/newsletter/not-sent-yet`)).status, 30_000).toBe(404);
    const unsent = await page.goto('/newsletter/not-sent-yet');
    expect(unsent?.status()).toBe(404);
    await visible(page.getByRole('heading', { level: 1, name: 'Issue Not Found' }));
    const sitemap = await (await fetch(`${site.siteUrl}/sitemap.xml`)).text();
    for (const issue of sent) expect(sitemap).toContain(`/newsletter/${issue.slug}</loc>`);
    await context.close();
  });

  it('fits a 360 px wide screen', async () => {
    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    for (const url of ['/newsletter', `/newsletter/${sent[0]!.slug}`]) {
      await page.goto(url);
      await visible(page.getByRole('heading', { level: 1 }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), url).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
});
