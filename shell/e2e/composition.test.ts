import { readFile } from 'node:fs/promises';
import { get } from 'node:http';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { classOf, eventually, textOf, visible } from '@launchops/kit/e2e';
import { useSharedTestSite } from '@launchops/tools/test-site';
import { resolveRoot } from '@launchops/tools/workspace';
import { openPage } from './support/pages.js';

const { site, browser } = useSharedTestSite();

const newPage = (options: Parameters<Browser['newContext']>[0] = {}) => openPage(browser, site.siteUrl, options);

describe('composition', () => {
  it('renders the home page with the shell chrome', async () => {
    const { context, page } = await newPage();
    await page.goto('/');
    await visible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checklist' }));
    await visible(page.getByRole('link', { name: 'Launch Your Checklist' }));
    await eventually(() => textOf(page.locator('footer'))).toContain(`© ${new Date().getFullYear()} LaunchOps`);
    await visible(page.getByTestId('chat-launcher'));
    await context.close();
  });

  it('renders a remote route inside the shell, with data from the API', async () => {
    const { context, page } = await newPage();
    await page.goto('/checklist/tax');
    await visible(page.getByRole('heading', { level: 1, name: 'Tax & Accounting Checklist' }));
    await visible(page.getByRole('tab', { name: 'Tax & Accounting', exact: true, selected: true }));
    // The shell's nav is on the same page, and marks the section active.
    await eventually(() => classOf(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Checklist' }))).toMatch(/active/);
    await context.close();
  });

  it('loads React and every shared library once, from one provider', async () => {
    const { context, page } = await newPage();
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/checklist');
    await visible(page.getByRole('heading', { name: 'Startup Journey Checklist' }));
    const shared = await page.evaluate(() => {
      const scopes =
        (globalThis as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>> } })
          .__FEDERATION__?.__SHARE__ ?? {};
      const providers: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const packages of Object.values(scope)) {
          for (const [pkg, versions] of Object.entries(packages)) {
            for (const [version, info] of Object.entries(versions)) {
              if (info.loaded) (providers[pkg] ??= []).push(`${info.from}@${version}`);
            }
          }
        }
      }
      return Object.fromEntries(Object.entries(providers).map(([pkg, list]) => [pkg, [...new Set(list)]]));
    });
    expect(shared.react).toEqual([expect.stringMatching(/^shell@19\./)]);
    expect(shared['react-dom']).toEqual([expect.stringMatching(/^shell@19\./)]);
    for (const [pkg, providers] of Object.entries(shared)) expect(providers, pkg).toHaveLength(1);
    // The remote brought only its own code: its entry and the exposed module's chunks (the routes share their
    // schema-and-icons chunk and the contracts' plan schemas with the home widget, which reads the visitor's plan,
    // and the routes' own code, the catalogue's product ids and the quiz's questions with it, is one more chunk).
    const fromRemote = scripts.filter((url) => url.startsWith(site.remoteUrls.mf_checklist));
    expect(fromRemote.length).toBeGreaterThan(0);
    expect(fromRemote.length, fromRemote.join('\n')).toBeLessThanOrEqual(6);
    expect(fromRemote.every((url) => /\/static\/js\/(async\/)?[\w.-]+\.js$|remoteEntry|mf_checklist/.test(url))).toBe(true);
    await context.close();
  });

  it("loads no zod from the shell's own scripts on a first visit (each slice bundles the zod its schemas use)", async () => {
    for (const route of ['/', '/software']) {
      // A new browser each time: a tab that has stored scroll positions loads their validator, on purpose.
      const { context, page } = await newPage();
      const shellScripts: Array<Promise<string>> = [];
      const onResponse = (response: Response) => {
        if (response.request().resourceType() === 'script' && response.url().startsWith(site.siteUrl)) shellScripts.push(response.text());
      };
      page.on('response', onResponse);
      await page.goto(route);
      await visible(page.locator('main h1'));
      await page.waitForLoadState('networkidle');
      // No body read is started after this (one started late would fail unhandled when the context closes).
      page.off('response', onResponse);
      const bodies = await Promise.all(shellScripts);
      expect(bodies.length, route).toBeGreaterThan(1);
      // zod names each of its schema classes with a string ("$ZodObject", ...) that survives minification.
      for (const body of bodies) expect(body.match(/\$Zod[A-Z]\w+/)?.[0], route).toBeUndefined();
      await context.close();
    }
  });
});

