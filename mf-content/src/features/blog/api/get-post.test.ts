import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { postQueryOptions, requestPostEarly } from './get-post';

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

const fetchMock = vi.fn(async () => new Response(JSON.stringify(post), { status: 200, headers: { 'Content-Type': 'application/json' } }));

const runQuery = (slug: string) => {
  const options = postQueryOptions(slug);
  return (options.queryFn as (context: QueryFunctionContext) => Promise<unknown>)({ signal: new AbortController().signal } as QueryFunctionContext);
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
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await runQuery('a-post')).toEqual(post);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Taken once: a later query asks the API again.
    await runQuery('a-post');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used when it is older than ten seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('a-post');
    vi.setSystemTime(Date.now() + 11_000);
    await runQuery('a-post');
    expect(fetchMock).toHaveBeenCalledTimes(2);
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

  it('is never started for something that is not an article slug', () => {
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('../../api/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
