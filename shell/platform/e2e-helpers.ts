import type { Locator, Page } from 'playwright-core';
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
