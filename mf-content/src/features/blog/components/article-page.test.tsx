import { screen, waitFor, within } from '@testing-library/react';
import { PREMIUM_ARTICLE_PLAN_MESSAGE } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { makePost, makeSummary, marcus, words, FREE_PLAN } from '../../../testing/fixtures';
import { renderPage } from '@launchops/kit/testing';
import { mockApi, notFound } from '../../../testing/mock-api';
import { ArticlePage } from './article-page';

const post = makePost({
  id: 10,
  slug: 'the-startup-tax-calendar',
  title: 'The Startup Tax Calendar',
  excerpt: 'Every deadline in one place.',
  category: 'Tax',
  tier: 'premium',
  author: marcus,
  publishedAt: '2026-07-07T14:00:00.000Z',
  content: `## Quarterly deadlines\n\n${words(401)}`,
  body: [
    { tag: 'h2', children: ['Quarterly deadlines'] },
    { tag: 'p', children: [words(401)] },
  ],
});

const list = [
  makeSummary({ id: 11, slug: 'tax-one', title: 'Tax one', category: 'Tax' }),
  makeSummary({ id: 12, slug: 'legal-one', title: 'Legal one', category: 'Legal' }),
  makeSummary({ id: 10, slug: post.slug, title: post.title, category: 'Tax' }),
  makeSummary({ id: 13, slug: 'tax-two', title: 'Tax two', category: 'Tax' }),
  makeSummary({ id: 14, slug: 'tax-three', title: 'Tax three', category: 'Tax' }),
  makeSummary({ id: 15, slug: 'tax-four', title: 'Tax four', category: 'Tax' }),
];

function api(url: string) {
  if (url === '/api/blog-posts') return { status: 200, body: list };
  if (url === `/api/blog-posts/${post.slug}`) return { status: 200, body: post };
  return notFound('Article not found');
}

describe('ArticlePage', () => {
  it('renders the article: category, title, author link, long date, reading time from the API', async () => {
    mockApi(api);
    renderPage(<ArticlePage />, { url: `/blog/${post.slug}`, route: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'The Startup Tax Calendar' })).toBeInTheDocument();
    const article = screen.getByRole('article', { name: 'The Startup Tax Calendar' });
    expect(within(article).getAllByText('Tax')[0]).toBeInTheDocument();
    // Served (the reader's plan opens it): the premium article says what it is, as its card does.
    expect(within(article).getByText('Premium')).toBeInTheDocument();
    expect(within(article).getByText('July 7, 2026')).toHaveAttribute('datetime', post.publishedAt);
    // The API's count for the whole article.
    expect(within(article).getByText(`${post.readingMinutes} min read`)).toBeInTheDocument();
    expect(within(article).getByRole('heading', { level: 2, name: 'Quarterly deadlines' })).toBeInTheDocument();
    expect(within(article).getAllByRole('link', { name: 'Marcus Okafor' })[0]).toHaveAttribute('href', '/author/2');
    expect(within(article).getByRole('heading', { name: 'About the author' })).toBeInTheDocument();
    expect(within(article).getByText(marcus.bio)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('The Startup Tax Calendar | LaunchOps'));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost:3000/blog/the-startup-tax-calendar');
    expect(document.querySelector('meta[property="og:image"]')).toHaveAttribute('content', 'http://localhost:3000/media/blog/legal.jpg');
  });

  it('shows up to 3 related posts of the same category, never the post itself', async () => {
    mockApi(api);
    renderPage(<ArticlePage />, { url: `/blog/${post.slug}`, route: '/blog/:slug' });
    const section = (await screen.findByRole('heading', { name: 'Related articles' })).closest('section')!;
    const titles = await within(section).findAllByRole('heading', { level: 3 });
    expect(titles.map((h) => h.textContent)).toEqual(['Tax one', 'Tax two', 'Tax three']);
  });

  it('shows the paywall for a premium article below Basic without asking for it, naming the article with its teaser and a link to the plans', async () => {
    const message = PREMIUM_ARTICLE_PLAN_MESSAGE;
    const teaser = makeSummary({
      id: 16,
      slug: 'premium-one',
      title: 'Equity for First Hires',
      excerpt: 'How much to offer, and how it vests.',
      category: 'Hiring',
      tier: 'premium',
    });
    const fetchMock = mockApi((url) =>
      url === '/api/blog-posts/premium-one'
        ? { status: 402, body: { statusCode: 402, message } }
        : url === '/api/blog-posts'
          ? { status: 200, body: [...list, teaser] }
          : url === '/api/billing/entitlements'
            ? { status: 200, body: FREE_PLAN }
            : api(url),
    );
    renderPage(<ArticlePage />, { url: '/blog/premium-one', route: '/blog/:slug' });
    // The paywall names what it holds back: the article's title, its teaser, and that it is premium.
    expect(await screen.findByRole('heading', { level: 1, name: 'Equity for First Hires' })).toBeInTheDocument();
    expect(screen.getByText('How much to offer, and how it vests.')).toBeInTheDocument();
    expect(screen.getByText('Premium article')).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/#plans');
    expect(screen.getByRole('link', { name: 'Back to all articles' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText(/not reachable/)).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^Equity for First Hires/));
    // The plan was asked first, so the browser never logs a refused request for the article.
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/blog-posts/premium-one');
  });

  it('falls back to "A premium article" when the list cannot name it', async () => {
    const message = 'This is a premium article. It comes with the Basic, Pro and Premium plans.';
    mockApi((url) => (url === '/api/blog-posts/premium-one' ? { status: 402, body: { statusCode: 402, message } } : api(url)));
    renderPage(<ArticlePage />, { url: '/blog/premium-one', route: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A premium article' })).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown article', async () => {
    mockApi(api);
    renderPage(<ArticlePage />, { url: '/blog/no-such-article', route: '/blog/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The article you're looking for doesn't exist or has been removed.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
    // The page's head is written after the not-found state renders: wait for it rather than racing a busy machine.
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex'));
  });

  it('treats a malformed address as not found without calling the API', async () => {
    const fetchMock = mockApi(api);
    renderPage(<ArticlePage />, { url: '/blog/Not%20A%20Slug', route: '/blog/:slug' });
    expect(await screen.findByRole('heading', { name: 'Article Not Found' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/blog-posts/Not A Slug');
  });
});
