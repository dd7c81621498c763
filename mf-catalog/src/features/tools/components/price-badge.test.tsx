import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ToolPrice } from '../data/tools';
import { PriceBadge, priceTone } from './price-badge';

describe('PriceBadge', () => {
  it.each<[ToolPrice, string]>([
    ['Free', 'green'],
    ['Freemium', 'blue'],
    ['Premium', 'purple'],
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
