import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { dana, makeAuthor, makeSummary } from '../../../testing/fixtures';
import { renderPage } from '@launchops/kit/testing';
import { mockApi, notFound } from '../../../testing/mock-api';
import { AuthorPage } from './author-page';

const author = makeAuthor({
  posts: [makeSummary({ id: 1, title: 'The 83(b) Election' }), makeSummary({ id: 2, title: 'Founder Equity and Vesting' })],
});

describe('AuthorPage', () => {
  it("shows the author's avatar, name, bio and posts", async () => {
    mockApi((url) => (url === '/api/authors/1' ? { status: 200, body: author } : notFound()));
    renderPage(<AuthorPage />, { url: '/author/1', route: '/author/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dana Whitfield' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo of Dana Whitfield' })).toHaveAttribute('src', dana.avatarUrl);
    expect(screen.getByText(dana.bio)).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: /Articles by Dana Whitfield/ }).closest('section')!;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByRole('link', { name: 'The 83(b) Election' })).toHaveAttribute('href', '/blog/post-1');
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Dana Whitfield: articles and bio | LaunchOps'));
  });

  it('says clearly when the author does not exist', async () => {
    mockApi(() => notFound('Author not found'));
    renderPage(<AuthorPage />, { url: '/author/999', route: '/author/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Author Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Articles' })).toHaveAttribute('href', '/blog');
  });

  it('treats a non-numeric id as not found without calling the API', async () => {
    const fetchMock = mockApi(() => ({ status: 200, body: author }));
    renderPage(<AuthorPage />, { url: '/author/dana', route: '/author/:id' });
    expect(await screen.findByRole('heading', { name: 'Author Not Found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
