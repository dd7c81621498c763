import { catalogueViewSchema } from '@launchops/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countOf, eventually, hidden, scrollToWidget, standInForOtherHosts, textOf, urlOf, visible } from '@launchops/kit/e2e';
import { useTestSite } from '@launchops/tools/test-site';

const { site, browser } = useTestSite();

/** A browser context whose requests to other hosts get a stand-in page: this machine has no internet. */
async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl, ...options });
  await standInForOtherHosts(context);
  return { context, page: await context.newPage() };
}

/** The affiliate clicks the API stored, in order. */
function storedClicks(): Promise<Array<{ tool_id: string; source: string; visitor_id: string }>> {
  return site.query('SELECT tool_id, source, visitor_id::text AS visitor_id FROM affiliate_click ORDER BY id');
}

function expectWellFormedHttps(address: string) {
  const url = new URL(address);
  expect(url.protocol, address).toBe('https:');
  expect(url.hostname, address).toMatch(/^([a-z0-9-]+\.)+[a-z]{2,}$/);
  expect(url.hostname, address).not.toMatch(/(^|\.)(example\.(com|org|net)|localhost|test|invalid)$/);
  expect(url.username + url.password + url.port, address).toBe('');
}

describe('tools directory: filters, search and Visit Site', () => {
  it('filters to HR & Payroll, searches, opens Visit Site in a new tab with the tracking parameters, and stores the click', async () => {
    const { context, page } = await newPage();
    const clickResponses: number[] = [];
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(response.url()).pathname === '/api/affiliate-clicks') clickResponses.push(response.status());
    });

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Recommended Tools' }));
    await eventually(() => textOf(page.getByRole('status'))).toBe('Showing 20 of 20 tools');
    await eventually(() => page.title()).toBe('Recommended Tools for Startups | LaunchOps');

    await page.getByRole('tab', { name: 'HR & Payroll' }).click();
    await eventually(() => textOf(page.getByRole('status'))).toBe('Showing 3 of 20 tools');
    await page.getByRole('searchbox', { name: 'Search tools' }).fill('gusto');
    await eventually(() => textOf(page.getByRole('status'))).toBe('Showing 1 of 20 tools');
    const card = page.getByRole('article', { name: 'Gusto' });
    await visible(card);

    const visit = card.getByRole('link', { name: /^Visit Site/ });
    expect(await visit.getAttribute('rel')).toBe('sponsored noopener noreferrer');
    expect(await visit.getAttribute('target')).toBe('_blank');
    const [popup] = await Promise.all([context.waitForEvent('page'), visit.click()]);
    await popup.waitForLoadState('domcontentloaded');
    await eventually(() => urlOf(popup)).toMatch(/^https:\/\/gusto\.com\//);
    const opened = new URL(popup.url());
    expect(opened.origin + opened.pathname).toBe('https://gusto.com/pricing');
    expect(Object.fromEntries(opened.searchParams)).toEqual({
      utm_source: 'gusto',
      utm_medium: 'affiliate',
      utm_campaign: 'tools_page',
      ref: 'gusto',
    });
    await visible(popup.getByRole('heading', { name: 'Partner site' }));
    // The opener stays on the tools page, its filters in the address.
    expect(page.url()).toBe(`${site.siteUrl}/tools?tab=hr&q=gusto`);

    await eventually(() => clickResponses).toEqual([202]);
    const visitor = (await context.cookies(site.siteUrl)).find((cookie) => cookie.name === 'lo_visitor')?.value;
    await context.close();

    const clicks = await storedClicks();
    expect(clicks).toEqual([{ tool_id: 'gusto', source: 'tools_page', visitor_id: visitor }]);
  });

  it('every built-in tool link on the page is a well-formed https address with the tracking parameters', async () => {
    const { context, page } = await newPage();
    await page.goto('/tools');
    await eventually(() => countOf(page.locator('article[data-tool-id]'))).toBe(20);
    const hrefs = await page.locator('a[data-affiliate-link]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(hrefs).toHaveLength(20);
    for (const href of hrefs) {
      expectWellFormedHttps(href);
      const url = new URL(href);
      expect(url.searchParams.get('utm_medium'), href).toBe('affiliate');
      expect(url.searchParams.get('utm_campaign'), href).toBe('tools_page');
      expect(url.searchParams.get('utm_source'), href).toBe(url.searchParams.get('ref'));
    }
    await context.close();
  });
});

