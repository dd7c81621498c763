import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/fixtures';
import { renderPage } from '@launchops/kit/testing';
import { mockApi } from '../../../testing/mock-api';
import { LatestArticles } from './latest-articles';

describe('LatestArticles', () => {
  it('shows the first 3 posts and a link to the blog', async () => {
    const posts = [1, 2, 3, 4, 5].map((id) => makeSummary({ id, title: `Article ${id}` }));
    mockApi(() => ({ status: 200, body: posts }));
    renderPage(<LatestArticles />);
    const list = await screen.findByRole('list', { name: 'Latest articles' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Article 1', 'Article 2', 'Article 3']);
    expect(screen.getByRole('link', { name: 'View All Articles' })).toHaveAttribute('href', '/blog');
  });
});
