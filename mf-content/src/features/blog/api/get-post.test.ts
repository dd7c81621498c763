import { QueryClient, type QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FREE_PLAN } from '../../../testing/fixtures';

// A fresh module for each test: the early requests (the article's and the list's) are the module's own.
let postQueryOptions: typeof import('./get-post').postQueryOptions;
let requestPostEarly: typeof import('./get-post').requestPostEarly;
beforeEach(async () => {
  vi.resetModules();
  ({ postQueryOptions, requestPostEarly } = await import('./get-post'));
});

const post = {
  id: 1,
  slug: 'a-post',
  title: 'A post',
  excerpt: 'E',
  category: 'Legal',
  tier: 'basic',
  imageUrl: '/media/blog/legal.svg',
  publishedAt: '2026-05-01T00:00:00.000Z',
  author: { id: 2, name: 'A', avatarUrl: '/a.svg', bio: 'b' },
  content: '## Hello',
  body: [{ tag: 'h2', children: ['Hello'] }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const { body: _body, content: _content, ...fields } = post;
const summary = { ...fields, readingMinutes: 1 };
const freePlan = FREE_PLAN;

/** The API: the list, the visitor's plan (free unless `plan` says) and the article. */
const answer = (url: string, tier = 'basic', plan: object = freePlan) =>
  url === '/api/blog-posts' ? json([{ ...summary, tier }]) : url === '/api/billing/entitlements' ? json(plan) : json(post);
const fetchMock = vi.fn(async (url: string) => answer(url));
/** The requests for the article's text itself. */
const articleRequests = (mock: { mock: { calls: unknown[][] } }) => mock.mock.calls.filter(([url]) => url === '/api/blog-posts/a-post').length;

const runQuery = (slug: string) => {
  const options = postQueryOptions(slug);
  const context = { signal: new AbortController().signal, client: new QueryClient() };
  return (options.queryFn as (context: QueryFunctionContext) => Promise<unknown>)(context as unknown as QueryFunctionContext);
};

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  vi.unstubAllGlobals();
  vi.useRealTimers();
  fetchMock.mockClear();
});

describe('article request', () => {
  it('is taken over by the page query when it was started early', async () => {
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('a-post');
    expect(await runQuery('a-post')).toEqual(post);
    expect(articleRequests(fetchMock)).toBe(1);
    // Taken once: a later query asks the API again.
    await runQuery('a-post');
    expect(articleRequests(fetchMock)).toBe(2);
  });

  it('is not used when it is older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('a-post');
    vi.setSystemTime(Date.now() + 11_000);
    await runQuery('a-post');
    expect(articleRequests(fetchMock)).toBe(2);
  });

  it("preloads the article's cover with high priority as soon as the early request answers, once", async () => {
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('a-post');
    await runQuery('a-post');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1));
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]')!;
    expect(link.getAttribute('href')).toBe('/media/blog/legal.svg');
    expect(link.getAttribute('fetchpriority')).toBe('high');
    // Opening the same article again adds no second preload.
    requestPostEarly('a-post');
    await runQuery('a-post');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelectorAll('link[rel="preload"][as="image"]')).toHaveLength(1);
  });

  it('preloads no cover when the early request fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ statusCode: 404, message: 'Article not found' }), { status: 404 })),
    );
    requestPostEarly('a-post');
    await expect(runQuery('a-post')).rejects.toThrow('Article not found');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.head.querySelector('link[rel="preload"][as="image"]')).toBeNull();
  });

  it('asks for a premium article only when the plan opens it: below it, the 402 is made without the request', async () => {
    const premium = vi.fn(async (url: string) => answer(url, 'premium'));
    vi.stubGlobal('fetch', premium);
    requestPostEarly('a-post');
    await expect(runQuery('a-post')).rejects.toMatchObject({ status: 402, message: expect.stringMatching(/^This is a premium article/) });
    expect(articleRequests(premium)).toBe(0);
    const basic = vi.fn(async (url: string) => answer(url, 'premium', { ...freePlan, plan: 'basic', entitlements: ['premium-articles'] }));
    vi.stubGlobal('fetch', basic);
    expect(await runQuery('a-post')).toEqual(post);
    expect(articleRequests(basic)).toBe(1);
  });

  it('lets the API decide when the list or the plan cannot be read', async () => {
    const down = vi.fn(async (url: string) => (url === '/api/blog-posts/a-post' ? json(post) : json({ statusCode: 503, message: 'Down' }, 503)));
    vi.stubGlobal('fetch', down);
    expect(await runQuery('a-post')).toEqual(post);
    expect(articleRequests(down)).toBe(1);
  });

  it('is never started for something that is not an article slug', () => {
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('../../api/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
