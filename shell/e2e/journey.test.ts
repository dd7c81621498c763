import type { BrowserContextOptions, Page, Response } from 'playwright-core';
import { addDays, dateInZone } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { classOf, eventually, hidden, standInForOtherHosts, textOf, toast, urlOf, visible } from '@launchops/kit/e2e';
import { waitForMail } from '@launchops/test-support/local-servers';
import { useTestSiteWithMailbox } from '@launchops/tools/test-site';

/*
 * The acceptance journey, as a first-time visitor (a fresh browser context: no cookies, no storage):
 * reads an article, asks the chat a question and follows a linked task, completes two tasks, filters the
 * tools and clicks one, books a consultation and reschedules it, subscribes to the newsletter, and turns on
 * dark mode, which persists across reloads. Once on a desktop screen and once on a 360 px wide phone.
 */

/** "Tuesday, March 3, 2026", as the booking pages write a day. */
const longDate = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

const ADVISOR_ZONE = 'America/New_York';
const QUESTION = 'How do I get an EIN?';
// The seeded guides answer QUESTION with this task first (services/api chat: full-text search on the knowledge base).
const TASK_LINK = '/checklist/banking?task=get-an-ein';
const TASK_1 = 'Get an EIN (Employer Identification Number)';
const TASK_2 = 'Open the business bank account';
const BANKING_TASKS = 10;
// Overall progress with two of the 56 tasks done, as the progress bar rounds it.
const TWO_DONE_PERCENT = String(Math.round((2 / 56) * 100));

interface Journey {
  name: string;
  context: BrowserContextOptions;
  /** At 360 px the main nav sits behind the menu button. */
  menu: boolean;
  email: string;
  /** Days ahead of today (on the advisor's calendar) and times: booked, then moved to. Each journey its own slots. */
  booking: { days: number; time: string };
  moveTo: { days: number; time: string };
}

