import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { TopRatedTools } from './top-rated-tools';

describe('TopRatedTools (home widget)', () => {
  it('shows the three featured real products, with no rating and no affiliate badge, linking to their pages', () => {
    renderPage(<TopRatedTools />);
    expect(screen.getByRole('heading', { name: 'Recommended Startup Tools' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'LivePlan',
      'Pitch',
      'QuickBooks Online',
    ]);
    const expected = [
      { category: 'Finance', href: '/software/liveplan' },
      { category: 'Fundraising', href: '/software/pitch' },
      { category: 'Accounting', href: '/software/quickbooks-online' },
    ];
    cards.forEach((card, index) => {
      const want = expected[index]!;
      expect(card).not.toHaveTextContent('Affiliate');
      expect(within(card).getByText(want.category)).toBeInTheDocument();
      expect(within(card).queryByRole('img', { name: /^Rated/ })).toBeNull();
      expect(card).not.toHaveTextContent(/reviews\)/);
      expect(within(card).getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', want.href);
    });
    expect(cards[0]).toHaveTextContent('Business plans with built-in financial forecasts');
    expect(screen.getByText(/We earn no commission/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore All Recommended Software' })).toHaveAttribute('href', '/software');
  });
});
