import { type ArticleNode, type BlogPostSummary, blogPostListSchema, blogPostSchema } from '@launchops/contracts';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf, eventually, scrollToWidget, textOf, urlOf, visible } from '@launchops/kit/e2e';
import { useTestSite } from '@launchops/tools/test-site';

const CONFIRMATION = 'Thanks! Please check your inbox to confirm your subscription.';

const { site, browser } = useTestSite();
let posts: BlogPostSummary[];

beforeAll(async () => {
  posts = blogPostListSchema.parse(await (await fetch(`${site.siteUrl}/api/blog-posts`)).json());
});

async function newPage(viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl, viewport });
  return { context, page: await context.newPage() };
}

const articleList = (page: Page) => page.getByRole('list', { name: 'Articles' });
const cardTitles = (page: Page) => articleList(page).getByRole('heading', { level: 2 }).allTextContents();

/** The newsletter subscriptions the API stored for an address. */
function storedSubscriptions(email: string): Promise<Array<{ email: string; source: string; status: string }>> {
  return site.query('SELECT email, source, status FROM newsletter_subscription WHERE lower(email) = lower($1)', [email]);
}

describe('the blog: categories, articles and authors', () => {
  it('filters by a category, opens an article, follows the author link and reaches the author page', async () => {
    const { context, page } = await newPage();
    await page.goto('/blog');
    await visible(page.getByRole('heading', { level: 1, name: 'Startup Operations Blog' }));
    await eventually(() => countOf(articleList(page).getByRole('listitem'))).toBe(posts.length);
    await eventually(() => cardTitles(page)).toEqual(posts.map((p) => p.title));

    // Filter by a category (tabs are built from the data).
    const legal = posts.filter((p) => p.category === 'Legal');
    expect(legal.length).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Legal' }).click();
    await eventually(() => page.getByRole('tab', { name: 'Legal' }).getAttribute('aria-selected')).toBe('true');
    await eventually(() => cardTitles(page)).toEqual(legal.map((p) => p.title));
    expect(new URL(urlOf(page)).search).toBe('?category=Legal');

    // Open an article (one every visitor reads; a premium one answers with the plans, tested below).
    const post = legal.find((p) => p.tier !== 'premium')!;
    await articleList(page).getByRole('link', { name: post.title }).click();
    await eventually(() => new URL(urlOf(page)).pathname).toBe(`/blog/${post.slug}`);
    const article = page.getByRole('article', { name: post.title });
    await visible(article.getByRole('heading', { level: 1, name: post.title }));
    await visible(article.getByText(/^\d+ min read$/));
    await visible(article.getByRole('heading', { level: 2 }).first());
    await visible(article.getByRole('heading', { name: 'About the author' }));
    // The back link returns to the filtered list.
    expect(await page.getByRole('link', { name: 'Back to all articles' }).getAttribute('href')).toBe('/blog?category=Legal');
    // Search engines: per-page title, description, canonical and Open Graph tags.
    await eventually(() => page.title()).toBe(`${post.title} | LaunchOps`);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(post.excerpt);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${site.siteUrl}/blog/${post.slug}`);
    expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${site.siteUrl}${post.imageUrl.replace(/\.svg$/, '.jpg')}`);

    // Follow the author link in the byline.
    await article.locator('header').getByRole('link', { name: post.author.name }).click();
    await eventually(() => new URL(urlOf(page)).pathname).toBe(`/author/${post.author.id}`);
    await visible(page.getByRole('heading', { level: 1, name: post.author.name }));
    await visible(page.getByText(post.author.bio));
    const authored = posts.filter((p) => p.author.id === post.author.id).map((p) => p.title);
    await eventually(() =>
      page
        .getByRole('region', { name: /Articles by/ })
        .getByRole('heading', { level: 3 })
        .allTextContents(),
    ).toEqual(authored);
    await eventually(() => page.title()).toBe(`${post.author.name}: articles and bio | LaunchOps`);
    await context.close();
  });
});

describe('the blog: the newsletter', () => {
  it('subscribes to the newsletter from /blog, and the API stores the subscription', async () => {
    const { context, page } = await newPage();
    const email = `founder-${Date.now()}@example.com`;
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Your e-mail address').fill(email);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/newsletter-subscriptions') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toEqual({ email, source: 'blog' });
    expect(await response.json()).toEqual({ message: CONFIRMATION });
    await visible(form.getByRole('status').getByText(CONFIRMATION));
    await eventually(() => form.getByLabel('Your e-mail address').inputValue()).toBe('');
    // Said once, beside the form: no toast repeats it.
    expect(await page.getByText(CONFIRMATION).count()).toBe(1);

    // The same address again gets the same neutral answer (the form does not reveal who is subscribed).
    await page.reload();
    await form.getByLabel('Your e-mail address').fill(email.toUpperCase());
    const [again] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/newsletter-subscriptions') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(again.status()).toBe(202);
    expect(await again.json()).toEqual({ message: CONFIRMATION });
    await visible(form.getByRole('status').getByText(CONFIRMATION));
    await context.close();

    // Stored once, from the blog, waiting for the visitor to confirm by e-mail.
    expect(await storedSubscriptions(email)).toEqual([{ email, source: 'blog', status: 'pending' }]);
  });

  it('rejects an invalid address in the browser without calling the API', async () => {
    const { context, page } = await newPage();
    let posted = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/newsletter-subscriptions')) posted = true;
    });
    await page.goto('/blog');
    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await form.getByLabel('Your e-mail address').fill('founder@');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await eventually(() => textOf(form.getByRole('alert'))).toBe('Please enter a valid email address');
    expect(posted).toBe(false);
    await context.close();
  });
});

