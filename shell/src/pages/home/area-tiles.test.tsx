import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSiteApi, renderAt } from '../../testing/test-utils';
import { AreaTiles, evenColumns } from './area-tiles';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AreaTiles', { timeout: 30_000 }, () => {
  it('lays the areas out in full rows: as many columns as divide the count evenly', async () => {
    expect(evenColumns(6, 3)).toBe(3);
    expect(evenColumns(6, 2)).toBe(2);
    expect(evenColumns(8, 3)).toBe(2);
    expect(evenColumns(7, 3)).toBe(3);
    const { site } = await mockSiteApi();
    renderAt('/', <AreaTiles />);
    await screen.findByRole('heading', { name: site.areas[0]!.name }, { timeout: 10_000 });
    const list = screen.getAllByRole('list')[0]!;
    const wide = Number(list.style.getPropertyValue('--area-columns-wide'));
    const medium = Number(list.style.getPropertyValue('--area-columns-medium'));
    // Six areas: three and three on a wide screen, two a row on a tablet; never a row of four then two.
    expect(site.areas.length % wide).toBe(0);
    expect(site.areas.length % medium).toBe(0);
    expect(wide).toBeGreaterThan(medium);
  });
});
