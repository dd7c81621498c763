import type { Browser, BrowserContext, Page, Request, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, textOf, urlOf, visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';

const { site, browser } = useSharedTestSite();

const SITE_PAGES: Array<{ path: string; h1: string }> = [
  { path: '/about', h1: 'About LaunchOps' },
  { path: '/partners', h1: 'Partners' },
  { path: '/contact', h1: 'Contact us' },
  { path: '/privacy', h1: 'Privacy policy' },
  { path: '/terms', h1: 'Terms of use' },
  { path: '/cookies', h1: 'Cookies and browser storage' },
  { path: '/affiliate', h1: 'Affiliate disclosure' },
  { path: '/login', h1: 'Log in' },
  { path: '/signup', h1: 'Create your free account' },
];

async function newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: site.siteUrl, ...options });
  const page = await context.newPage();
  return { context, page };
}

const h1Of = (page: Page) => textOf(page.getByRole('heading', { level: 1 }));

/** Records the API calls a page makes to one path. */
function watchApi(page: Page, path: string) {
  const requests: Request[] = [];
  const responses: Response[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) requests.push(request);
  });
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) responses.push(response);
  });
  return { requests, responses };
}

describe('footer links', () => {
  it('every footer link opens a page that is not the 404 page', async () => {
    const { context, page } = await newPage();
    await page.goto('/about');
    await visible(page.getByRole('heading', { level: 1, name: 'About LaunchOps' }));
    const footer = page.locator('footer');
    // The checklists column lists the areas once GET /api/site-policies has answered (six, from categories.yaml).
    await eventually(() => footer.locator('nav[aria-label="Checklists"] a').count(), 20_000).toBeGreaterThan(1);
    const links = await footer
      .locator('nav a[href]')
      .evaluateAll((anchors) => anchors.map((a) => ({ href: a.getAttribute('href')!, label: a.textContent.trim() })));
    // The footer's own pages are all there, and nothing is left out of this walk.
    for (const path of ['/about', '/partners', '/contact', '/privacy', '/terms', '/cookies', '/affiliate']) {
      expect(links.map((link) => link.href)).toContain(path);
    }
    expect(links.length).toBeGreaterThanOrEqual(15);

    for (const { href, label } of links) {
      // Clicked in the footer, as a visitor would: client-side navigation from the page before.
      await footer.getByRole('link', { name: label, exact: true }).click();
      await eventually(() => new URL(urlOf(page)).pathname, 20_000).toBe(href);
      await visible(page.getByRole('heading', { level: 1 }), 20_000).catch((error: Error) => {
        throw new Error(`${href}: no h1 (${error.message.split('\n')[0]})`);
      });
      const heading = await h1Of(page);
      expect(heading, href).not.toBe('');
      expect(heading, href).not.toMatch(/404|not found/i);
      expect(await page.locator('[data-remote-fallback]').count(), `${href} shows a section fallback`).toBe(0);
    }
    await context.close();
  });

  it('each site page loads directly, with its own title and no horizontal scrolling at 360 px', async () => {
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } });
    const titles = new Set<string>();
    for (const { path, h1 } of SITE_PAGES) {
      await page.goto(path);
      await visible(page.getByRole('heading', { level: 1, name: h1, exact: true }));
      await eventually(() => page.title()).not.toBe('LaunchOps: the operations guide for startup founders');
      titles.add(await page.title());
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    }
    expect(titles.size).toBe(SITE_PAGES.length);
    await context.close();
  });

  it('keeps the site pages out of the first-load bundle', async () => {
    const html = await (await fetch(`${site.siteUrl}/`)).text();
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await fetch(new URL(src, site.siteUrl))).text();
      expect(js).not.toContain('suppression entry');
      expect(js).not.toContain('Privacy and data requests');
    }
  });
});

describe('the advisor', () => {
  it('"More about" on /consulting leads to the advisor\'s introduction on /about', async () => {
    const consultants = (await (await fetch(`${site.siteUrl}/api/consultants`)).json()) as Array<{ name: string; specialty: string }>;
    const advisor = consultants[0]!;
    const firstName = advisor.name.split(' ')[0]!;
    const { context, page } = await newPage({ viewport: { width: 360, height: 740 } });
    await page.goto('/consulting');
    await page.getByRole('link', { name: `More about ${firstName}` }).click();
    await eventually(() => new URL(urlOf(page)).pathname + new URL(urlOf(page)).hash).toBe('/about#advisor');
    const section = page.locator('section#advisor');
    await visible(section.getByRole('heading', { level: 2, name: 'Who you talk to' }));
    await eventually(() => textOf(section)).toContain(advisor.name);
    expect(await textOf(section)).toContain(advisor.specialty);
    // The visitor lands on the introduction, not at the top of the page.
    await eventually(async () => {
      const box = await section.getByRole('heading', { level: 2 }).boundingBox();
      return box !== null && box.y >= 0 && box.y < 740;
    }).toBe(true);
    await context.close();
  });
});

