import { describe, expect, it } from 'vitest';
import { parseRecommendedTools, withProgress } from './checklist.js';

describe('parseRecommendedTools', () => {
  it('parses a valid list', () => {
    const tools = parseRecommendedTools(JSON.stringify([{ name: 'Gusto', description: 'Payroll', price: 'Paid', link: 'https://gusto.com' }]));
    expect(tools).toEqual([{ name: 'Gusto', description: 'Payroll', price: 'Paid', link: 'https://gusto.com' }]);
  });

  it('gives an empty list for bad JSON, wrong shapes and empty input', () => {
    expect(parseRecommendedTools('{not json')).toEqual([]);
    expect(parseRecommendedTools('{"name":"x"}')).toEqual([]);
    expect(parseRecommendedTools('[{"name":1}]')).toEqual([]);
    expect(parseRecommendedTools('')).toEqual([]);
    expect(parseRecommendedTools(null)).toEqual([]);
  });
});

describe('withProgress', () => {
  const task = (id: number, categoryId: number) => ({
    id,
    slug: `task-${id}`,
    categoryId,
    title: `Task ${id}`,
    order: id,
    difficulty: 'easy',
    estimatedTime: '1 hour',
    description: '',
    resources: '',
    recommendedTools: '[]',
    source: '',
    lastVerified: '2026-01-01',
  });
  const category = (id: number, totalItems: number) => ({ id, slug: `c${id}`, name: `C${id}`, description: '', icon: 'Rocket', order: id, totalItems });
  const content = { categories: [category(1, 2), category(2, 1)], tasks: [task(1, 1), task(2, 1), task(3, 2)] };

  it('marks the completed tasks and counts them by category', () => {
    const { categories, items } = withProgress(content, { completedItemIds: [2, 3] });
    expect(items.map((item) => [item.id, item.completed])).toEqual([
      [1, false],
      [2, true],
      [3, true],
    ]);
    expect(categories.map((c) => [c.id, c.completedItems, c.totalItems])).toEqual([
      [1, 1, 2],
      [2, 1, 1],
    ]);
  });

  it('ignores ids that are not tasks any more, and repeated ids', () => {
    const { categories, items } = withProgress(content, { completedItemIds: [99, 1, 1] });
    expect(items.filter((item) => item.completed).map((item) => item.id)).toEqual([1]);
    expect(categories.map((c) => c.completedItems)).toEqual([1, 0]);
  });
});
