import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderPage } from '@launchops/kit/testing';
import type { AffiliateTool } from '../data/tools';
import { TOOL_TABS } from '../utils/filter-tools';
import { ToolsPage } from './tools-page';

const tool = (overrides: Partial<AffiliateTool> & Pick<AffiliateTool, 'id' | 'name'>): AffiliateTool => ({
  description: `${overrides.name} helps founders run the company.`,
  category: ['productivity'],
  url: `https://${overrides.id}.example.com`,
  affiliateUrl: `https://${overrides.id}.example.com/signup`,
  price: 'Paid',
  startingAt: '$10/month',
  freeTrial: 'no',
  ...overrides,
});

const FIXTURE: AffiliateTool[] = [
  tool({ id: 'freebie', name: 'Freebie', price: 'Free', startingAt: '$0', category: ['productivity', 'email'] }),
  tool({ id: 'payroller', name: 'Payroller', price: 'Premium', category: ['hr', 'payroll', 'benefits', 'tax', 'compliance'], freeTrial: '30 days', discount: '20% off the first year with code LAUNCH20' }),
  tool({ id: 'ledger', name: 'Ledger', price: 'Freemium', category: ['accounting', 'bookkeeping', 'finance'], affiliateUrl: 'https://ledger.example.com/signup?plan=startup' }),
  tool({ id: 'meter', name: 'Meter', price: 'Pay as you go', category: ['cloud_hosting', 'development'], freeTrial: 'Free tier for new accounts' }),
  tool({ id: 'incorporate', name: 'Incorporate', price: 'Paid', category: ['legal', 'incorporation'] }),
];

// Role queries over 100 cards are slow in jsdom: count and name cards through the DOM.
const cards = () => [...document.querySelectorAll<HTMLElement>('article[data-tool-id]')];
const cardNames = () => cards().map((card) => card.querySelector('h2')?.textContent);
const status = () => document.querySelector('[role="status"]')?.textContent;

let sendBeacon: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
});

afterEach(() => {
  document.title = '';
});

