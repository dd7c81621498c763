import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cardNames, cards, FIXTURE, renderTools, setUpToolsPageTests, status, tool } from '../../../testing/tools-page-support';

const beacon = setUpToolsPageTests();

describe('ToolsPage: the empty list', () => {
  it('says when the filters hide every tool of the tab, and clearing them brings the tab back', async () => {
    const user = userEvent.setup();
    await renderTools(FIXTURE, { url: '/tools' });
    await user.click(screen.getByRole('tab', { name: 'Legal & Formation' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'payroll');
    expect(screen.getByText('Your filters hide every tool in Legal & Formation.')).toBeInTheDocument();
    expect(screen.getByText('No tool here matches the search “payroll”.')).toBeInTheDocument();
    expect(screen.queryByText(/No tools in this category/)).not.toBeInTheDocument();
    expect(status()).toBe('Showing 0 of 5 tools');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toEqual(['Incorporate']);
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    expect(screen.getByRole('tab', { name: 'Legal & Formation' })).toHaveAttribute('aria-selected', 'true');
  });

  it('names the chosen categories when they hide every tool, and offers to clear them', async () => {
    const user = userEvent.setup();
    await renderTools(FIXTURE, { url: '/tools?tab=hr&category=finance,cloud_hosting' });
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('Your filters hide every tool in HR & Payroll.')).toBeInTheDocument();
    expect(screen.getByText('No tool here is in the categories Cloud Hosting or Finance.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(cardNames()).toEqual(['Payroller']);
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
  });

  it('says so when a tab has no tools at all, with a way back to every tool', async () => {
    const user = userEvent.setup();
    await renderTools(
      FIXTURE.filter((entry) => entry.id !== 'incorporate'),
      { url: '/tools?tab=legal' },
    );
    expect(screen.getByText('No tools in this category yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all tools' }));
    expect(cards()).toHaveLength(4);
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe("ToolsPage: the list's limits and its cards", () => {
  it('shows at most 100 tools', async () => {
    const many = Array.from({ length: 120 }, (_, i) => tool({ id: `tool-${i}`, name: `Tool ${i}` }));
    await renderTools(many);
    expect(cards()).toHaveLength(100);
    expect(status()).toBe('Showing 100 of 120 tools');
  });

  it('renders each card: price, price badge colour, free-trial badge, chips with +n more, discount', async () => {
    await renderTools(FIXTURE);
    const card = (name: string) => screen.getByRole('article', { name });
    const badgeTone = (name: string) => within(card(name)).getByTestId('price-badge').getAttribute('data-tone');
    expect(badgeTone('Freebie')).toBe('green');
    expect(badgeTone('Ledger')).toBe('blue');
    expect(badgeTone('Payroller')).toBe('grey');
    expect(badgeTone('Meter')).toBe('grey');
    expect(badgeTone('Incorporate')).toBe('grey');
    expect(within(card('Payroller')).getByTestId('price-badge')).toHaveTextContent('Paid');

    // The catalogue's price in words, as every page states it.
    expect(within(card('Freebie')).getByTestId('pricing')).toHaveTextContent(/^Free$/);
    expect(within(card('Meter')).getByTestId('pricing')).toHaveTextContent('$10/month');
    // A product with a review links to it; the others do not.
    expect(within(card('Payroller')).getByRole('link', { name: 'Read our review of Payroller' })).toHaveAttribute('href', '/software/payroller');
    expect(within(card('Ledger')).queryByRole('link', { name: /^Read our review/ })).toBeNull();
    expect(within(card('Freebie')).queryByTestId('free-trial-badge')).not.toBeInTheDocument();
    expect(within(card('Payroller')).getByTestId('free-trial-badge')).toHaveTextContent('30-day free trial');
    expect(within(card('Meter')).getByTestId('free-trial-badge')).toHaveTextContent('Free tier for new accounts');

    const chips = within(within(card('Payroller')).getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['HR', 'Payroll', 'Benefits', '+2 more']);
    expect(within(card('Payroller')).getByRole('button', { name: '+2 more categories: Tax, Compliance' })).toBeInTheDocument();
    expect(within(card('Ledger')).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();

    expect(within(card('Payroller')).getByTestId('discount-note')).toHaveTextContent('20% off the first year with code LAUNCH20');
    expect(within(card('Freebie')).queryByTestId('discount-note')).not.toBeInTheDocument();
    // The fake API here has no /api/site-policies: the disclosure keeps only what is not a policy, and its link.
    expect(screen.getByRole('complementary', { name: 'Affiliate disclosure' })).not.toHaveTextContent(/commission/);
    expect(within(screen.getByRole('complementary', { name: 'Affiliate disclosure' })).getByRole('link', { name: 'Affiliate disclosure' })).toHaveAttribute(
      'href',
      '/affiliate',
    );
  });

  it('Visit Site opens the affiliate address with the tracking parameters in a new tab and records the click', async () => {
    const user = userEvent.setup();
    await renderTools(FIXTURE);
    const link = within(screen.getByRole('article', { name: 'Ledger' })).getByRole('link', { name: /^Visit Site/ });
    expect(link).toHaveAccessibleName('Visit Site for Ledger, opens in a new tab');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://ledger.example.com/signup');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      plan: 'startup',
      utm_source: 'ledger',
      utm_medium: 'affiliate',
      utm_campaign: 'tools_page',
      ref: 'ledger',
    });
    // jsdom does not navigate; the click handler still runs.
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(beacon()).toHaveBeenCalledWith('/api/affiliate-clicks', JSON.stringify({ toolId: 'ledger', source: 'tools_page' }));
  });
});
