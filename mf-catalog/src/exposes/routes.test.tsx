import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { fakeApi } from '../testing/fake-api';
import { CATALOGUE_ROUTES } from '../testing/software-fixtures';
import CatalogRoutes from './routes';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CatalogRoutes', () => {
  it('serves /tools and /software', async () => {
    vi.stubGlobal('fetch', fakeApi(CATALOGUE_ROUTES).fetch);
    const first = renderPage(<CatalogRoutes />, { url: '/tools' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Tools' })).toBeInTheDocument();
    first.unmount();
    renderPage(<CatalogRoutes />, { url: '/software' });
    expect(screen.getByRole('heading', { level: 1, name: 'Software Recommendations' })).toBeInTheDocument();
  });

  it.each([
    ['/tools/unknown', 'Page Not Found', 'Browse All Tools', '/tools'],
    ['/software/notion/extra', 'Software Not Found', 'Browse All Software', '/software'],
  ])('shows its own not-found page for %s', async (path, title, back, href) => {
    const user = userEvent.setup();
    renderPage(<CatalogRoutes />, { url: path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: back }));
    expect(screen.getByTestId('location')).toHaveTextContent(href);
  });
});
