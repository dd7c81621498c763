import { describe, expect, it } from 'vitest';
import { p99Grew } from './soak.js';

describe('the soak judges p99 growth', () => {
  it('holds the last slice against the median of the earlier ones, past noise', () => {
    expect(p99Grew([10, 12, 11, 13, 12, 14])).toBe(false);
    expect(p99Grew([10, 12, 11, 13, 12, 60])).toBe(true);
    // One slow earlier slice does not hide growth, nor does a slow first slice count as growth.
    expect(p99Grew([10, 90, 11, 12, 11, 60])).toBe(true);
    expect(p99Grew([90, 12, 11, 13, 12, 14])).toBe(false);
    // Slices with too few answers give no figure.
    expect(p99Grew([10, null, null])).toBe(false);
    expect(p99Grew([10, 11, null])).toBe(false);
  });
});
