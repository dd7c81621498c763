import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../testing/render-page';
import { TopRatedTools } from './top-rated-tools';

describe('TopRatedTools (home widget)', () => {
  it('shows the three featured recommendations tagged Affiliate Deal, linking to their pages', () => {
    renderPage(<TopRatedTools />);
    expect(screen.getByRole('heading', { name: 'Top-Rated Startup Tools' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Business Plan Pro',
      'Pitch Deck Master',
      'Startup Accounting Suite',
    ]);
    const expected = [
      { category: 'Finance', stars: 'Rated 5 out of 5', reviews: '(256 reviews)', href: '/software/business-plan-pro' },
      { category: 'Design', stars: 'Rated 4 out of 5', reviews: '(184 reviews)', href: '/software/pitch-deck-master' },
      { category: 'Accounting', stars: 'Rated 5 out of 5', reviews: '(312 reviews)', href: '/software/startup-accounting-suite' },
    ];
    cards.forEach((card, index) => {
      const want = expected[index]!;
      expect(card).toHaveTextContent('Affiliate Deal');
      expect(within(card).getByText(want.category)).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: want.stars })).toBeInTheDocument();
      expect(card).toHaveTextContent(want.reviews);
      expect(within(card).getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', want.href);
    });
    expect(cards[0]).toHaveTextContent('AI-powered business plan generator');
    expect(screen.getByRole('link', { name: 'Explore All Recommended Software' })).toHaveAttribute('href', '/software');
  });
});
