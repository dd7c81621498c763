import { CATEGORY_ICONS } from '@launchops/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryIcon, categoryIconFor, DEFAULT_CATEGORY_ICON } from './category-icon';

describe('category icons', () => {
  it.each(CATEGORY_ICONS)('maps %s to its own lucide icon', (name) => {
    const Icon = categoryIconFor(name);
    expect(Icon).toBeDefined();
    expect(Icon).not.toBe(DEFAULT_CATEGORY_ICON);
    const { container } = render(<CategoryIcon name={name} />);
    const svg = container.querySelector('svg')!;
    expect(svg).toHaveAttribute('data-icon', name);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg.children.length).toBeGreaterThan(0);
  });

  it('uses the default icon for any other name, including inherited object keys', () => {
    for (const name of ['Sparkles', '', 'toString', 'constructor', 'building2']) {
      expect(categoryIconFor(name)).toBe(DEFAULT_CATEGORY_ICON);
    }
    const { container } = render(<CategoryIcon name="NoSuchIcon" />);
    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'default');
  });

  it('gives the 17 names 17 different icons', () => {
    expect(new Set(CATEGORY_ICONS.map(categoryIconFor)).size).toBe(CATEGORY_ICONS.length);
  });
});
