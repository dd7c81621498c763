import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/fixtures';
import { relatedPosts } from './related-posts';

describe('relatedPosts', () => {
  const post = makeSummary({ id: 1, slug: 'current', category: 'Tax' });
  const tax = [2, 3, 4, 5].map((id) => makeSummary({ id, category: 'Tax' }));
  const other = [6, 7].map((id) => makeSummary({ id, category: 'Legal' }));

  it('keeps posts of the same category, in list order, at most 3', () => {
    const list = [other[0]!, tax[0]!, post, tax[1]!, other[1]!, tax[2]!, tax[3]!];
    expect(relatedPosts(post, list).map((p) => p.id)).toEqual([2, 3, 4]);
  });

  it('never includes the post itself', () => {
    expect(relatedPosts(post, [post, tax[0]!]).map((p) => p.id)).toEqual([2]);
    expect(relatedPosts(post, [post])).toEqual([]);
  });

  it('returns nothing when no other post shares the category', () => {
    expect(relatedPosts(post, [...other, post])).toEqual([]);
  });
});
