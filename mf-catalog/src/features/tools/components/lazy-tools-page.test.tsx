import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { affiliateTools } from '../data/tools';
import { LazyToolsPage } from './lazy-tools-page';

describe('LazyToolsPage (/tools)', () => {
  it('shows the intro at once and the directory when its chunk has loaded', async () => {
    renderPage(<LazyToolsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Recommended Tools' })).toBeInTheDocument();
    expect(document.title).toMatch(/Recommended Tools for Startups/);
    expect(await screen.findByRole('searchbox', { name: 'Search tools' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Showing ${Math.min(affiliateTools.length, 100)} of ${affiliateTools.length} tools`);
    // One intro: the directory does not bring a second heading.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
