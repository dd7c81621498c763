import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countOf, eventually, hidden, scrollToWidget, textOf, urlOf, visible } from '@launchops/kit/e2e';
import { useTestSite } from '@launchops/tools/test-site';

const { site, browser } = useTestSite();

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl, reducedMotion: 'reduce', ...options });
  const page = await context.newPage();
  return { context, page };
}

const isPatch = (response: Response) => response.request().method() === 'PATCH' && response.url().includes('/api/checklist-items/');
const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const overall = (page: Page) => page.getByRole('progressbar', { name: 'Overall progress' });
const stepHeader = (page: Page, n: number, title: string) => page.getByRole('button', { name: new RegExp(`^Step ${n}: ${title.replace(/[()]/g, '\\$&')}`) });

const STEP_1 = 'Decide on an S-corp election (Form 2553)';
const STEP_2 = 'Set a record-retention policy and track QSBS dates';

describe('the checklist in the site: progress', () => {
  it('completes tax tasks in both views, keeps them after a reload, and another visitor does not see them', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/checklist/tax');
      // A category page is named after its category.
      await visible(page.getByRole('heading', { level: 1, name: 'Tax & Accounting Checklist' }));
      await eventually(() => tab(page, 'Tax & Accounting').getAttribute('aria-selected')).toBe('true');
      expect(await page.title()).toBe('Tax & Accounting Checklist | LaunchOps');
      await eventually(() => overall(page).getAttribute('aria-valuenow')).toBe('0');

      // Guided Journey (the default view): the first open step, completed from its panel.
      const panel = page.getByRole('region', { name: `Step 1: ${STEP_1}` });
      await visible(panel);
      await visible(panel.getByText('Step 1 of 11'));
      const saved = page.waitForResponse(isPatch);
      await panel.getByRole('button', { name: 'Mark as Complete' }).click();
      expect((await saved).status()).toBe(200);
      // Saved, the journey moves on to the next open step.
      await visible(page.getByRole('region', { name: `Step 2: ${STEP_2}` }));
      await visible(page.getByRole('navigation', { name: 'Steps in Tax & Accounting' }).getByRole('button', { name: `${STEP_1} (completed)` }));
      await eventually(() => overall(page).getAttribute('aria-valuenow')).toBe('2');

      // Simple Checklist: the second task, by its checkbox.
      await page.getByRole('radio', { name: 'Simple Checklist' }).check();
      const first = page.getByRole('checkbox', { name: STEP_1 });
      const second = page.getByRole('checkbox', { name: STEP_2 });
      await visible(second);
      expect(await first.isChecked()).toBe(true);
      const savedAgain = page.waitForResponse(isPatch);
      await second.check();
      expect((await savedAgain).status()).toBe(200);
      await eventually(() => textOf(tab(page, 'Tax & Accounting'))).toContain('2 of 11 tasks');
      await eventually(() => overall(page).getAttribute('aria-valuenow')).toBe('4');

      // A reload reads both back from the server.
      await page.reload();
      await visible(page.getByRole('checkbox', { name: STEP_2 }));
      await eventually(() => page.getByRole('checkbox', { name: STEP_1 }).isChecked()).toBe(true);
      await eventually(() => page.getByRole('checkbox', { name: STEP_2 }).isChecked()).toBe(true);
      await page.getByRole('radio', { name: 'Guided Journey' }).check();
      await visible(stepHeader(page, 1, STEP_1).and(page.getByRole('button', { name: /\(completed\)$/ })));
      await visible(stepHeader(page, 2, STEP_2).and(page.getByRole('button', { name: /\(completed\)$/ })));
      await eventually(() => overall(page).getAttribute('aria-valuenow')).toBe('4');
    } finally {
      await context.close();
    }

    // Another visitor (a fresh context has no visitor cookie) starts from scratch.
    const other = await newPage();
    try {
      await other.page.goto('/checklist/tax');
      await visible(other.page.getByRole('region', { name: `Step 1: ${STEP_1}` }).getByRole('button', { name: 'Mark as Complete', pressed: false }));
      await eventually(() => overall(other.page).getAttribute('aria-valuenow')).toBe('0');
      await other.page.getByRole('radio', { name: 'Simple Checklist' }).check();
      await visible(other.page.getByRole('checkbox', { name: STEP_2 }));
      expect(await other.page.getByRole('checkbox', { name: STEP_1 }).isChecked()).toBe(false);
      expect(await other.page.getByRole('checkbox', { name: STEP_2 }).isChecked()).toBe(false);
    } finally {
      await other.context.close();
    }
  });
});

