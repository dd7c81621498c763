import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLocation, renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../../../testing/fake-api';
import { catalogueView } from '../../../testing/software-fixtures';
import { TOOL_TABS } from '../utils/filter-tools';
import { ToolsPage } from './tools-page';
import { cardNames, cards, FIXTURE, renderTools, setUpToolsPageTests, status } from '../../../testing/tools-page-support';

setUpToolsPageTests();

describe('ToolsPage: loading and the list', () => {
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
});

describe('ToolsPage: search and tabs', () => {
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
});

describe('ToolsPage: category filters', () => {
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
});

describe('ToolsPage: the address', () => {
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
});
