import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PriceModel } from '@launchops/contracts';
import { PriceBadge, priceTone } from './price-badge';

describe('PriceBadge', () => {
  it.each<[PriceModel, string]>([
    ['Free', 'green'],
    ['Freemium', 'blue'],
    ['Paid', 'grey'],
    ['Pay as you go', 'grey'],
  ])('%s is %s', (price, tone) => {
    expect(priceTone(price)).toBe(tone);
    render(<PriceBadge price={price} />);
    const badge = screen.getByTestId('price-badge');
    expect(badge).toHaveAttribute('data-tone', tone);
    expect(badge).toHaveTextContent(`Pricing model: ${price}`);
  });
});
