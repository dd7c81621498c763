import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../../../testing/fake-api';
import { catalogueView } from '../../../testing/software-fixtures';
import { LazyToolsPage } from './lazy-tools-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('LazyToolsPage (/tools)', () => {
  it('shows the intro at once and the directory when its chunk and the tools have loaded', async () => {
    const tools = catalogueView('tools');
    vi.stubGlobal('fetch', fakeApi({ '/api/catalogue/tools': tools }).fetch);
    renderPage(<LazyToolsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Tools' })).toBeInTheDocument();
    expect(document.title).toMatch(/Recommended Tools for Startups/);
    expect(await screen.findByRole('searchbox', { name: 'Search tools' })).toBeInTheDocument();
    expect(await screen.findByText(`Showing ${tools.products.length} of ${tools.products.length} tools`)).toBeInTheDocument();
    // One intro: the directory does not bring a second heading.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