const JOURNEYS: Journey[] = [
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

/** The first day from `day` on that the advisor works (the API's availability closes weekends and holidays). */
async function workingDay(day: string): Promise<string> {
  for (let candidate = day; ; candidate = addDays(candidate, 1)) {
    const availability = (await (await fetch(`${site.apiUrl}/api/consultants/1/availability?date=${candidate}`)).json()) as { closed?: string | null };
    if (!availability.closed) return candidate;
  }
}

// The API sends its e-mails to the sink: the visitor reschedules through the link in the confirmation.
// No LLM: the Operations Advisor answers from the seeded guides alone, the same way every run.
const { site, browser, mailbox } = useTestSiteWithMailbox({ apiEnv: { OPENAI_BASE_URL: '' } });

/** Uncaught exceptions and console errors of a page, to fail the journey on (none is expected on this path, so none is allowed). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return errors;
}

/** Follows a main-nav link, through the menu button when the nav is collapsed (as a phone visitor does). */
async function navigate(page: Page, journey: Journey, link: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  if (journey.menu) {
    await nav.getByRole('button', { name: 'Open menu' }).click();
  }
  await nav.getByRole('link', { name: link, exact: true }).click();
  if (journey.menu) await visible(nav.getByRole('button', { name: 'Open menu' }));
}

/** On the phone: the page is no wider than the screen (no sideways scrolling). */
async function fitsTheScreen(page: Page, journey: Journey, where: string): Promise<void> {
  if (!journey.menu) return;
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is wider than the screen`).toBeLessThanOrEqual(0);
}

const isPost = (path: string) => (response: Response) => response.request().method() === 'POST' && new URL(response.url()).pathname === path;
const isTaskSave = (response: Response) => response.request().method() === 'PATCH' && response.url().includes('/api/checklist-items/');
const pathAndQuery = (page: Page) => {
  const url = new URL(urlOf(page));
  return url.pathname + url.search;
};

describe('a first-time visitor', () => {
  for (const journey of JOURNEYS) {
    it(`reads, asks, completes tasks, picks a tool, books and reschedules, subscribes and goes dark (${journey.name})`, async () => {
      const context = await browser.newContext({ baseURL: site.siteUrl, colorScheme: 'light', reducedMotion: 'reduce', ...journey.context });
      await standInForOtherHosts(context);
      const page = await context.newPage();
      const errors = collectErrors(page);
      try {
        // 1. Home, then the blog through the nav, then an article.
        await page.goto('/');
        await visible(page.getByRole('heading', { level: 1 }));
        expect(await classOf(page.locator('html'))).not.toMatch(/dark/);
        await navigate(page, journey, 'Blog');
        await visible(page.getByRole('heading', { level: 1, name: 'Startup Operations Blog' }));
        const articles = page.getByRole('list', { name: 'Articles' });
        // The first article every visitor reads (a premium one's card says so; it opens with the Basic plan).
        const firstCard = articles
          .getByRole('listitem')
          .filter({ hasNotText: /Premium article, with the Basic plan/ })
          .first()
          .getByRole('heading', { level: 2 });
        await visible(firstCard);
        const title = (await textOf(firstCard)).trim();
        await articles.getByRole('link', { name: title }).first().click();
        await eventually(() => new URL(urlOf(page)).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
        const slug = new URL(urlOf(page)).pathname.split('/').pop()!;
        const post = (await (await fetch(`${site.siteUrl}/api/blog-posts/${slug}`)).json()) as { title: string; content: string };
        expect(post.title).toBe(title);
        const article = page.getByRole('article', { name: title });
        await visible(article.getByRole('heading', { level: 1, name: title }));
        // The body: its first plain paragraph (no Markdown marks) is on the page.
        const paragraph = post.content
          .split(/\n\s*\n/)
          .map((block) => block.trim())
          .find((block) => /^[A-Z][^*_`#|>[\]\n]{40,}$/.test(block));
        expect(paragraph, 'a plain paragraph in the article').toBeDefined();
        await visible(article.getByText(paragraph!.slice(0, 60)));
        await visible(article.getByRole('heading', { level: 2 }).first());
        await fitsTheScreen(page, journey, 'the article');

        // 2. The Operations Advisor answers with a checklist task; the link opens it.
        await page.getByTestId('chat-launcher').click();
        const chat = page.getByTestId('chat-panel');
        await visible(chat.getByRole('heading', { name: 'Operations Advisor' }));
        await chat.getByLabel('Your question').fill(QUESTION);
        await chat.getByRole('button', { name: 'Send' }).click();
        await eventually(() => textOf(chat.locator('[data-from="user"]'))).toContain(QUESTION);
        // The source is a link named after the task, to the task.
        const taskLink = chat.locator('[data-from="bot"]').getByRole('link', { name: TASK_1, exact: true });
        await visible(taskLink);
        expect(await taskLink.getAttribute('href')).toBe(TASK_LINK);
        await taskLink.click();
        await eventually(() => pathAndQuery(page)).toBe(TASK_LINK);
        const task = page.getByRole('region', { name: `Step 1: ${TASK_1}` });
        await visible(task);
        await eventually(() => page.getByRole('tab', { name: 'Banking & Finance', exact: true }).getAttribute('aria-selected')).toBe('true');
        // Opened where the visitor can see it.
        await eventually(() =>
          task.evaluate((el) => {
            const box = el.getBoundingClientRect();
            return box.top < window.innerHeight && box.bottom > 0;
          }),
        ).toBe(true);
        await chat.getByRole('button', { name: 'Close chat' }).click();
        await hidden(chat);
        await fitsTheScreen(page, journey, 'the checklist');

        // 3. Two tasks done: the linked one from its panel, the next one by its checkbox; both kept after a reload.
        const overall = page.getByRole('progressbar', { name: 'Overall progress' });
        const bankingTab = page.getByRole('tab', { name: 'Banking & Finance', exact: true });
        await eventually(() => overall.getAttribute('aria-valuenow')).toBe('0');
        const saved = page.waitForResponse(isTaskSave);
        await task.getByRole('button', { name: 'Mark as Complete' }).click();
        // The step's header says it is done. (Its panel's "Completed" button shows only until the save is answered:
        // then the journey moves on to the next open step and this panel closes, so waiting for it raced the API.)
        await visible(page.getByRole('button', { name: `Step 1: ${TASK_1} (completed)`, exact: true }));
        expect((await saved).status()).toBe(200);
        await eventually(() => textOf(bankingTab)).toContain(`1 of ${BANKING_TASKS} tasks`);
        await page.getByRole('radio', { name: 'Simple Checklist' }).check();
        const second = page.getByRole('checkbox', { name: TASK_2 });
        await visible(second);
        expect(await page.getByRole('checkbox', { name: TASK_1 }).isChecked()).toBe(true);
        const savedAgain = page.waitForResponse(isTaskSave);
        await second.check();
        expect((await savedAgain).status()).toBe(200);
        await eventually(() => textOf(bankingTab)).toContain(`2 of ${BANKING_TASKS} tasks`);
        await eventually(() => overall.getAttribute('aria-valuenow')).toBe(TWO_DONE_PERCENT);
        // The address still names the task, so the reload opens it in the Guided Journey (by design); both read back as done.
        await page.reload();
        await visible(task.getByRole('button', { name: 'Completed', pressed: true }));
        await visible(page.getByRole('button', { name: `Step 2: ${TASK_2} (completed)`, exact: true }));
        await eventually(() => textOf(bankingTab)).toContain(`2 of ${BANKING_TASKS} tasks`);
        await eventually(() => overall.getAttribute('aria-valuenow')).toBe(TWO_DONE_PERCENT);

        // 4. Tools: filter to payroll, search, and Visit Site in a new tab with the tracking parameters; the click is recorded.
        await navigate(page, journey, 'Tools');
        await visible(page.getByRole('heading', { level: 1, name: 'Recommended Tools' }));
        const status = page.getByRole('status').filter({ hasText: /^Showing \d+ of \d+ tools$/ });
        await eventually(() => textOf(status)).toBe('Showing 20 of 20 tools');
        await page.getByRole('tab', { name: 'HR & Payroll' }).click();
        await eventually(() => textOf(status)).toBe('Showing 3 of 20 tools');
        const names = () => page.locator('article[data-tool-id]').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-tool-id')));
        await eventually(async () => (await names()).length).toBe(3);
        expect(await names()).toContain('gusto');
        await fitsTheScreen(page, journey, 'the tools page');
        await page.getByRole('searchbox', { name: 'Search tools' }).fill('gusto');
        await eventually(() => textOf(status)).toBe('Showing 1 of 20 tools');
        await eventually(names).toEqual(['gusto']);
        const clicks: Response[] = [];
        page.on('response', (response) => {
          if (isPost('/api/affiliate-clicks')(response)) clicks.push(response);
        });
        const visit = page.getByRole('article', { name: 'Gusto' }).getByRole('link', { name: /^Visit Site/ });
        const [partner] = await Promise.all([context.waitForEvent('page'), visit.click()]);
        await partner.waitForLoadState('domcontentloaded');
        const opened = new URL(partner.url());
        expect(opened.hostname).toBe('gusto.com');
        expect(Object.fromEntries(opened.searchParams)).toMatchObject({ utm_source: 'gusto', utm_medium: 'affiliate', utm_campaign: 'tools_page' });
        await partner.close();
        expect(new URL(urlOf(page)).pathname).toBe('/tools');
        // Recorded: the API accepted the beacon for this tool and page.
        await eventually(() => clicks.length).toBe(1);
        expect(clicks[0]!.status()).toBe(202);
        expect(JSON.parse(clicks[0]!.request().postData() ?? '{}')).toEqual({ toolId: 'gusto', source: 'tools_page' });

        // 5. Consulting: book, then reschedule through the link in the confirmation e-mail.
        const today = dateInZone(new Date(), ADVISOR_ZONE);
        const bookedDay = await workingDay(addDays(today, journey.booking.days));
        const booked = { date: bookedDay, time: journey.booking.time };
        const moved = { date: await workingDay(addDays(bookedDay, 1)), time: journey.moveTo.time };
        await navigate(page, journey, 'Consulting');
        await visible(page.getByRole('heading', { level: 1, name: 'An hour with an operations advisor' }));
        const form = page.getByRole('form', { name: 'Book a consultation' });
        await form.getByLabel('First name').fill('Ada');
        await form.getByLabel('Last name').fill('Founder');
        await form.getByLabel('Email', { exact: true }).fill(journey.email);
        await form.getByLabel('Date').fill(booked.date);
        const bookedTime = form.getByRole('radio', { name: new RegExp(`^${booked.time}`) });
        await eventually(() => bookedTime.isEnabled()).toBe(true);
        await bookedTime.check();
        await form.getByLabel('Topic').selectOption('Tax & Accounting Setup');
        await form.getByRole('button', { name: 'Book Consultation' }).click();
        await eventually(() => textOf(page.getByTestId('booking-confirmation'))).toContain(`You're booked for ${longDate(booked.date)} at ${booked.time}`);
        const upcoming = page.getByRole('list', { name: 'Upcoming consultations' });
        await eventually(() => textOf(upcoming)).toContain(`${longDate(booked.date)} at ${booked.time}`);
        await fitsTheScreen(page, journey, 'the consulting page');

        const confirmation = await waitForMail(mailbox, journey.email, /^Your LaunchOps consultation on /);
        expect(confirmation.subject).toBe(`Your LaunchOps consultation on ${longDate(booked.date)} at ${booked.time}`);
        const manageLink = /https?:\/\/\S+\/consulting\/bookings\/[A-Za-z0-9_-]{32,128}/.exec(confirmation.text)?.[0];
        expect(manageLink, confirmation.text).toBeDefined();
        expect(manageLink!.startsWith(`${site.siteUrl}/`)).toBe(true);
        // The visitor opens the link from their mail program.
        await page.goto(manageLink!);
        await visible(page.getByRole('heading', { level: 1, name: 'Your consultation' }));
        const reschedule = page.getByRole('form', { name: 'Reschedule the consultation' });
        await visible(reschedule.getByRole('radio', { name: `${booked.time}, current` }));
        await reschedule.getByLabel('New date').fill(moved.date);
        const movedTime = reschedule.getByRole('radio', { name: new RegExp(`^${moved.time}`) });
        await eventually(() => movedTime.isEnabled()).toBe(true);
        await movedTime.check();
        await reschedule.getByRole('button', { name: 'Move booking' }).click();
        await visible(toast(page, 'Booking Rescheduled'));
        await visible(page.getByText(`${moved.time}, Eastern Time (New York)`));
        await visible(page.getByText(longDate(moved.date)));
        await fitsTheScreen(page, journey, 'the manage page');
        const movedMail = await waitForMail(mailbox, journey.email, /is now on/);
        expect(movedMail.subject).toBe(`Your LaunchOps consultation is now on ${longDate(moved.date)} at ${moved.time}`);
        // And the consulting page lists it at its new time.
        await navigate(page, journey, 'Consulting');
        await eventually(() => textOf(upcoming)).toContain(`${longDate(moved.date)} at ${moved.time}`);
        expect(await textOf(upcoming)).not.toContain(`${longDate(booked.date)} at ${booked.time}`);

        // 6. The newsletter, from the footer.
        const newsletter = page.locator('footer').getByRole('form', { name: 'Newsletter', exact: true });
        await newsletter.scrollIntoViewIfNeeded();
        await newsletter.getByLabel('E-mail address').fill(journey.email);
        const [subscribed] = await Promise.all([
          page.waitForResponse(isPost('/api/newsletter-subscriptions')),
          newsletter.getByRole('button', { name: 'Subscribe' }).click(),
        ]);
        expect(subscribed.status()).toBe(202);
        expect(subscribed.request().postDataJSON()).toEqual({ email: journey.email, source: 'footer' });
        const almostThere = toast(page, 'Almost there');
        await visible(almostThere);
        expect(await textOf(almostThere)).toContain('Please check your inbox to confirm your subscription.');
        await eventually(() => newsletter.getByLabel('E-mail address').inputValue()).toBe('');
        // Double opt-in: the link in the e-mail opens a page whose button confirms (opening it alone does not).
        const welcome = await waitForMail(mailbox, journey.email, /confirm your LaunchOps newsletter/);
        const confirmLink = /https?:\/\/\S+\/api\/newsletter-subscriptions\/confirm\/[A-Za-z0-9_-]{43}/.exec(welcome.text)?.[0];
        expect(confirmLink, welcome.text).toBeDefined();
        const mailTab = await context.newPage();
        const mailTabErrors = collectErrors(mailTab);
        await mailTab.goto(confirmLink!);
        await visible(mailTab.getByRole('heading', { level: 1, name: 'Confirm your subscription' }));
        await mailTab.getByRole('button', { name: 'Confirm my subscription' }).click();
        await visible(mailTab.getByRole('heading', { level: 1, name: 'Subscription confirmed' }));
        await fitsTheScreen(mailTab, journey, 'the newsletter confirmation');
        expect(mailTabErrors).toEqual([]);
        await mailTab.close();

        // 7. Dark mode, kept across a reload and applied before the first paint (no light flash).
        await page.getByTestId('theme-toggle').click();
        await eventually(() => classOf(page.locator('html'))).toMatch(/\bdark\b/);
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
        // Records the root's class when the parser has just made <body>: before the app's (deferred) scripts and any paint.
        await page.addInitScript(() => {
          new MutationObserver((_, observer) => {
            if (!document.body) return;
            (window as { htmlClassAtBody?: string }).htmlClassAtBody = document.documentElement.className;
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
        });
        await page.reload({ waitUntil: 'domcontentloaded' });
        expect(await page.evaluate(() => (window as { htmlClassAtBody?: string }).htmlClassAtBody)).toMatch(/\bdark\b/);
        expect(await classOf(page.locator('html'))).toMatch(/\bdark\b/);
        await eventually(() => page.getByTestId('theme-toggle').getAttribute('aria-pressed')).toBe('true');
        await visible(page.getByRole('heading', { level: 1, name: 'An hour with an operations advisor' }));
        expect(await classOf(page.locator('html'))).toMatch(/\bdark\b/);

        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
