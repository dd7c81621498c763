import { describe, expect, it } from 'vitest';
import { percentComplete, progressTone } from './progress';

describe('percentComplete', () => {
  it('rounds to whole percent and never divides by zero', () => {
    expect(percentComplete(0, 56)).toBe(0);
    expect(percentComplete(28, 56)).toBe(50);
    expect(percentComplete(1, 3)).toBe(33);
    expect(percentComplete(56, 56)).toBe(100);
    expect(percentComplete(0, 0)).toBe(0);
    expect(percentComplete(7, 5)).toBe(100);
  });
});

describe('progressTone', () => {
  it('is red below 30, yellow below 70, green from 70', () => {
    expect(progressTone(0)).toBe('start');
    expect(progressTone(29)).toBe('start');
    expect(progressTone(30)).toBe('progress');
    expect(progressTone(69)).toBe('progress');
    expect(progressTone(70)).toBe('success');
    expect(progressTone(100)).toBe('success');
  });
});
