import { documentTemplateListSchema, type DocumentTemplateSummary } from '@launchops/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf, eventually, urlOf, visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();
let templates: DocumentTemplateSummary[];

beforeAll(async () => {
  templates = documentTemplateListSchema.parse(await (await fetch(`${site.siteUrl}/api/templates`)).json());
});

describe('the document templates', () => {
  it('lists the five templates, and a visitor without a plan opening one is shown the plans, not the text', async () => {
    expect(templates.length).toBe(5);
    const context = await browser.newContext({ baseURL: site.siteUrl, viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await page.goto('/templates');
    await visible(page.getByRole('heading', { level: 1, name: 'Document templates' }));
    const list = page.getByRole('list', { name: 'Document templates' });
    await eventually(() => countOf(list.getByRole('listitem'))).toBe(5);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const offer = templates.find((t) => t.slug === 'offer-letter')!;
    await list.getByRole('link', { name: offer.title }).click();
    await eventually(() => new URL(urlOf(page)).pathname).toBe('/templates/offer-letter');
    await visible(page.getByRole('heading', { level: 1, name: 'A template of the Basic plan' }));
    await visible(page.getByText(/Document templates come with the Basic, Pro and Premium plans/));
    expect(await page.getByRole('link', { name: 'See the plans' }).getAttribute('href')).toBe('/#plans');
    expect(await page.getByText(/employment is "at will"/).count()).toBe(0);

    // The site answers 200 for a template it lists and 404 for one it does not, and lists them in the sitemap.
    expect((await fetch(`${site.siteUrl}/templates/offer-letter`)).status).toBe(200);
    // 404 once the edge holds the API's list of pages (before that, on a slow API, entry pages get the benefit of the doubt).
    await eventually(async () => (await fetch(`${site.siteUrl}/templates/a-will`)).status, 30_000).toBe(404);
    expect(await (await fetch(`${site.siteUrl}/sitemap.xml`)).text()).toContain(`${site.siteUrl}/templates/offer-letter</loc>`);
    await context.close();
  });
});
