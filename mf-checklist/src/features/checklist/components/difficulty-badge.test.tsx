import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DifficultyBadge } from './difficulty-badge';

describe('DifficultyBadge', () => {
  it.each([
    ['easy', 'Easy', 'easy'],
    ['EASY', 'Easy', 'easy'],
    ['Medium', 'Medium', 'medium'],
    [' hard ', 'Hard', 'hard'],
    ['HaRd', 'Hard', 'hard'],
  ])('shows %j as %s', (value, label, level) => {
    const { container } = render(<DifficultyBadge difficulty={value} />);
    const badge = container.querySelector('[data-difficulty]')!;
    expect(badge).toHaveAttribute('data-difficulty', level);
    expect(badge).toHaveTextContent(`Difficulty: ${label}`);
  });

  it('colours the levels differently', () => {
    const colour = (value: string) => {
      const { container, unmount } = render(<DifficultyBadge difficulty={value} />);
      const color = getComputedStyle(container.querySelector('[data-difficulty]')!).color;
      unmount();
      return color;
    };
    expect(new Set([colour('easy'), colour('medium'), colour('hard')]).size).toBe(3);
  });

  it('shows an unknown value as sent, neutral, and nothing for an empty one', () => {
    const { container, unmount } = render(<DifficultyBadge difficulty="expert" />);
    expect(container.querySelector('[data-difficulty]')).toHaveAttribute('data-difficulty', 'unknown');
    expect(screen.getByText('expert')).toBeInTheDocument();
    unmount();
    const empty = render(<DifficultyBadge difficulty="  " />);
    expect(empty.container).toBeEmptyDOMElement();
  });
});
