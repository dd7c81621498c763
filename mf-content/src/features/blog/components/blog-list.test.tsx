import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/fixtures';
import { renderPage } from '@launchops/kit/testing';
import { mockApi } from '../../../testing/mock-api';
import { BlogList } from './blog-list';

const posts = [
  makeSummary({ id: 1, slug: 'payroll-returns', title: 'Payroll Returns Explained', excerpt: 'What Forms 941 and W-2 report.', category: 'Hiring' }),
  makeSummary({ id: 2, slug: 'runway', title: 'Runway and Budgeting', excerpt: 'Months of cash left, and how to stretch them.', category: 'Finance' }),
  makeSummary({
    id: 3,
    slug: 'the-83b-election',
    title: 'The 83(b) Election',
    excerpt: 'File within 30 days of the grant.',
    category: 'Legal',
    tier: 'premium',
  }),
  makeSummary({ id: 4, slug: 'delaware-or-llc', title: 'Delaware C-Corp or LLC', excerpt: 'Pick the entity investors expect.', category: 'Legal' }),
];

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Articles' }))
    .getAllByRole('heading')
    .map((h) => h.textContent);

describe('BlogList', () => {
  it('shows 6 skeleton cards while loading', () => {
    mockApi(() => new Promise(() => undefined));
    renderPage(<BlogList />, { url: '/blog' });
    expect(screen.getAllByTestId('post-card-skeleton')).toHaveLength(6);
  });

  it('lists the posts with links to the article and the author, date and reading time', async () => {
    mockApi(() => ({ status: 200, body: posts }));
    renderPage(<BlogList />, { url: '/blog' });
    const link = await screen.findByRole('link', { name: 'Runway and Budgeting' });
    expect(link).toHaveAttribute('href', '/blog/runway');
    const card = link.closest('article')!;
    expect(within(card).getByRole('link', { name: /Dana Whitfield/ })).toHaveAttribute('href', '/author/1');
    expect(within(card).getByText('Nov 10, 2026')).toBeInTheDocument();
    expect(within(card).getByText('4 min read')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Finance illustration' })).toHaveAttribute('width', '1200');
    // A premium article (the Basic plan opens it, issue 35) says so on its card; the others carry no tier mark.
    expect(within(screen.getByRole('heading', { name: 'The 83(b) Election' }).closest('article')!).getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText(/article, with the Basic plan and above/)).toBeInTheDocument();
    expect(within(card).queryByText('Premium')).toBeNull();
  });

  it('loads the first cover at once with high priority and the others lazily', async () => {
    mockApi(() => ({ status: 200, body: posts }));
    renderPage(<BlogList />, { url: '/blog' });
    await screen.findByRole('link', { name: 'Runway and Budgeting' });
    const covers = within(screen.getByRole('list', { name: 'Articles' })).getAllByRole('img', { name: /illustration$/ });
    expect(covers.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
      ['lazy', 'auto'],
    ]);
  });

  it('searches titles and excerpts, and says so when nothing matches', async () => {
    mockApi(() => ({ status: 200, body: posts }));
    const { user } = renderPage(<BlogList />, { url: '/blog' });
    const search = await screen.findByRole('searchbox', { name: 'Search articles' });
    await screen.findByRole('link', { name: 'Runway and Budgeting' });

    await user.type(search, 'runway');
    expect(cardTitles()).toEqual(['Runway and Budgeting']);

    await user.clear(search);
    await user.type(search, 'investors');
    expect(cardTitles()).toEqual(['Delaware C-Corp or LLC']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 of 4 articles');

    await user.type(search, ' zebra');
    expect(screen.getByRole('heading', { name: 'No articles found matching the search' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Articles' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(cardTitles()).toHaveLength(4);
  });

  it('builds category tabs from the data and filters by the chosen one', async () => {
    mockApi(() => ({ status: 200, body: posts }));
    const { user } = renderPage(<BlogList />, { url: '/blog' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Finance', 'Hiring', 'Legal']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Legal' }));
    expect(screen.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual(['The 83(b) Election', 'Delaware C-Corp or LLC']);
    expect(screen.getByTestId('location')).toHaveTextContent('/blog?category=Legal');

    // Arrow keys move between tabs and select them.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Hiring' })).toHaveFocus();
    expect(cardTitles()).toEqual(['Payroll Returns Explained']);
  });

  it('says when a category has no articles', async () => {
    mockApi(() => ({ status: 200, body: posts }));
    renderPage(<BlogList />, { url: '/blog?category=Marketing' });
    expect(await screen.findByRole('heading', { name: 'No articles in the Marketing category yet' })).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockApi(() => (fail ? { status: 503, body: { statusCode: 503, message: 'Unavailable' } } : { status: 200, body: posts }));
    const { user } = renderPage(<BlogList />, { url: '/blog' });
    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load the articles");
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Runway and Budgeting' })).toBeInTheDocument();
  });
});