describe('tools directory: one price, and a phone', () => {
  it('states one price for a product on both views: its /tools card and its /software page say the same', async () => {
    const tools = catalogueViewSchema.parse(await (await fetch(`${site.apiUrl}/api/catalogue/tools`)).json());
    const { context, page } = await newPage();
    await page.goto('/tools');
    const card = page.getByRole('article', { name: 'QuickBooks Online' });
    await visible(card);
    const price = await textOf(card.getByTestId('pricing'));
    expect(price).toBe(tools.products.find((p) => p.id === 'quickbooks-online')!.pricing);
    await eventually(() => textOf(page.getByRole('status'))).toBe(`Showing ${tools.products.length} of ${tools.counts.tools} tools`);
    await card.getByRole('link', { name: 'Read our review of QuickBooks Online' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'QuickBooks Online' }));
    expect(await textOf(page.getByRole('region', { name: 'Pricing' }))).toContain(price);
    await context.close();
  });

  it('works at 360 px: no horizontal overflow, the filters open and the tooltip is reachable by keyboard', async () => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/tools');
    await eventually(() => countOf(page.locator('article[data-tool-id]'))).toBe(20);
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Filter by category' });
    await panel.getByRole('button', { name: 'Payroll' }).click();
    await panel.getByRole('button', { name: 'Cloud Hosting' }).click();
    await eventually(() => textOf(page.getByTestId('filter-count'))).toBe('2');
    await eventually(() => textOf(page.getByRole('status'))).toBe('Showing 5 of 20 tools');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Keyboard users reach "+n more" with Tab, and focus opens its tooltip.
    const card = page.getByRole('article', { name: 'Gusto' });
    const tooltip = page.getByTestId('catalog-tooltip');
    await card.getByRole('link', { name: /^Visit Site/ }).focus();
    await page.keyboard.press('Shift+Tab');
    await eventually(() => page.evaluate(() => document.activeElement?.textContent)).toBe('+2 more');
    await visible(tooltip);
    expect(await textOf(tooltip)).toContain('Tax, Compliance');
    const box = await tooltip.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(tooltip);

    // Focus that scrolls the page (the button was off screen) keeps the tooltip open.
    await page.getByRole('searchbox', { name: 'Search tools' }).focus();
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await card.getByRole('button', { name: /^\+2 more/ }).focus();
    await eventually(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await visible(tooltip);
    await page.waitForTimeout(800);
    await visible(tooltip, 1000);
    await page.keyboard.press('Tab');
    await hidden(tooltip);
    await context.close();
  });
});

