import { type Browser, chromium } from 'playwright-core';

/** The system Chromium (Debian's package); CHROMIUM_PATH points elsewhere. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/**
 * How long a page load may take before it fails, in every context and page of a browser from launchBrowser: on two
 * cores busy with the rest of `npm test`, a remote's route once took longer than Playwright's 30 s default
 * (shell/e2e/accounts.test.ts, 2026-12-02). Below the browser tests' 90 s per test.
 */
export const NAVIGATION_TIMEOUT_MS = 60_000;

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    return context;
  };
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    page.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT_MS);
    return page;
  };
  return browser;
}
