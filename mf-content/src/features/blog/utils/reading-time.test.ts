import { describe, expect, it } from 'vitest';
import { readingTimeLabel } from './reading-time';

describe('readingTimeLabel', () => {
  it('shows the minutes the API counted for the whole article', () => {
    expect(readingTimeLabel({ readingMinutes: 6 })).toBe('6 min read');
  });

  it('shows nothing rather than a guess when the API did not say', () => {
    expect(readingTimeLabel({})).toBeNull();
  });
});