describe('software: links, tabs and search', () => {
  it('every software link from the API is a well-formed https address, and the page links each one', async () => {
    const list = catalogueViewSchema.parse(await (await fetch(`${site.apiUrl}/api/catalogue/software`)).json()).products;
    expect(list.length).toBeGreaterThanOrEqual(3);
    for (const item of list) expectWellFormedHttps(item.link);

    const { context, page } = await newPage();
    await page.goto('/software');
    await visible(page.getByRole('heading', { level: 1, name: 'Software Recommendations' }));
    await eventually(() => countOf(page.locator('article[data-software-id]'))).toBe(list.length);
    const hrefs = await page
      .locator('a[data-affiliate-link]')
      .evaluateAll((links) => links.map((link) => ({ id: link.getAttribute('data-affiliate-link'), href: (link as HTMLAnchorElement).href })));
    expect(hrefs).toHaveLength(list.length);
    for (const { id, href } of hrefs) {
      const item = list.find((candidate) => candidate.id === id)!;
      const url = new URL(href);
      expect(url.origin + url.pathname.replace(/\/$/, '')).toBe(new URL(item.link).origin + new URL(item.link).pathname.replace(/\/$/, ''));
      expect(url.searchParams.get('utm_campaign')).toBe('software');
    }
    await context.close();
  });

  it('filters by category tab and search, and opens a detail page with related software', async () => {
    const { context, page } = await newPage();
    await page.goto('/software');
    await visible(page.getByRole('tab', { name: 'All Categories' }));
    await page.getByRole('tab', { name: 'Fundraising' }).click();
    const names = () => page.locator('article[data-software-id] h2').allTextContents();
    await eventually(names).toContain('Pitch');
    expect(await names()).not.toContain('Notion');
    await page.getByRole('searchbox', { name: 'Search software' }).fill('no such product anywhere');
    await visible(page.getByText('No software found matching the search'));
    await page.getByRole('button', { name: 'Show all software' }).click();
    await page.getByRole('link', { name: 'Details about Pitch' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Pitch' }));
    await visible(page.getByRole('region', { name: 'Related software' }));
    await eventually(() => page.title()).toBe('Pitch: review, pricing, pros and cons | LaunchOps');
    await context.close();
  });
});

describe('software: the address and the detail pages', () => {
  it('keeps the category and search in the address: a reload and Back from a detail page show the same list', async () => {
    const { context, page } = await newPage();
    await page.goto('/software');
    await page.getByRole('tab', { name: 'Fundraising' }).click();
    await page.getByRole('searchbox', { name: 'Search software' }).fill('pitch');
    await eventually(() => urlOf(page)).toBe(`${site.siteUrl}/software?category=fundraising&q=pitch`);
    const names = () => page.locator('article[data-software-id] h2').allTextContents();
    await eventually(names).toContain('Pitch');
    const listed = await names();
    expect(listed).not.toContain('Notion');

    await page.reload();
    await eventually(names).toEqual(listed);
    expect(await page.getByRole('tab', { name: 'Fundraising' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('searchbox', { name: 'Search software' }).inputValue()).toBe('pitch');

    await page.getByRole('link', { name: 'Details about Pitch' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Pitch' }));
    await page.goBack();
    await eventually(names).toEqual(listed);
    expect(await page.getByRole('searchbox', { name: 'Search software' }).inputValue()).toBe('pitch');
    await context.close();
  });

  it('serves the three home-page detail pages and a not-found page for an unknown id', async () => {
    const { context, page } = await newPage();
    for (const [id, name] of [
      ['liveplan', 'LivePlan'],
      ['pitch', 'Pitch'],
      ['quickbooks-online', 'QuickBooks Online'],
    ] as const) {
      await page.goto(`/software/${id}`);
      await visible(page.getByRole('heading', { level: 1, name }));
      await visible(page.getByRole('region', { name: 'Pros' }));
      // A field added to the catalogue reaches the page through the API untouched.
      expect(await textOf(page.getByRole('region', { name: 'Last reviewed' }))).toMatch(/Last reviewed\s*November 25, 2026/);
    }
    await page.goto('/software/no-such-product');
    await visible(page.getByRole('heading', { level: 1, name: 'Software Not Found' }));
    await page.getByRole('link', { name: 'Browse All Software' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Software Recommendations' }));
    await context.close();
  });

  it('shows the home widget with three real products, no rating and no affiliate badge, linking to their pages', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    await scrollToWidget(page, 'mf_catalog');
    const widget = page.getByRole('region', { name: 'Recommended Startup Tools' });
    await visible(widget);
    // Its picks arrive from the API (GET /api/catalogue/home) after the widget shows.
    await eventually(() => countOf(widget.getByRole('article'))).toBe(3);
    expect(await countOf(widget.getByText('Affiliate Deal', { exact: true }))).toBe(0);
    expect(await countOf(widget.getByRole('img', { name: /^Rated/ }))).toBe(0);
    await widget.getByRole('link', { name: 'Learn more about QuickBooks Online' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'QuickBooks Online' }));
    await page.goBack();
    await page.getByRole('link', { name: 'Explore All Recommended Software' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Software Recommendations' }));
    await context.close();
  });
});