describe("the checklist's categories in the URL", () => {
  it('puts the category in the URL, and opens a task linked as /checklist/<category>?task=<slug>', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/checklist');
      await eventually(() => tab(page, 'Legal Formation').getAttribute('aria-selected')).toBe('true');
      await tab(page, 'Banking & Finance').click();
      await eventually(() => urlOf(page)).toMatch(/\/checklist\/banking$/);
      await eventually(() => tab(page, 'Banking & Finance').getAttribute('aria-selected')).toBe('true');
      await page.goBack();
      await eventually(() => tab(page, 'Legal Formation').getAttribute('aria-selected')).toBe('true');

      await page.goto('/checklist/legal?task=file-83b-election');
      const panel = page.getByRole('region', { name: /^Step 8: File/ });
      await visible(panel);
      await eventually(() =>
        panel.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return box.top < window.innerHeight && box.bottom > 0;
        }),
      ).toBe(true);
      // Its related reading and tools.
      await eventually(() => countOf(panel.getByRole('region', { name: 'Related articles' }).getByRole('link'))).toBe(2);
      const tool = panel
        .getByRole('region', { name: 'Recommended tools' })
        .getByRole('link', { name: /^Visit / })
        .first();
      const href = new URL((await tool.getAttribute('href'))!);
      expect(href.searchParams.get('utm_medium')).toBe('affiliate');
      expect(href.searchParams.get('utm_campaign')).toBe('checklist');
      expect(href.searchParams.get('ref')).toBe(href.searchParams.get('utm_source'));
      expect(await tool.getAttribute('rel')).toBe('sponsored noopener noreferrer');
      // The click is recorded through the API (a beacon, so the visitor can leave at once).
      await context.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.fulfill({ status: 204, body: '' }));
      const recorded = page.waitForRequest((request) => request.url().endsWith('/api/affiliate-clicks') && request.method() === 'POST');
      await tool.click();
      const request = await recorded;
      expect(JSON.parse(request.postData() ?? '{}')).toEqual({ toolId: href.searchParams.get('ref'), source: 'checklist' });
    } finally {
      await context.close();
    }
  });
});

