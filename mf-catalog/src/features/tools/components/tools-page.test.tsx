import type { Product } from '@launchops/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../../../testing/fake-api';
import { catalogueView } from '../../../testing/software-fixtures';
import { TOOL_TABS } from '../utils/filter-tools';
import { ToolsPage } from './tools-page';

const tool = (overrides: Partial<Product> & Pick<Product, 'id' | 'name'>): Product => ({
  description: `${overrides.name} helps founders run the company.`,
  category: 'operations',
  tags: ['productivity'],
  link: `https://${overrides.id}.example.com`,
  signupUrl: `https://${overrides.id}.example.com/signup`,
  priceModel: 'Paid',
  pricing: '$10/month',
  icon: 'box',
  views: ['tools'],
  ...overrides,
});

const FIXTURE: Product[] = [
  tool({ id: 'freebie', name: 'Freebie', priceModel: 'Free', pricing: 'Free', tags: ['productivity', 'email'] }),
  tool({
    id: 'payroller',
    name: 'Payroller',
    priceModel: 'Paid',
    tags: ['hr', 'payroll', 'benefits', 'tax', 'compliance'],
    freeTrial: '30 days',
    startupOffer: '20% off the first year with code LAUNCH20',
    views: ['tools', 'software'],
  }),
  tool({
    id: 'ledger',
    name: 'Ledger',
    priceModel: 'Freemium',
    tags: ['accounting', 'bookkeeping', 'finance'],
    signupUrl: 'https://ledger.example.com/signup?plan=startup',
  }),
  tool({ id: 'meter', name: 'Meter', priceModel: 'Pay as you go', tags: ['cloud_hosting', 'development'], freeTrial: 'Free tier for new accounts' }),
  tool({ id: 'incorporate', name: 'Incorporate', priceModel: 'Paid', tags: ['legal', 'incorporation'] }),
  // In the catalogue but not in the tools view: never shown here.
  tool({ id: 'form', name: 'A Form', views: [] }),
];

/** /tools over `products` from the fake API, once its cards are shown. */
async function renderTools(products: Product[] = FIXTURE, options: Parameters<typeof renderPage>[1] = {}) {
  const api = fakeApi({ '/api/catalogue/tools': catalogueView('tools', products) });
  vi.stubGlobal('fetch', api.fetch);
  const rendered = renderPage(<ToolsPage />, options);
  await waitFor(() => expect(status()).toMatch(/^Showing/));
  return { ...rendered, api };
}

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
  vi.unstubAllGlobals();
});

describe('ToolsPage', () => {
  it('shows skeletons while the tools load, then says plainly when they fail, with a retry', async () => {
    let calls = 0;
    let release: () => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/catalogue/tools': () => {
          calls += 1;
          if (calls === 1) return new Response('', { status: 502, statusText: 'Bad Gateway' });
          return new Promise<Response>((resolve) => {
            release = () => resolve(new Response(JSON.stringify(catalogueView('tools', FIXTURE)), { status: 200 }));
          });
        },
      }).fetch,
    );
    const user = userEvent.setup();
    renderPage(<ToolsPage />);
    expect(screen.getByRole('list', { name: 'Loading the tools' })).toHaveAttribute('aria-busy', 'true');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the tools.');
    expect(alert).toHaveTextContent('502: Bad Gateway');
    expect(status()).toBe('');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    release();
    await waitFor(() => expect(status()).toBe('Showing 5 of 5 tools'));
  });

  it("lists the catalogue's tools view from the API, counted from the data, with the page title and meta", async () => {
    const { api } = await renderTools(FIXTURE, { url: '/tools' });
    // Its one catalogue read, and the disclosure's read of the policies.
    expect(api.calls.map((call) => call.url).sort()).toEqual(['/api/catalogue/tools', '/api/site-policies']);
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Tools' })).toBeInTheDocument();
    expect(status()).toBe('Showing 5 of 5 tools');
    expect(cardNames()).toEqual(['Freebie', 'Payroller', 'Ledger', 'Meter', 'Incorporate']);
    expect(document.title).toBe('Recommended Tools for Startups | LaunchOps');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/payroll/);
  });

  it('searches, and the clear button empties the box and refocuses it', async () => {
    const user = userEvent.setup();
    await renderTools(FIXTURE);
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
    await renderTools(FIXTURE);
    const tablist = screen.getByRole('tablist', { name: 'Tool categories' });
    // The seven tabs, in the order filter-tools.test.ts pins down.
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(TOOL_TABS.map((tab) => tab.label));
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
    await renderTools(FIXTURE);
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
    await renderTools(FIXTURE, { url: '/tools' });
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
    const first = await renderTools(FIXTURE, { url: '/tools' });
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
    await renderTools(FIXTURE, { url: currentLocation() });
    expect(screen.getByRole('tab', { name: 'Free & Freemium' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('ledger');
    expect(screen.getByRole('button', { name: 'Filters (2 selected)' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Ledger']);
  });

  it('ignores a tab, category or search in the address that it does not know', async () => {
    await renderTools(FIXTURE, { url: `/tools?tab=nope&category=payroll,not_a_tag,${'x'.repeat(80)}&q=${'y'.repeat(300)}` });
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search tools' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Filters (1 selected)' })).toBeInTheDocument();
    expect(cardNames()).toEqual(['Payroller']);
  });

  it('shows the empty text, and a way back to every tool', async () => {
    const user = userEvent.setup();
    await renderTools(FIXTURE);
    await user.click(screen.getByRole('tab', { name: 'Legal & Formation' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'payroll');
    expect(screen.getByText('No tools match the search.')).toBeInTheDocument();
    expect(status()).toBe('Showing 0 of 5 tools');
    await user.click(screen.getByRole('button', { name: 'Show all tools' }));
    expect(cards()).toHaveLength(5);
    expect(screen.getByRole('tab', { name: 'All Tools' })).toHaveAttribute('aria-selected', 'true');
  });

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
    expect(sendBeacon).toHaveBeenCalledWith('/api/affiliate-clicks', JSON.stringify({ toolId: 'ledger', source: 'tools_page' }));
  });
});
