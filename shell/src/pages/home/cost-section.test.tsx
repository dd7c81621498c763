import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockSiteApi, renderAt } from '../../testing/test-utils';
import { CostSection } from './cost-section';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CostSection', { timeout: 30_000 }, () => {
  it('the Free card says what Free gives: the standard articles, the premium ones with a plan', async () => {
    await mockSiteApi();
    renderAt('/', <CostSection />);
    const free = screen.getByRole('list', { name: 'Free for everyone' });
    expect(free).not.toHaveTextContent(/every article/i);
    expect(free).toHaveTextContent('standard articles');
    expect(free).toHaveTextContent('premium articles come with a plan');
  });

  it('on the home page itself, the plans statement does not send the reader to the home page', async () => {
    await mockSiteApi();
    const { container } = renderAt('/', <CostSection />);
    const statement = await vi.waitFor(() => {
      const node = container.querySelector('[data-policy="plans"]');
      if (!node) throw new Error('not yet');
      return node;
    });
    expect(statement).toHaveTextContent('Basic at $29');
    expect(statement).not.toHaveTextContent(/home page/i);
    expect(statement).not.toHaveTextContent(/pricing section/i);
  });
});
