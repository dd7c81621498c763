import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderAt } from '../../testing/test-utils';
import { shippedPlans } from './plans-fixture';
import { PricingSection } from './pricing-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PricingSection', { timeout: 30_000 }, () => {
  it('shows Basic $29, Pro $79 (Popular) and Premium $199 from plans.yaml, each linking to /signup?plan=', async () => {
    const plans = await shippedPlans();
    mockFetch(200, plans);
    renderAt('/', <PricingSection />);
    const pro = await screen.findByTestId('plan-pro');
    expect(
      screen
        .getAllByRole('listitem')
        .filter((li) => li.dataset.testid?.startsWith('plan-'))
        .map((li) => li.dataset.testid),
    ).toEqual(['plan-basic', 'plan-pro', 'plan-premium']);
    expect(pro).toHaveTextContent('Popular');
    expect(pro).toHaveTextContent('$79 a month');
    expect(pro).toHaveTextContent('Everything in Basic, plus:');
    expect(within(pro).getByRole('link', { name: /Get started with Pro/ })).toHaveAttribute('href', '/signup?plan=pro');
    expect(screen.getByTestId('plan-basic')).not.toHaveTextContent('Popular');
    expect(screen.getByTestId('plan-basic')).toHaveTextContent('$29 a month');
    expect(within(screen.getByTestId('plan-premium')).getByRole('link')).toHaveAttribute('href', '/signup?plan=premium');
    // Each line is the card's wording of an entitlement, straight from the table.
    const premium = plans.find((p) => p.id === 'premium')!;
    for (const line of premium.lines) expect(screen.getByTestId('plan-premium')).toHaveTextContent(line.text);
    expect(screen.getByTestId('plan-premium')).toHaveTextContent('3 consulting sessions a month');
    // Issue 35: a paid card names only what that plan adds; the reminders and the account are free for everybody.
    expect(screen.getByText(/The launch guide stays free, deadline reminders included/)).toBeInTheDocument();
    for (const free of ['calendar-reminders', 'progress-sync'])
      expect(document.querySelector(`[data-testid^="plan-"] [data-entitlement="${free}"]`)).toBeNull();
    expect(screen.getByTestId('plan-basic').querySelector('[data-entitlement="document-templates"]')).not.toBeNull();
    expect(screen.getByTestId('plan-premium').querySelector('[data-entitlement="custom-roadmap"]')).not.toBeNull();
  });

  it('says so when the plans cannot be loaded', async () => {
    mockFetch(503, { statusCode: 503, message: 'down' });
    renderAt('/', <PricingSection />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The plans could not be loaded');
  });
});