describe('composition: the scripts sent', () => {
  it('sends the scripts of the shell and of a remote as the brotli copies made at build time', async () => {
    // Raw bytes (fetch would decode them): the body must be the build's .br file, byte for byte.
    const raw = (url: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        get(url, { headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    const html = await (await fetch(`${site.siteUrl}/checklist`)).text();
    const shellScript = [...html.matchAll(/<script defer src="([^"]+\.js)"/g)].map((m) => m[1]!)[0]!;
    const preloads = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+\.js)"/g)].map((m) => m[1]!);
    // The shell's federation runtime is preloaded from the site itself, the remote's scripts from the remote.
    const remoteScript = preloads.find((href) => href.startsWith(site.remoteUrls.mf_checklist))!;
    expect(remoteScript).toBeDefined();
    expect(preloads.some((href) => href.startsWith('/static/js/'))).toBe(true);
    for (const [url, dist] of [
      [new URL(shellScript, site.siteUrl).toString(), resolveRoot('shell/dist')],
      [remoteScript, resolveRoot('mf-checklist/dist')],
    ] as const) {
      const { headers, body } = await raw(url);
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(headers['vary']).toMatch(/accept-encoding/i);
      const file = path.join(dist, new URL(url).pathname);
      expect(body.equals(await readFile(`${file}.br`))).toBe(true);
      expect(brotliDecompressSync(body).equals(await readFile(file))).toBe(true);
    }
  });
});

describe('composition: preloaded reads and remote addresses', () => {
  it("preloads each remote page's first API reads, and the page uses those very responses", async () => {
    const category = ((await (await fetch(`${site.apiUrl}/api/checklist`)).json()) as { categories: Array<{ slug: string }> }).categories[0]!;
    const software = ((await (await fetch(`${site.apiUrl}/api/catalogue/software`)).json()) as { products: Array<{ id: string }> }).products[0]!;
    // An article every visitor reads: a premium one (issue 35) answers 402 without a plan, so its page has no cover.
    const posts = (await (await fetch(`${site.apiUrl}/api/blog-posts`)).json()) as Array<{ slug: string; imageUrl: string; tier: string }>;
    const post = posts.find((p) => p.tier !== 'premium')!;
    const premium = posts.find((p) => p.tier === 'premium')!;
    const expected: Record<string, string[]> = {
      // The checklist asks the visitor's plan too: a founder with one sees its dates on the tasks.
      '/checklist': ['/api/checklist', '/api/checklist-progress', '/api/plan'],
      [`/checklist/${category.slug}`]: ['/api/checklist', '/api/checklist-progress', '/api/plan'],
      '/checklist/quiz': ['/api/plan'],
      '/checklist/plan': ['/api/plan'],
      '/checklist/states': ['/api/states'],
      '/checklist/states/california': ['/api/states/california', '/api/checklist'],
      '/software': ['/api/catalogue/software'],
      [`/software/${software.id}`]: [`/api/products/${software.id}`],
      '/blog': ['/api/blog-posts'],
      // An article's page asks the list (the article's tier) first, and its text only when the visitor may read it.
      [`/blog/${post.slug}`]: ['/api/blog-posts'],
      [`/blog/${premium.slug}`]: ['/api/blog-posts'],
      '/consulting': ['/api/consultants', '/api/consultation-bookings'],
      '/tools': ['/api/catalogue/tools'],
    };
    for (const [route, reads] of Object.entries(expected)) {
      const html = await (await fetch(`${site.siteUrl}${route}`)).text();
      const preloaded = [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((m) => m[1]!);
      expect(preloaded, route).toEqual(reads);
      const { context, page } = await newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.origin === new URL(site.siteUrl).origin) requested.push(`${url.pathname}${url.search}`);
      });
      await page.goto(route);
      await visible(page.locator('main h1'));
      await page.waitForLoadState('networkidle');
      // A preload the page's own fetch did not match would show as a second request for the same URL.
      for (const read of reads)
        expect(
          requested.filter((r) => r === read),
          `${route} requested ${read}`,
        ).toHaveLength(1);
      if (route === `/blog/${post.slug}`) {
        // The article's cover is preloaded as soon as the article's data arrives, and the page's image uses it.
        expect(await page.locator(`link[rel="preload"][as="image"][href="${post.imageUrl}"]`).count()).toBe(1);
        expect(requested.filter((r) => r === post.imageUrl)).toHaveLength(1);
      }
      if (route === `/blog/${premium.slug}`) {
        // Without a plan the premium article's text is not asked for (no 402): the plans, no cover shown, none preloaded.
        await visible(page.getByRole('link', { name: 'See the plans' }));
        expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
        expect(requested.filter((r) => r === premium.imageUrl)).toHaveLength(0);
        expect(requested.filter((r) => r === `/api/blog-posts/${premium.slug}`)).toHaveLength(0);
      }
      await context.close();
    }
  });

  it('has no remote address in the shell build', async () => {
    const html = await (await fetch(`${site.siteUrl}/`)).text();
    const scripts = [...html.matchAll(/src="([^"]+\.js)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const js = await (await fetch(new URL(src, site.siteUrl))).text();
      for (const url of Object.values(site.remoteUrls)) expect(js).not.toContain(url);
      expect(js).not.toMatch(/localhost:808[1-4]/);
    }
  });
});
