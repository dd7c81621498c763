import type { Browser, BrowserContext, Page } from 'playwright-core';

/** A fresh browser context on the site, and a page in it. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, ...options });
  const page = await context.newPage();
  return { context, page };
}
