import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLocation, renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../../../testing/fake-api';
import { CATALOGUE_ROUTES, NOTION_DETAIL } from '../../../testing/software-fixtures';
import { SoftwareDetailPage } from './software-detail-page';

const ROUTES = CATALOGUE_ROUTES;

const renderDetail = (id: string) => renderPage(<SoftwareDetailPage />, { url: `/software/${id}`, route: '/software/:id' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SoftwareDetailPage: the recommendation and related software', () => {
  it('shows the full recommendation with meta', async () => {
    vi.stubGlobal('fetch', fakeApi(ROUTES).fetch);
    renderDetail('notion');
    expect(screen.getByTestId('software-detail-skeleton')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Notion' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(screen.queryByText(/reviews\)/)).toBeNull();
    expect(screen.getByRole('region', { name: 'Overview' })).toHaveTextContent(NOTION_DETAIL.review!.longDescription);
    expect(screen.getByRole('region', { name: 'Pricing' })).toHaveTextContent(NOTION_DETAIL.pricing);
    expect(screen.getByRole('region', { name: 'Best for' })).toHaveTextContent(NOTION_DETAIL.review!.bestFor);
    expect(screen.getByRole('region', { name: 'Last reviewed' })).toHaveTextContent('November 25, 2026');
    expect(
      within(screen.getByRole('region', { name: 'Pros' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(NOTION_DETAIL.review!.pros);
    expect(
      within(screen.getByRole('region', { name: 'Cons' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(NOTION_DETAIL.review!.cons);
    const visits = screen.getAllByRole('link', { name: 'Visit Site for Notion, opens in a new tab' });
    expect(visits.length).toBeGreaterThan(0);
    for (const link of visits) expect(new URL(link.getAttribute('href')!).searchParams.get('utm_campaign')).toBe('software');
    expect(screen.getByRole('link', { name: 'All software' })).toHaveAttribute('href', '/software');
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Notion: review, pricing, pros and cons | LaunchOps'));
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${window.location.origin}/software/notion`);
  });

  it('lists related software in the same category', async () => {
    vi.stubGlobal('fetch', fakeApi(ROUTES).fetch);
    renderDetail('liveplan');
    const related = await screen.findByRole('region', { name: 'Related software' });
    const links = within(related).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/software/quickbooks-online']);
  });

  it('has no related section when nothing else shares the category', async () => {
    vi.stubGlobal('fetch', fakeApi(ROUTES).fetch);
    renderDetail('notion');
    await screen.findByRole('heading', { level: 1, name: 'Notion' });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Related software' })).not.toBeInTheDocument());
  });
});

describe('SoftwareDetailPage: old product addresses', () => {
  it('replaces an old address with the closest product the redirect table names', async () => {
    const api = fakeApi({
      ...ROUTES,
      '/api/product-redirects/business-plan-pro': { from: 'business-plan-pro', to: 'notion', location: '/software/notion' },
    });
    vi.stubGlobal('fetch', api.fetch);
    renderDetail('business-plan-pro');
    expect(await screen.findByRole('heading', { level: 1, name: NOTION_DETAIL.name })).toBeInTheDocument();
    expect(currentLocation()).toBe('/software/notion');
    expect(screen.queryByRole('heading', { name: 'Software Not Found' })).not.toBeInTheDocument();
  });

  it('replaces an old address without a close product with /software', async () => {
    vi.stubGlobal('fetch', fakeApi({ ...ROUTES, '/api/product-redirects/startup-suite': { from: 'startup-suite', to: null, location: '/software' } }).fetch);
    renderDetail('startup-suite');
    await waitFor(() => expect(currentLocation()).toBe('/software'));
  });
});

describe('SoftwareDetailPage: not found and failures', () => {
  it('shows a clear not-found message with a link back for an unknown id', async () => {
    vi.stubGlobal('fetch', fakeApi(ROUTES).fetch);
    renderDetail('no-such-product');
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse All Software' })).toHaveAttribute('href', '/software');
    // The page meta is applied in an effect after the commit that shows the data: wait for it.
    await waitFor(() => expect(document.title).toBe('Software Not Found | LaunchOps'));
    // A soft 404: kept out of search results.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('shows not-found for a product of the catalogue that has no review (on /tools only, or only in tasks)', async () => {
    vi.stubGlobal('fetch', fakeApi(ROUTES).fetch);
    renderDetail('square');
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Not Found' })).toBeInTheDocument();
  });

  it('does not ask the API about an id that cannot exist', async () => {
    const api = fakeApi(ROUTES);
    vi.stubGlobal('fetch', api.fetch);
    renderDetail('Not%20A%20Slug');
    expect(await screen.findByRole('heading', { level: 1, name: 'Software Not Found' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('offers a retry when the server fails', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      fakeApi({
        ...ROUTES,
        '/api/products/notion': () => {
          calls += 1;
          return calls === 1 ? new Response('', { status: 502, statusText: 'Bad Gateway' }) : new Response(JSON.stringify(NOTION_DETAIL), { status: 200 });
        },
      }).fetch,
    );
    const user = userEvent.setup();
    renderDetail('notion');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('502: Bad Gateway');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Notion' })).toBeInTheDocument();
  });
});
