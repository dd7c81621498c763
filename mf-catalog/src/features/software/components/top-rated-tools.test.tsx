import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../../../testing/fake-api';
import { catalogueView } from '../../../testing/software-fixtures';
import { TopRatedTools } from './top-rated-tools';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TopRatedTools (home widget)', () => {
  it("shows the catalogue's home picks, with no rating and no affiliate badge, linking to their pages", async () => {
    const api = fakeApi({ '/api/catalogue/home': catalogueView('home') });
    vi.stubGlobal('fetch', api.fetch);
    renderPage(<TopRatedTools />);
    expect(screen.getByRole('heading', { name: 'Recommended Startup Tools' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Loading our picks' })).toHaveAttribute('aria-busy', 'true');
    await screen.findByRole('article', { name: 'LivePlan' });
    // Its one catalogue read, and the disclosure's read of the policies.
    expect(api.calls.map((call) => call.url).sort()).toEqual(['/api/catalogue/home', '/api/site-policies']);
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual(['LivePlan', 'Pitch', 'QuickBooks Online']);
    const expected = [
      { category: 'Finance', href: '/software/liveplan' },
      { category: 'Fundraising', href: '/software/pitch' },
      { category: 'Finance', href: '/software/quickbooks-online' },
    ];
    cards.forEach((card, index) => {
      const want = expected[index]!;
      expect(card).not.toHaveTextContent('Affiliate');
      expect(within(card).getByText(want.category)).toBeInTheDocument();
      expect(within(card).queryByRole('img', { name: /^Rated/ })).toBeNull();
      expect(card).not.toHaveTextContent(/reviews\)/);
      expect(within(card).getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', want.href);
    });
    // The short tagline where the catalogue has one, else the description.
    expect(cards[0]).toHaveTextContent('Business plans with built-in forecasts.');
    expect(cards[2]).toHaveTextContent('Bookkeeping on QuickBooks Online.');
    expect(screen.queryByText(/commission/)).toBeNull(); // the fake API has no /api/site-policies: no statement, and no copy of one
    expect(screen.getByRole('link', { name: 'Explore All Recommended Software' })).toHaveAttribute('href', '/software');
  });

  it('says so, with a retry, when the picks cannot be loaded', async () => {
    vi.stubGlobal('fetch', fakeApi({}).fetch);
    renderPage(<TopRatedTools />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load our picks.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore All Recommended Software' })).toBeInTheDocument();
  });
});