describe('contact form', () => {
  it('stores a message and shows the confirmation', async () => {
    const { context, page } = await newPage();
    const api = watchApi(page, '/api/contact-messages');
    await page.goto('/contact?topic=general');
    await visible(page.getByRole('heading', { level: 1, name: 'Contact us' }));
    await page.locator('main').getByLabel('Your name', { exact: true }).fill('Ada Founder');
    await page.locator('main').getByLabel('E-mail address', { exact: true }).fill('ada@example.com');
    await page.locator('main').getByLabel('Topic', { exact: true }).selectOption('privacy');
    await page.locator('main').getByLabel('Message', { exact: true }).fill('Please tell me what you hold about ada@example.com.');
    await page.getByRole('button', { name: 'Send message' }).click();

    await eventually(() => api.responses.map((response) => response.status())).toEqual([201]);
    const stored = (await api.responses[0]!.json()) as { id: number; message: string };
    expect(stored.id).toBeGreaterThan(0);
    expect(JSON.parse(api.requests[0]!.postData() ?? '{}')).toEqual({
      name: 'Ada Founder',
      email: 'ada@example.com',
      topic: 'privacy',
      message: 'Please tell me what you hold about ada@example.com.',
    });
    await eventually(() => textOf(page.locator('main').getByRole('status'))).toContain(stored.message);
    expect(await page.locator('main').getByLabel('Your name', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it("shows the field's message for bad input and sends nothing", async () => {
    const { context, page } = await newPage();
    const api = watchApi(page, '/api/contact-messages');
    await page.goto('/contact');
    await visible(page.getByRole('heading', { level: 1, name: 'Contact us' }));
    await page.locator('main').getByLabel('Your name', { exact: true }).fill('Ada Founder');
    await page.locator('main').getByLabel('E-mail address', { exact: true }).fill('ada-at-example');
    await page.locator('main').getByLabel('Topic', { exact: true }).selectOption('general');
    await page.locator('main').getByLabel('Message', { exact: true }).fill('Short');
    await page.getByRole('button', { name: 'Send message' }).click();

    const email = page.locator('main').getByLabel('E-mail address', { exact: true });
    await eventually(() => email.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
    const emailMessage = page.locator(`#${describedBy.split(' ').find((id) => id.endsWith('-error'))}`);
    expect(await textOf(emailMessage)).toBe('Please enter a valid email address');
    await visible(page.getByText('Please write at least 10 characters'));
    expect(await page.locator('main').getByLabel('Your name', { exact: true }).getAttribute('aria-invalid')).toBeNull();
    // Focus moves to the first field to fix.
    expect(await email.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(api.requests).toHaveLength(0);
    await context.close();
  });
});

describe('accounts pages', () => {
  it('/signup?plan=pro states only the prices of the content (the plans of plans.yaml, the session of advisor.yaml) and asks for an address, not a password', async () => {
    const { context, page } = await newPage();
    await page.goto('/signup?plan=pro');
    await visible(page.getByRole('heading', { level: 1, name: 'Create your free account' }));
    const policies = (await (await fetch(`${site.siteUrl}/api/site-policies`)).json()) as {
      policies: Array<{ id: string; statement: string }>;
      sessionPriceCents: number;
    };
    const plansStatement = policies.policies.find((p) => p.id === 'plans')!.statement;
    await visible(page.locator('main').getByText(plansStatement));
    const allowed = new Set([...plansStatement.matchAll(/\$\d+/g)].map((m) => m[0]).concat(`$${policies.sessionPriceCents / 100}`));
    const shown = [...(await page.locator('main').innerText()).matchAll(/\$\d+/g)].map((m) => m[0]);
    expect(shown.filter((price) => !allowed.has(price))).toEqual([]);
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    await visible(page.locator('main').getByRole('textbox', { name: 'E-mail address' }));
    await visible(page.getByRole('button', { name: 'E-mail me a code' }));
    await context.close();
  });

  it('the nav Log in link leads to sign-in by e-mail code or passkey', async () => {
    const { context, page } = await newPage();
    await page.goto('/about');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Log in' }));
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    await visible(page.getByRole('button', { name: 'E-mail me a code' }));
    await visible(page.getByRole('button', { name: 'Sign in with a passkey' }));
    await context.close();
  });
});
