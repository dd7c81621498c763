import { describe, expect, it } from 'vitest';
import { toLabel } from './format';

describe('format', () => {
  it('labels data tags', () => {
    expect(toLabel('project_management')).toBe('Project Management');
    expect(toLabel('hr')).toBe('HR');
    expect(toLabel('it_management')).toBe('IT Management');
    expect(toLabel('ai')).toBe('AI');
    expect(toLabel('finance')).toBe('Finance');
    expect(toLabel('point_of_sale')).toBe('Point of Sale');
  });
});
