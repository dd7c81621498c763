import { describe, expect, it } from 'vitest';
import { clampStep, stepNavigation } from './step-navigation';

describe('stepNavigation', () => {
  it('has no Previous on the first step and no Next on the last', () => {
    expect(stepNavigation(0, 4)).toEqual({ current: 0, hasPrevious: false, hasNext: true, previous: 0, next: 1 });
    expect(stepNavigation(3, 4)).toEqual({ current: 3, hasPrevious: true, hasNext: false, previous: 2, next: 3 });
    expect(stepNavigation(1, 4)).toMatchObject({ hasPrevious: true, hasNext: true, previous: 0, next: 2 });
  });

  it('handles one step, no steps and out-of-range indexes', () => {
    expect(stepNavigation(0, 1)).toMatchObject({ current: 0, hasPrevious: false, hasNext: false });
    expect(stepNavigation(0, 0)).toMatchObject({ current: 0, hasPrevious: false, hasNext: false });
    expect(clampStep(-3, 5)).toBe(0);
    expect(clampStep(9, 5)).toBe(4);
  });
});