describe('ToolsPage', () => {
  it('lists the 20 built-in tools with the page title and meta', () => {
    renderPage(<ToolsPage />, { url: '/tools' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Tools' })).toBeInTheDocument();
    expect(status()).toBe('Showing 20 of 20 tools');
    expect(cards()).toHaveLength(20);
    expect(document.title).toBe('Recommended Tools for Startups | LaunchOps');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/payroll/);
  });

  it('searches, and the clear button empties the box and refocuses it', async () => {
    const user = userEvent.setup();
    renderPage(<ToolsPage tools={FIXTURE} />);
    const search = screen.getByRole('searchbox', { name: 'Search tools' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
    await user.type(search, 'ledger');
    expect(cardNames()).toEqual(['Ledger']);
    expect(status()).toBe('Showing 1 of 5 tools');
    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(cards()).toHaveLength(5);
    await user.type(search, 'payroll{Escape}');
    expect(search).toHaveValue('');
  });

  it('switches tabs with the mouse and the arrow keys', async () => {
    const user = userEvent.setup();
    renderPage(<ToolsPage tools={FIXTURE} />);
    const tablist = screen.getByRole('tablist', { name: 'Tool categories' });
    // The seven tabs, in the order filter-tools.test.ts pins down.
    expect(within(tablist).getAllByRole('tab').map((t) => t.textContent)).toEqual(TOOL_TABS.map((tab) => tab.label));
    await user.click(screen.getByRole('tab', { name: 'Free & Freemium' }));
    expect(screen.getByRole('tab', { name: 'Free & Freemium' })).toHaveAttribute('aria-selected', 'true');
    expect(cardNames()).toEqual(['Freebie', 'Ledger']);
    expect(screen.getByRole('tabpanel', { name: 'Free & Freemium' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Legal & Formation' })).toHaveFocus();
    expect(cardNames()).toEqual(['Incorporate']);
    await user.keyboard('{End}');
    expect(cardNames()).toEqual(['Meter']);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'HR & Payroll' })).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('tab', { name: 'HR & Payroll' }));
    expect(cardNames()).toEqual(['Payroller']);
    expect(status()).toBe('Showing 1 of 5 tools');
  });

  it('reveals multi-select category filters with a count badge, and Clear Filters resets them', async () => {
    const user = userEvent.setup();
    renderPage(<ToolsPage tools={FIXTURE} />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('group', { name: 'Filter by category' });
    expect(within(panel).getByRole('button', { name: 'Clear Filters' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Payroll' }));
    expect(within(panel).getByRole('button', { name: 'Payroll' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('filter-count')).toHaveTextContent('1');
    expect(cardNames()).toEqual(['Payroller']);

    await user.click(within(panel).getByRole('button', { name: 'Cloud Hosting' }));
    expect(screen.getByTestId('filter-count')).toHaveTextContent('2');
    expect(screen.getByRole('button', { name: 'Filters (2 selected)' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Payroller', 'Meter']);
    expect(status()).toBe('Showing 2 of 5 tools');

    // Deselecting one chip keeps the other.
    await user.click(within(panel).getByRole('button', { name: 'Payroll' }));
    expect(cardNames()).toEqual(['Meter']);
    expect(screen.getByTestId('filter-count')).toHaveTextContent('1');

    await user.click(within(panel).getByRole('button', { name: 'Clear Filters' }));
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(5);

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.queryByRole('group', { name: 'Filter by category' })).not.toBeInTheDocument();
  });

  it('Clear Filters also clears the search (it is one of the filters)', async () => {
    const user = userEvent.setup();
    renderPage(<ToolsPage tools={FIXTURE} />, { url: '/tools' });
    const search = screen.getByRole('searchbox', { name: 'Search tools' });
    await user.type(search, 'ledger');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('group', { name: 'Filter by category' });
    // A search alone is something to clear.
    expect(within(panel).getByRole('button', { name: 'Clear Filters' })).toBeEnabled();
    await user.click(within(panel).getByRole('button', { name: 'Finance' }));
    expect(cardNames()).toEqual(['Ledger']);
    await user.click(within(panel).getByRole('button', { name: 'Clear Filters' }));
    expect(search).toHaveValue('');
    expect(screen.queryByTestId('filter-count')).not.toBeInTheDocument();
    expect(cards()).toHaveLength(5);
    expect(currentLocation()).toBe('/tools');
  });

  it('keeps the tab, search and categories in the address, reads them back, and ignores unknown values', async () => {
    const user = userEvent.setup();
    const first = renderPage(<ToolsPage tools={FIXTURE} />, { url: '/tools' });
    await user.click(screen.getByRole('tab', { name: 'Free & Freemium' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'ledger');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name: 'Finance' }));
    await user.click(within(screen.getByRole('group', { name: 'Filter by category' })).getByRole('button', { name: 'Accounting' }));
    const url = new URL(currentLocation(), 'http://site.test');
    expect(url.pathname).toBe('/tools');
    expect(Object.fromEntries(url.searchParams)).toEqual({ tab: 'free', q: 'ledger', category: 'finance,accounting' });
    first.unmount();

    // The same address (a reload or a shared link) shows the same list.
    renderPage(<ToolsPage tools={FIXTURE} />, { url: currentLocation() });
    expect(screen.getByRole('tab', { name: 'Free & Freemium' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('ledger');
    expect(screen.getByRole('button', { name: 'Filters (2 selected)' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ledger']);
  });

  it('ignores a tab, category or search in the address that it does not know', () => {
    renderPage(<ToolsPage tools={FIXTURE} />, { url: `/tools?tab=nope&category=payroll,not_a_tag,${'x'.repeat(80)}&q=${'y'.repeat(300)}` });
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters (1 selected)' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Payroller']);
  });

  it('shows the empty text, and a way back to every tool', async () => {
    const user = userEvent.setup();
    renderPage(<ToolsPage tools={FIXTURE} />);
    await user.click(screen.getByRole('tab', { name: 'Legal & Formation' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'payroll');
    expect(screen.getByText('No affiliate tools found for this category.')).toBeInTheDocument();
    expect(status()).toBe('Showing 0 of 5 tools');
    await user.click(screen.getByRole('button', { name: 'Show all tools' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows at most 100 tools', () => {
    const many = Array.from({ length: 120 }, (_, i) => tool({ id: `tool-${i}`, name: `Tool ${i}` }));
    renderPage(<ToolsPage tools={many} />);
    expect(cards()).toHaveLength(100);
    expect(status()).toBe('Showing 100 of 120 tools');
  });

  it('renders each card: price, price badge colour, free-trial badge, chips with +n more, discount', () => {
    renderPage(<ToolsPage tools={FIXTURE} />);
    const card = (name: string) => screen.getByRole('article', { name });
    const badgeTone = (name: string) => within(card(name)).getByTestId('price-badge').getAttribute('data-tone');
    expect(badgeTone('Freebie')).toBe('green');
    expect(badgeTone('Ledger')).toBe('blue');
    expect(badgeTone('Payroller')).toBe('purple');
    expect(badgeTone('Meter')).toBe('grey');
    expect(badgeTone('Incorporate')).toBe('grey');
    expect(within(card('Payroller')).getByTestId('price-badge')).toHaveTextContent('Premium');

    expect(within(card('Freebie')).getByText('$0')).toBeInTheDocument();
    expect(within(card('Freebie')).queryByTestId('free-trial-badge')).not.toBeInTheDocument();
    expect(within(card('Payroller')).getByTestId('free-trial-badge')).toHaveTextContent('30-day free trial');
    expect(within(card('Meter')).getByTestId('free-trial-badge')).toHaveTextContent('Free tier for new accounts');

    const chips = within(within(card('Payroller')).getByRole('list', { name: 'Categories' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['HR', 'Payroll', 'Benefits', '+2 more']);
    expect(within(card('Payroller')).getByRole('button', { name: '+2 more categories: Tax, Compliance' })).toBeInTheDocument();
    expect(within(card('Ledger')).queryByRole('button', { name: /more/ })).not.toBeInTheDocument();

    expect(within(card('Payroller')).getByTestId('discount-note')).toHaveTextContent('20% off the first year with code LAUNCH20');
    expect(within(card('Freebie')).queryByTestId('discount-note')).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Affiliate disclosure' })).toHaveTextContent(/commission/);
  });

  it('Visit Site opens the affiliate address with the tracking parameters in a new tab and records the click', async () => {
    const user = userEvent.setup();
    renderPage(<ToolsPage tools={FIXTURE} />);
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
    expect(sendBeacon).toHaveBeenCalledWith('/api/affiliate-clicks', JSON.stringify({ toolId: 'ledger', source: 'tools_page' }));
  });
});
