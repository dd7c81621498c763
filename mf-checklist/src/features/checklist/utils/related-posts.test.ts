import { describe, expect, it } from 'vitest';
import { sampleChecklist } from '../../../testing/fixtures';
import { pickRelatedPosts } from './related-posts';

const { posts } = sampleChecklist();
const slugs = (list: Array<{ slug: string }>) => list.map((p) => p.slug);

describe('pickRelatedPosts', () => {
  it('takes two articles of the mapped blog category, the one about the task first', () => {
    expect(slugs(pickRelatedPosts(posts, 'legal', { title: 'File your 83(b) election', slug: 'file-83b-election' }))).toEqual([
      'the-83b-election-step-by-step',
      'founder-equity',
    ]);
  });

  it('takes the newest of the category when no title matches', () => {
    expect(slugs(pickRelatedPosts(posts, 'legal', { title: 'Open a bank account', slug: 'bank' }))).toEqual([
      'founder-equity',
      'the-83b-election-step-by-step',
    ]);
  });

  it('tops up with the newest other articles when the category has fewer than two', () => {
    expect(slugs(pickRelatedPosts(posts, 'tax'))).toEqual(['tax-calendar', 'payroll-returns']);
  });

  it('gives unmapped categories the two newest articles', () => {
    expect(slugs(pickRelatedPosts(posts, 'identity'))).toEqual(['payroll-returns', 'founder-equity']);
    expect(pickRelatedPosts([], 'legal')).toEqual([]);
  });
});
