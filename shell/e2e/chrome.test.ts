import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { countOf, eventually, hidden, textOf, visible } from '@launchops/kit/e2e';
import { useTestSite } from '@launchops/tools/test-site';

// No LLM: the chat answers from the site's own guides.
const { site, browser } = useTestSite({ apiEnv: { OPENAI_BASE_URL: '' } });

const PHONE = { width: 360, height: 640 };
const QUESTION = 'How do I get an EIN?';

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl, ...options });
  const page = await context.newPage();
  return { context, page };
}

/** Whether the element that has the focus is the one `locator` finds. */
const focused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

type Box = { x: number; y: number; width: number; height: number };
const intersects = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Scrolls to the end of the page, again while what loads below the fold makes it longer. */
async function scrollToEnd(page: Page): Promise<void> {
  await eventually(() =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return Math.abs(window.scrollY + window.innerHeight - document.documentElement.scrollHeight) <= 1;
    }),
  ).toBe(true);
  await page.waitForTimeout(300);
}

/** The boxes (in the viewport) of every link, button and field on the page but the launcher, named by their text. */
const controlBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea')]
      .filter((element) => element.dataset.testid !== 'chat-launcher' && element.getClientRects().length > 0)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { name: element.textContent?.trim() || element.getAttribute('aria-label') || element.tagName, x, y, width, height };
      }),
  );

async function openChat(page: Page): Promise<Locator> {
  await page.getByTestId('chat-launcher').click();
  const panel = page.getByTestId('chat-panel');
  await visible(panel.getByRole('heading', { name: 'Operations Advisor' }));
  return panel;
}

async function ask(page: Page, panel: Locator, question: string): Promise<void> {
  const answers = await countOf(panel.locator('[data-from="bot"]'));
  await panel.getByLabel('Your question').fill(question);
  await panel.getByRole('button', { name: 'Send' }).click();
  await eventually(() => countOf(panel.locator('[data-from="bot"]')), 20_000).toBe(answers + 1);
  await hidden(panel.getByTestId('chat-typing'));
}

describe('the Operations Advisor chat', () => {
  it('shows the earlier question and answer when opened again after a reload', async () => {
    const { context, page } = await newPage();
    await page.goto('/about');
    let panel = await openChat(page);
    await ask(page, panel, QUESTION);
    const answer = (await textOf(panel.locator('[data-from="bot"]').last())).trim();
    expect(answer.length).toBeGreaterThan(40);

    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: 'About LaunchOps' }));
    panel = await openChat(page);
    await eventually(() => textOf(panel.locator('[data-from="user"]'))).toContain(QUESTION);
    await eventually(async () => (await textOf(panel.locator('[data-from="bot"]').last())).trim()).toBe(answer);
    // The greeting first, then the conversation in order.
    expect((await textOf(panel.locator('li').first())).includes('Operations Advisor')).toBe(true);
    await context.close();
  });

  it('closes on Esc and gives the focus back to the launcher', async () => {
    const { context, page } = await newPage();
    await page.goto('/about');
    const panel = await openChat(page);
    await eventually(() => focused(panel.getByLabel('Your question'))).toBe(true);
    await page.keyboard.press('Escape');
    await hidden(panel);
    expect(await focused(page.getByTestId('chat-launcher'))).toBe(true);
    expect(await page.getByTestId('chat-launcher').getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('scrolls a new answer so that its start is in view, on a phone', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await page.goto('/about');
    const panel = await openChat(page);
    await ask(page, panel, QUESTION);
    const list = panel.getByRole('list');
    const answer = panel.locator('[data-from="bot"]').last();
    const [listBox, answerBox] = [await list.boundingBox(), await answer.boundingBox()];
    // The answer is taller than the conversation's box, so only one of its ends can be in view.
    expect(answerBox!.height).toBeGreaterThan(listBox!.height);
    expect(answerBox!.y).toBeGreaterThanOrEqual(listBox!.y - 1);
    expect(answerBox!.y).toBeLessThan(listBox!.y + 40);
    await context.close();
  });

  it('does not cover the footer text with the launcher at 360 px when scrolled to the bottom', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    for (const path of ['/about', '/privacy']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.waitForTimeout(300);
      const launcher = (await page.getByTestId('chat-launcher').boundingBox())!;
      // Every line of text at the end of the footer, measured line by line.
      const lines = await page.locator('footer').evaluate((footer) => {
        const boxes: Array<{ x: number; y: number; width: number; height: number }> = [];
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          for (const rect of range.getClientRects()) boxes.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height });
        }
        return boxes;
      });
      expect(lines.length).toBeGreaterThan(0);
      const overlapping = lines.filter(
        (line) =>
          line.x < launcher.x + launcher.width &&
          launcher.x < line.x + line.width &&
          line.y < launcher.y + launcher.height &&
          launcher.y < line.y + line.height,
      );
      expect(overlapping, `${path}: the chat button covers footer text`).toEqual([]);
    }
    await context.close();
  });
});