describe('the checklist printed, on a phone and on the home page', () => {
  it('prints a clean checklist: no navigation, chat, tabs or footer, done tasks marked', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/checklist/hr');
      const panel = page.getByRole('region', { name: /^Step 1: / });
      await visible(panel);
      const saved = page.waitForResponse(isPatch);
      await panel.getByRole('button', { name: 'Mark as Complete' }).click();
      expect((await saved).status()).toBe(200);
      // Saved: the journey has moved on to the next step.
      await visible(page.getByRole('region', { name: /^Step 2: / }));
      await page.emulateMedia({ media: 'print' });
      await hidden(page.getByRole('navigation', { name: 'Main' }));
      await hidden(page.getByRole('tablist'));
      await hidden(page.getByTestId('chat-launcher'));
      await hidden(page.locator('footer').filter({ hasText: 'LaunchOps. General guidance' }));
      const printed = page.getByTestId('print-checklist');
      await visible(printed);
      expect(await countOf(printed.locator('li'))).toBe(56);
      expect(await countOf(printed.locator('li[data-completed="true"]'))).toBe(1);
      expect(await textOf(printed.locator('li[data-completed="true"]'))).toMatch(/^☑/);
      await visible(page.getByRole('heading', { level: 1, name: 'Hiring & HR Checklist' }));
    } finally {
      await context.close();
    }
  });

  it('fits a 360 px wide phone without sideways scrolling', async () => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } });
    try {
      await page.goto('/checklist/tax');
      await visible(page.getByRole('region', { name: /^Step 1: / }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      await page.getByRole('radio', { name: 'Simple Checklist' }).check();
      await visible(page.getByRole('checkbox').first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
      // The selected tab is scrolled into its row.
      const tabBox = await tab(page, 'Tax & Accounting').boundingBox();
      expect(tabBox && tabBox.x >= 0 && tabBox.x + tabBox.width <= 360).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('shows the home preview', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/');
      await scrollToWidget(page, 'mf_checklist');
      const preview = page.getByRole('region', { name: 'Your startup checklist' });
      await visible(preview);
      // Real areas and counts from the API; nothing is shown as done for a new visitor.
      await visible(preview.getByText(/^56 tasks in 6 areas\./));
      await visible(preview.getByRole('link', { name: 'Legal Formation' }));
      expect(await preview.locator('[data-done="true"]').count()).toBe(0);
      await preview.getByRole('link', { name: 'View the full checklist' }).click();
      await eventually(() => urlOf(page)).toMatch(/\/checklist$/);
      await visible(page.getByRole('heading', { level: 1, name: 'Startup Journey Checklist' }));
    } finally {
      await context.close();
    }
  });
});

describe('with the API stopped', () => {
  it('shows an error with a retry on /checklist while the rest of the site works, and recovers', async () => {
    const { context, page } = await newPage();
    await site.stopApi();
    try {
      await page.goto('/checklist');
      await visible(page.getByRole('heading', { level: 1, name: 'Startup Journey Checklist' }));
      const alert = page.getByRole('alert').filter({ hasText: 'The checklist could not be loaded' });
      await visible(alert);
      await visible(alert.getByRole('button', { name: 'Retry' }));
      // Not a blank page: the section's own footer is there too (its last-updated day comes with the content).
      await visible(page.getByText('General guidance for US startups'));

      // The rest of the site: the shell's theme toggle, navigation and home page still work.
      const darkBefore = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      await page.getByTestId('theme-toggle').click();
      await eventually(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(!darkBefore);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Tools' }).click();
      await eventually(() => urlOf(page)).toMatch(/\/tools$/);
      await hidden(page.getByRole('heading', { name: 'Startup Journey Checklist' }));
      await visible(page.getByRole('navigation', { name: 'Main' }));
      await page.goto('/');
      await visible(page.getByRole('link', { name: 'Launch Your Checklist' }));
      await scrollToWidget(page, 'mf_checklist');
      await visible(page.getByRole('region', { name: 'Your startup checklist' }));

      await page.getByRole('link', { name: 'Launch Your Checklist' }).click();
      await visible(page.getByRole('alert').filter({ hasText: 'The checklist could not be loaded' }));
      await site.startApi();
      await page.getByRole('button', { name: 'Retry' }).click();
      await eventually(() => tab(page, 'Legal Formation').getAttribute('aria-selected')).toBe('true');
      await hidden(page.getByRole('alert').filter({ hasText: 'could not be loaded' }));
    } finally {
      await site.startApi().catch(() => undefined);
      await context.close();
    }
  });

  it('puts a task back and says so when saving fails', async () => {
    const { context, page } = await newPage();
    try {
      await page.goto('/checklist/banking');
      const panel = page.getByRole('region', { name: /^Step 1: / });
      await visible(panel);
      await page.route('**/api/checklist-items/*', (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ statusCode: 503, message: 'Service unavailable' }) })
          : route.continue(),
      );
      await panel.getByRole('button', { name: 'Mark as Complete' }).click();
      await visible(page.getByText('Your change could not be saved'));
      await visible(panel.getByRole('button', { name: 'Mark as Complete', pressed: false }));
      await eventually(() => overall(page).getAttribute('aria-valuenow')).toBe('0');
    } finally {
      await context.close();
    }
  });
});
