import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSiteApi, renderAt } from '../../testing/test-utils';
import { TermsPage } from '../legal/terms-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a page stating policies', { timeout: 30_000 }, () => {
  it("says it was last updated when the newest of its policies last changed, not on the page's own older date", async () => {
    const { site } = await mockSiteApi();
    const newest = site.policies
      .map((p) => p.updated)
      .sort()
      .at(-1)!;
    expect(newest > '2026-11-27').toBe(true);
    renderAt('/terms', <TermsPage />);
    await vi.waitFor(() => expect(document.querySelector('time')).toHaveAttribute('dateTime', newest), { timeout: 10_000 });
    expect(screen.getByText(/Last updated/)).toBeInTheDocument();
  });
});
