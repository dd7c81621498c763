import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

const TIMEOUT = 15_000;

/** Waits until the (first) element is visible. */
export const visible = (locator: Locator, timeout = TIMEOUT) => locator.first().waitFor({ state: 'visible', timeout });

/** Waits until no element of the locator is visible. */
export const hidden = (locator: Locator, timeout = TIMEOUT) => locator.first().waitFor({ state: 'hidden', timeout });

/** Retries an assertion on a value read from the page until it holds. */
export const eventually = <T>(read: () => Promise<T> | T, timeout = TIMEOUT) => expect.poll(read, { timeout, interval: 100 });

export const textOf = async (locator: Locator) => (await locator.first().textContent()) ?? '';
export const classOf = async (locator: Locator) => (await locator.first().getAttribute('class')) ?? '';
export const countOf = (locator: Locator) => locator.count();
export const urlOf = (page: Page) => page.url();

/** The site's toast (shell toaster) whose text holds `title`. */
export const toast = (page: Page, title: string) => page.getByTestId('toast').filter({ hasText: title });

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Answers every request to another host with a stand-in page: test machines have no internet (partner sites, Visit Site tabs). */
export async function standInForOtherHosts(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !LOCAL_HOSTS.has(url.hostname),
    (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Partner site</title><h1>Partner site</h1>',
      }),
  );
}

/** Scrolls the home page to a remote's widget, as a visitor would: widgets load only when they near the viewport. */
export async function scrollToWidget(page: Page, remote: string): Promise<void> {
  const slot = page.locator(`[data-widget="${remote}"]`);
  await slot.waitFor({ state: 'attached' });
  await slot.scrollIntoViewIfNeeded();
}
