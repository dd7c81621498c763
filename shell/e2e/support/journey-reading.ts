import type { Response } from 'playwright-core';
import { expect } from 'vitest';
import { classOf, eventually, hidden, textOf, urlOf, visible } from '@launchops/kit/e2e';
import {
  BANKING_TASKS,
  fitsTheScreen,
  isPost,
  isTaskSave,
  navigate,
  pathAndQuery,
  QUESTION,
  TASK_1,
  TASK_2,
  TASK_LINK,
  TWO_DONE_PERCENT,
  type Visit,
} from './journey.js';

/** Home, then the blog through the nav, then an article. */
export async function readAnArticle({ journey, page, siteUrl }: Visit): Promise<void> {
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
  const post = (await (await fetch(`${siteUrl}/api/blog-posts/${slug}`)).json()) as { title: string; content: string };
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
}

/** The Operations Advisor answers with a checklist task; the link opens it. */
export async function askTheAdvisor({ journey, page }: Visit): Promise<void> {
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
}

/** Two tasks done: the linked one from its panel, the next one by its checkbox; both kept after a reload. */
export async function completeTwoTasks({ page }: Visit): Promise<void> {
  const task = page.getByRole('region', { name: `Step 1: ${TASK_1}` });
  const overall = page.getByRole('progressbar', { name: 'Overall progress' });
  const bankingTab = page.getByRole('tab', { name: 'Banking & Finance', exact: true });
  await eventually(() => overall.getAttribute('aria-valuenow')).toBe('0');
  const saved = page.waitForResponse(isTaskSave);
  await task.getByRole('button', { name: 'Mark as Complete' }).click();
  // The step's header says it is done, not its panel's "Completed" button: that shows only until the save is
  // answered, when the journey moves on to the next open step and this panel closes.
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
}

/** Tools: filter to payroll, search, and Visit Site in a new tab with the tracking parameters; the click is recorded. */
export async function pickATool({ journey, context, page }: Visit): Promise<void> {
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
}
