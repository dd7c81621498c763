import { authorWithPostsSchema, blogPostListSchema, blogPostSchema } from '@launchops/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, givePlan, signedInAccount } from './support/billing.js';
import { startTestApi, type TestApi } from './support/test-api.js';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(async () => {
  await api?.close();
});

describe('GET /api/blog-posts', () => {
  it('lists at least 12 summaries, newest first, each with its author and no content', async () => {
    const res = await api.visitor().get('/api/blog-posts');
    expect(res.status).toBe(200);
    const posts = blogPostListSchema.parse(res.body);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    const times = posts.map((p) => Date.parse(p.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of res.body) {
      expect(post).not.toHaveProperty('content');
      expect(post).not.toHaveProperty('authorId');
      expect(post.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      expect(post.author.name).not.toBe('');
    }
    const [row] = await api.sql<{ count: string }>('SELECT count(*) FROM blog_post');
    const count = row!.count;
    expect(posts).toHaveLength(Number(count));
  });

  it('supports ETag revalidation with 304', async () => {
    const visitor = api.visitor();
    const first = await visitor.get('/api/blog-posts');
    const etag = first.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await visitor.get('/api/blog-posts', { 'if-none-match': `"other", ${etag}` });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
  });
});

describe('reading time', () => {
  it('is each article’s own length: its words at 200 a minute, rounded up, the same on the list and the article', async () => {
    const list = await api.visitor().get('/api/blog-posts');
    // A Basic account reads the premium articles too.
    const basic = await signedInAccount(api.sql);
    await givePlan(api.sql, basic.accountId, 'basic');
    for (const summary of list.body as Array<{ slug: string; readingMinutes: number }>) {
      const article = await call(api.baseUrl, 'GET', `/api/blog-posts/${summary.slug}`, basic.cookie);
      const words = (article.body.content as string).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
      expect(summary.readingMinutes, summary.slug).toBe(Math.max(1, Math.ceil(words / 200)));
      expect(article.body.readingMinutes).toBe(summary.readingMinutes);
    }
    const election = (list.body as Array<{ slug: string; readingMinutes: number }>).find((p) => p.slug === 'the-83b-election-step-by-step');
    expect(election!.readingMinutes).toBeGreaterThan(1);
  });

  it('lists every article to every reader, the premium ones (issue 35: the Basic plan opens them) marked as such', async () => {
    const list = (await api.visitor().get('/api/blog-posts')).body as Array<{ slug: string; tier: string }>;
    const premium = list.filter((p) => p.tier === 'premium').map((p) => p.slug);
    expect(premium.sort()).toEqual([
      'cap-table-and-safe-conversion-a-share-by-share-walkthrough',
      'registering-in-another-state-the-foreign-qualification-playbook',
    ]);
    expect(list.filter((p) => p.tier === 'basic').length).toBeGreaterThanOrEqual(12);
  });
});

describe('GET /api/blog-posts/:slug', () => {
  it('returns one article with its Markdown content and author', async () => {
    const list = (await api.visitor().get('/api/blog-posts')).body as Array<{ slug: string; title: string; author: { id: number } }>;
    const target = list.find((p) => p.slug === 'the-83b-election-step-by-step') ?? list[0]!;
    const res = await api.visitor().get(`/api/blog-posts/${target.slug}`);
    expect(res.status).toBe(200);
    const post = blogPostSchema.parse(res.body);
    expect(post.title).toBe(target.title);
    expect(post.author.id).toBe(target.author.id);
    expect(post.content.split(/\s+/).length).toBeGreaterThan(300);
    const etag = res.headers.get('etag')!;
    const again = await api.visitor().get(`/api/blog-posts/${target.slug}`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
  });

  it('answers 404 "Article not found" for an unknown slug', async () => {
    const res = await api.visitor().get('/api/blog-posts/no-such-article');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Article not found' });
  });

  it('answers 400 for a malformed slug', async () => {
    const res = await api.visitor().get('/api/blog-posts/Bad_Slug!');
    expect(res.status).toBe(400);
    expect(res.body.statusCode).toBe(400);
  });
});

describe('GET /api/authors/:id', () => {
  it('returns an author with all their posts, newest first', async () => {
    const list = (await api.visitor().get('/api/blog-posts')).body as Array<{ slug: string; author: { id: number } }>;
    const authorId = list[0]!.author.id;
    const res = await api.visitor().get(`/api/authors/${authorId}`);
    expect(res.status).toBe(200);
    const author = authorWithPostsSchema.parse(res.body);
    expect(author.id).toBe(authorId);
    expect(author.posts.map((p) => p.slug)).toEqual(list.filter((p) => p.author.id === authorId).map((p) => p.slug));
    expect(res.body.posts[0]).not.toHaveProperty('content');
    const again = await api.visitor().get(`/api/authors/${authorId}`, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('answers 404 for an unknown author and 400 for a malformed id', async () => {
    const missing = await api.visitor().get('/api/authors/9999');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ statusCode: 404, message: 'Author not found' });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await api.visitor().get(`/api/authors/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body.statusCode).toBe(400);
    }
  });
});
