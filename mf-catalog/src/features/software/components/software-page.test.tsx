import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../../../testing/fake-api';
import { AFFILIATE_POLICY, catalogueView, SOFTWARE_LIST, sitePoliciesAnswer } from '../../../testing/software-fixtures';
import { SOFTWARE_STALE_MS, softwareKeys } from '../../../utils/get-software-list';
import { SoftwarePage } from './software-page';

const cardNames = () => [...document.querySelectorAll('article[data-software-id] h2')].map((h) => h.textContent);

let sendBeacon: ReturnType<typeof vi.fn>;

beforeEach(() => {
  sendBeacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true, writable: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SoftwarePage: loading and the cards', () => {
  it('shows skeletons while loading, then the cards; data stays fresh for five minutes', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi({
      '/api/catalogue/software': () =>
        new Promise<Response>((resolve) => {
          release = () => resolve(new Response(JSON.stringify(SOFTWARE_LIST), { status: 200 }));
        }),
    });
    vi.stubGlobal('fetch', api.fetch);
    const { queryClient } = renderPage(<SoftwarePage />, { url: '/software' });
    expect(screen.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeInTheDocument();
    expect(screen.getAllByTestId('software-skeleton')).toHaveLength(6);
    release();
    await waitFor(() => expect(cardNames()).toHaveLength(SOFTWARE_LIST.products.length));
    expect(screen.queryByTestId('software-skeleton')).not.toBeInTheDocument();
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Software Recommendations for Startups | LaunchOps'));
    const query = queryClient.getQueryCache().find({ queryKey: softwareKeys.view('software') });
    expect(SOFTWARE_STALE_MS).toBe(300_000);
    expect((query?.options as { staleTime?: number }).staleTime).toBe(300_000);
  });

  it('renders a card with no rating, its category chip colour, icon, Details and Visit Site', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': SOFTWARE_LIST }).fetch);
    const user = userEvent.setup();
    renderPage(<SoftwarePage />, { url: '/software' });
    const card = await screen.findByRole('article', { name: 'Notion' });
    expect(within(card).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(card).not.toHaveTextContent(/reviews\)/);
    expect(within(card).getByTestId('category-chip')).toHaveTextContent('Planning');
    expect(within(card).getByTestId('category-chip')).toHaveAttribute('data-tone', 'blue');
    expect(card.querySelector('[data-icon]')).toHaveAttribute('data-icon', 'document');
    expect(within(card).getByRole('link', { name: 'Details about Notion' })).toHaveAttribute('href', '/software/notion');

    const visit = within(card).getByRole('link', { name: 'Visit Site for Notion, opens in a new tab' });
    expect(visit).toHaveAttribute('target', '_blank');
    expect(visit).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(Object.fromEntries(new URL(visit.getAttribute('href')!).searchParams)).toEqual({
      utm_source: 'notion',
      utm_medium: 'affiliate',
      utm_campaign: 'software',
      ref: 'notion',
    });
    visit.addEventListener('click', (event) => event.preventDefault());
    await user.click(visit);
    expect(sendBeacon).toHaveBeenCalledWith('/api/affiliate-clicks', JSON.stringify({ toolId: 'notion', source: 'software' }));

    const tone = (name: string) => within(screen.getByRole('article', { name })).getByTestId('category-chip').getAttribute('data-tone');
    expect(tone('Pitch')).toBe('purple');
    expect(tone('LivePlan')).toBe('green');
    expect(tone('HubSpot')).toBe('pink');
    expect(tone('Clerky')).toBe('amber');
    expect(tone('Slack')).toBe('grey');
    expect(screen.getByRole('article', { name: 'Clerky' })).not.toHaveTextContent('review');
    expect(screen.getByRole('article', { name: 'Slack' }).querySelector('[data-icon]')).toHaveAttribute('data-icon', 'mail');
  });
});

