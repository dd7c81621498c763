import { dayDate, fullDate } from '@launchops/contracts';
import type { BrowserContext, BrowserContextOptions, Page, Response } from 'playwright-core';
import { addDays } from '@launchops/contracts';
import { expect } from 'vitest';
import { urlOf, visible } from '@launchops/kit/e2e';
import type { SmtpSink } from '@launchops/test-support/smtp-sink';

/** "Tuesday, March 3, 2026", as the booking pages write a day. */
/** The day as the booking pages show it: "Tuesday, March 3, 2026". */
export const bookingDay = (day: string) => fullDate(dayDate(day), 'utc');

export const ADVISOR_ZONE = 'America/New_York';
export const QUESTION = 'How do I get an EIN?';
// The seeded guides answer QUESTION with this task first (services/api chat: full-text search on the knowledge base).
export const TASK_LINK = '/checklist/banking?task=get-an-ein';
export const TASK_1 = 'Get an EIN (Employer Identification Number)';
export const TASK_2 = 'Open the business bank account';
export const BANKING_TASKS = 10;
// Overall progress with two of the 56 tasks done, as the progress bar rounds it.
export const TWO_DONE_PERCENT = String(Math.round((2 / 56) * 100));

export interface Journey {
  name: string;
  context: BrowserContextOptions;
  /** At 360 px the main nav sits behind the menu button. */
  menu: boolean;
  email: string;
  /** Days ahead of today (on the advisor's calendar) and times: booked, then moved to. Each journey its own slots. */
  booking: { days: number; time: string };
  moveTo: { days: number; time: string };
}

export const JOURNEYS: Journey[] = [
  {
    name: 'desktop, 1280 x 800',
    context: { viewport: { width: 1280, height: 800 } },
    menu: false,
    email: 'ada.desktop@example.com',
    booking: { days: 5, time: '10:00 AM' },
    moveTo: { days: 6, time: '2:00 PM' },
  },
  {
    name: 'phone, 360 x 740',
    context: { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
    menu: true,
    email: 'grace.phone@example.com',
    booking: { days: 7, time: '11:00 AM' },
    moveTo: { days: 8, time: '3:00 PM' },
  },
];

/** What each step of a journey works with: its page and browser context, the site and the mailbox the API writes to. */
export interface Visit {
  journey: Journey;
  context: BrowserContext;
  page: Page;
  siteUrl: string;
  apiUrl: string;
  mailbox: SmtpSink;
}

/** The first day from `day` on that the advisor works (the API's availability closes weekends and holidays). */
export async function workingDay(apiUrl: string, day: string): Promise<string> {
  for (let candidate = day; ; candidate = addDays(candidate, 1)) {
    const availability = (await (await fetch(`${apiUrl}/api/consultants/1/availability?date=${candidate}`)).json()) as { closed?: string | null };
    if (!availability.closed) return candidate;
  }
}

/** Uncaught exceptions and console errors of a page, to fail the journey on (none is expected on this path, so none is allowed). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Follows a main-nav link, through the menu button when the nav is collapsed (as a phone visitor does). */
export async function navigate(page: Page, journey: Journey, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (journey.menu) {
    await nav.getByRole('button', { name: 'Open menu' }).click();
  }
  await nav.getByRole('link', { name: link, exact: true }).click();
  if (journey.menu) await visible(nav.getByRole('button', { name: 'Open menu' }));
}

/** On the phone: the page is no wider than the screen (no sideways scrolling). */
export async function fitsTheScreen(page: Page, journey: Journey, where: string): Promise<void> {
  if (!journey.menu) return;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

export const isPost = (path: string) => (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path;
export const isTaskSave = (response: Response) => response.request().method() === 'PATCH' && response.url().includes('/api/checklist-items/');
export const pathAndQuery = (page: Page) => {
  const url = new URL(urlOf(page));
  return url.pathname + url.search;
};
