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
};

const fetchMock = vi.fn(async () => new Response(JSON.stringify(post), { status: 200, headers: { 'Content-Type': 'application/json' } }));

const runQuery = (slug: string) => {
  const options = postQueryOptions(slug);
  return (options.queryFn as (context: QueryFunctionContext) => Promise<unknown>)({ signal: new AbortController().signal } as QueryFunctionContext);
};

afterEach(() => {
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

  it('is never started for something that is not an article slug', () => {
    vi.stubGlobal('fetch', fetchMock);
    requestPostEarly('../../api/admin');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