describe('SoftwarePage: tabs and search', () => {
  it('builds the tabs from the data, All Categories first, and filters by tab', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': SOFTWARE_LIST }).fetch);
    const user = userEvent.setup();
    renderPage(<SoftwarePage />, { url: '/software' });
    const tablist = await screen.findByRole('tablist', { name: 'Software categories' });
    await waitFor(() => expect(within(tablist).getAllByRole('tab')).toHaveLength(7));
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['All Categories', 'Finance', 'Fundraising', 'Legal', 'Marketing', 'Operations', 'Planning']);
    await user.click(screen.getByRole('tab', { name: 'Finance' }));
    expect(cardNames()).toEqual(['LivePlan', 'QuickBooks Online']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 products');
    await user.keyboard('{ArrowRight}');
    expect(cardNames()).toEqual(['Pitch']);
    await user.keyboard('{Home}');
    expect(cardNames()).toHaveLength(SOFTWARE_LIST.products.length);
  });

  it('searches, and shows the search empty text', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': SOFTWARE_LIST }).fetch);
    const user = userEvent.setup();
    renderPage(<SoftwarePage />, { url: '/software' });
    await screen.findByRole('article', { name: 'Notion' });
    const search = screen.getByRole('searchbox', { name: 'Search software' });
    await user.type(search, 'crm');
    expect(cardNames()).toEqual(['HubSpot']);
    await user.clear(search);
    await user.type(search, 'spreadsheet wizardry');
    expect(screen.getByText('No software found matching the search')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all software' }));
    expect(search).toHaveValue('');
    expect(cardNames()).toHaveLength(SOFTWARE_LIST.products.length);
  });
});

describe('SoftwarePage: the address, empty categories, failures and the selection criteria', () => {
  it('keeps the category and search in the address and reads them back; unknown values are ignored', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': SOFTWARE_LIST }).fetch);
    const user = userEvent.setup();
    const first = renderPage(<SoftwarePage />, { url: '/software' });
    await screen.findByRole('article', { name: 'Notion' });
    await user.click(screen.getByRole('tab', { name: 'Finance' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search software' }), 'books');
    expect(cardNames()).toEqual(['QuickBooks Online']);
    const url = new URL(currentLocation(), 'http://site.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ category: 'finance', q: 'books' });
    first.unmount();

    // A reload or a shared link shows the same list.
    renderPage(<SoftwarePage />, { url: currentLocation() });
    await screen.findByRole('article', { name: 'QuickBooks Online' });
    expect(screen.getByRole('tab', { name: 'Finance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search software' })).toHaveValue('books');
    expect(cardNames()).toEqual(['QuickBooks Online']);
  });

  it('ignores a category or search in the address that it does not know', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': SOFTWARE_LIST }).fetch);
    renderPage(<SoftwarePage />, { url: `/software?category=Not%20A%20Category&q=${'z'.repeat(300)}` });
    await screen.findByRole('article', { name: 'Notion' });
    expect(screen.getByRole('tab', { name: 'All Categories' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search software' })).toHaveValue('');
    expect(cardNames()).toHaveLength(SOFTWARE_LIST.products.length);
  });

  it('says when a category has no software yet', async () => {
    // Tabs come from the data, so a category is only empty when the list is.
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': catalogueView('software', []) }).fetch);
    renderPage(<SoftwarePage />, { url: '/software' });
    expect(await screen.findByText('No software available in this category yet')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['All Categories']);
  });

  it('explains a failed load and retries on request', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        '/api/catalogue/software': () => {
          calls += 1;
          return calls === 1
            ? new Response(JSON.stringify({ statusCode: 503, message: 'The database is not available' }), { status: 503 })
            : new Response(JSON.stringify(SOFTWARE_LIST), { status: 200 });
        },
      }).fetch,
    );
    const user = userEvent.setup();
    renderPage(<SoftwarePage />, { url: '/software' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the software recommendations.');
    expect(alert).toHaveTextContent('The database is not available');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Notion' })).toBeInTheDocument();
  });

  it('lists real selection criteria and the affiliate disclosure, which states the affiliate-links policy the API answers', async () => {
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/software': SOFTWARE_LIST, '/api/site-policies': sitePoliciesAnswer() }).fetch);
    renderPage(<SoftwarePage />, { url: '/software' });
    const section = screen.getByRole('region', { name: 'How We Select Software' });
    expect(within(section).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
    await waitFor(() => expect(screen.getByRole('complementary', { name: 'Affiliate disclosure' })).toHaveTextContent(AFFILIATE_POLICY));
  });
});
