import { describe, expect, it } from 'vitest';
import { checklistItems } from './checklist-items.js';
import { taskEverydayWords } from './task-everyday-words.js';

describe("the tasks' everyday words", () => {
  it('cover every checklist task, and only those', () => {
    expect(Object.keys(taskEverydayWords).sort()).toEqual(checklistItems.map((item) => item.slug).sort());
  });

  it('give each task several words of its own', () => {
    for (const [slug, words] of Object.entries(taskEverydayWords)) expect(words.split(/\s+/).length, slug).toBeGreaterThanOrEqual(10);
  });
});