describe('the blog: not-found states, the home page and a phone', () => {
  it('shows clear not-found states for an unknown article, author and address', async () => {
    const { context, page } = await newPage();
    await page.goto('/blog/no-such-article');
    await visible(page.getByRole('heading', { level: 1, name: 'Article Not Found' }));
    await visible(page.getByText("The article you're looking for doesn't exist or has been removed."));
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    await page.getByRole('link', { name: 'Browse All Articles' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Startup Operations Blog' }));
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);

    await page.goto('/author/999');
    await visible(page.getByRole('heading', { level: 1, name: 'Author Not Found' }));
    await page.goto('/blog/some/deeper/path');
    await visible(page.getByRole('heading', { level: 1, name: 'Page Not Found' }));
    await visible(page.getByRole('link', { name: 'Browse All Articles' }));
    await context.close();
  });

  it('shows the latest 3 articles on the home page with a link to the blog', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    await scrollToWidget(page, 'mf_content');
    const section = page.getByRole('region', { name: 'Latest Articles', exact: true });
    await eventually(() => section.getByRole('heading', { level: 3 }).allTextContents()).toEqual(posts.slice(0, 3).map((p) => p.title));
    await section.getByRole('link', { name: 'View All Articles' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Startup Operations Blog' }));
    await context.close();
  });

  it('fits a 360 px wide screen', async () => {
    const { context, page } = await newPage({ width: 360, height: 740 });
    const readable = posts.find((p) => p.tier !== 'premium')!;
    for (const url of ['/blog', `/blog/${readable.slug}`, `/author/${readable.author.id}`]) {
      await page.goto(url);
      await visible(page.getByRole('heading', { level: 1 }));
      await visible(page.locator('main img, main [role="img"]').first());
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), url).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it("scrolls the 83(b) article's tables sideways inside a labelled, focusable box with a visible hint at 360 px", async () => {
    const post = posts.find((p) => p.slug === 'the-83b-election-step-by-step');
    expect(post).toBeDefined();
    const { context, page } = await newPage({ width: 360, height: 740 });
    await page.goto(`/blog/${post!.slug}`);
    await visible(page.getByRole('heading', { level: 1 }));
    const regions = page.locator('main [role="region"]:has(table)');
    await eventually(() => countOf(regions)).toBe(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    // The comparison table is wider than the screen: it scrolls in its own box, which says so.
    const region = regions.first();
    await region.scrollIntoViewIfNeeded();
    const name = (await region.getAttribute('aria-label')) ?? '';
    expect(name).toMatch(/Without an 83\(b\)/);
    expect(await region.getAttribute('tabindex')).toBe('0');
    const box = (await region.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(await region.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    const hintId = (await region.getAttribute('aria-describedby')) ?? '';
    expect(hintId).not.toBe('');
    const hint = page.locator(`[id="${hintId}"]`);
    await visible(hint);
    expect(await textOf(hint)).toMatch(/scroll sideways/i);
    // Nothing around it cuts the table off: every ancestor up to the page lets it be as wide as its box.
    const clippedBy = await region.evaluate((element) => {
      const right = element.getBoundingClientRect().right;
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible' && node.getBoundingClientRect().right < right - 1) return node.tagName;
      }
      return null;
    });
    expect(clippedBy).toBeNull();

    // The keyboard scrolls it.
    await region.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await context.close();
  });
});

/** The text of a body's elements with one of `tags`, in order. */
function textsOf(nodes: ArticleNode[], tags: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const text = (node: ArticleNode): string => (typeof node === 'string' ? node : (node.children ?? []).map(text).join(''));
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    if (tags.has(node.tag)) found.push(text(node));
    found.push(...textsOf(node.children ?? [], tags));
  }
  return found;
}

describe('every published article', () => {
  it("comes with a body that has its Markdown's headings and links, which the article page shows", async () => {
    expect(posts.length).toBeGreaterThan(0);
    // A premium article's text needs the Basic plan: a visitor without one gets the API's 402 (issue 35).
    for (const summary of posts.filter((p) => p.tier === 'premium')) {
      expect((await fetch(`${site.siteUrl}/api/blog-posts/${summary.slug}`)).status, summary.slug).toBe(402);
    }
    const free = posts.filter((p) => p.tier !== 'premium');
    for (const summary of free) {
      const post = blogPostSchema.parse(await (await fetch(`${site.siteUrl}/api/blog-posts/${summary.slug}`)).json());
      const headings = [...post.content.matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]!.replace(/[*_`]/g, '').trim());
      expect(headings.length, post.slug).toBeGreaterThan(1);
      expect(textsOf(post.body, new Set(['h2', 'h3', 'h4'])), post.slug).toEqual(headings);
      const links = [...post.content.matchAll(/(?<!!)\[([^\]]+)\]\(([^)\s]+)\)/g)].map((m) => m[1]!.replace(/[*_`]/g, ''));
      expect(textsOf(post.body, new Set(['a'])), post.slug).toEqual(links);
    }
    // The page renders that body: the last article's headings, in order.
    const last = blogPostSchema.parse(await (await fetch(`${site.siteUrl}/api/blog-posts/${free.at(-1)!.slug}`)).json());
    const { context, page } = await newPage();
    await page.goto(`/blog/${last.slug}`);
    await visible(page.getByRole('heading', { level: 1, name: last.title }));
    const shown = await page.getByRole('article').locator('h2, h3, h4').allTextContents();
    expect(shown.slice(0, textsOf(last.body, new Set(['h2', 'h3', 'h4'])).length)).toEqual(textsOf(last.body, new Set(['h2', 'h3', 'h4'])));
    await context.close();
  });
});