describe('the end of the page on a phone', () => {
  it('leaves the Subscribe button and every other control clear of the launcher at 360x740 when scrolled to the bottom', async () => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } });
    for (const path of ['/about', '/blog', '/software']) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1 }));
      await scrollToEnd(page);
      const launcher = (await page.getByTestId('chat-launcher').boundingBox())!;
      const subscribe = (await page.locator('footer').getByRole('button', { name: 'Subscribe' }).boundingBox())!;
      expect(intersects(subscribe, launcher), `${path}: the chat button covers Subscribe`).toBe(false);
      const covered = (await controlBoxes(page)).filter((control) => intersects(control, launcher));
      expect(covered, `${path}: the chat button covers a control`).toEqual([]);
    }
    await context.close();
  });
});

describe('the main nav at every width', () => {
  it('fits in one row from the widest window down to where it folds into the menu, and the page never scrolls sideways', async () => {
    const { context, page } = await newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/about');
    await visible(page.getByRole('heading', { level: 1 }));
    for (const width of [1280, 1181, 1180, 1024, 901, 768, 360]) {
      await page.setViewportSize({ width, height: 800 });
      const nav = page.getByRole('navigation', { name: 'Main' });
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: the page scrolls sideways`).toBeLessThanOrEqual(width);
      const folded = await page.getByRole('button', { name: 'Open menu' }).isVisible();
      if (!folded) {
        // One row: every link as tall as the others, and inside the window.
        const boxes = await nav
          .locator('#main-menu a, button')
          .evaluateAll((elements) => elements.map((e) => e.getBoundingClientRect().toJSON() as DOMRect).filter((b) => b.width > 0));
        const centers = boxes.map((b) => b.top + b.height / 2);
        expect(Math.max(...centers) - Math.min(...centers), `${width} px: the links wrap onto two rows`).toBeLessThan(6);
        for (const box of boxes) expect(box.right, `${width} px: a link or the theme toggle runs past the window`).toBeLessThanOrEqual(width);
        expect(Math.max(...boxes.map((b) => b.height)), `${width} px: a link wraps inside`).toBeLessThan(50);
      }
      expect(folded, `${width} px`).toBe(width <= 1180);
    }
    await context.close();
  });
});

describe('the mobile menu', () => {
  it('closes on Esc and gives the focus back to the menu button', async () => {
    const { context, page } = await newPage({ viewport: PHONE });
    await page.goto('/about');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    const menu = page.locator('#main-menu');
    await visible(menu.getByRole('link', { name: 'Software' }));
    await menu.getByRole('link', { name: 'Software' }).focus();
    await page.keyboard.press('Escape');
    await hidden(menu.getByRole('link', { name: 'Software' }));
    const toggle = page.getByRole('button', { name: 'Open menu' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await focused(toggle)).toBe(true);
    await context.close();
  });
});
