import { describe, expect, it } from 'vitest';
import { makeSummary } from '../../../testing/fixtures';
import { categoriesOf, filterPosts } from './filter-posts';

const posts = [
  makeSummary({ id: 1, title: 'The 83(b) Election, Step by Step', excerpt: 'File within 30 days of the grant.', category: 'Legal' }),
  makeSummary({ id: 2, title: 'Runway and Budgeting', excerpt: 'How many months of cash do you have left?', category: 'Finance' }),
  makeSummary({ id: 3, title: 'Payroll Returns Explained', excerpt: 'Forms 941, 940 and W-2 for your first Résumé review.', category: 'Hiring' }),
];
const ids = (list: { id: number }[]) => list.map((p) => p.id);

describe('filterPosts', () => {
  it('searches the title, case-insensitively', () => {
    expect(ids(filterPosts(posts, { search: 'RUNWAY', category: null }))).toEqual([2]);
  });

  it('searches the excerpt', () => {
    expect(ids(filterPosts(posts, { search: 'cash', category: null }))).toEqual([2]);
    expect(ids(filterPosts(posts, { search: '941', category: null }))).toEqual([3]);
  });

  it('needs every word, in any order, ignoring accents and extra spaces', () => {
    expect(ids(filterPosts(posts, { search: '  days   election ', category: null }))).toEqual([1]);
    expect(ids(filterPosts(posts, { search: 'election payroll', category: null }))).toEqual([]);
    expect(ids(filterPosts(posts, { search: 'resume', category: null }))).toEqual([3]);
  });

  it('does not search the category or author', () => {
    expect(filterPosts(posts, { search: 'Finance', category: null })).toEqual([]);
    expect(filterPosts(posts, { search: 'Whitfield', category: null })).toEqual([]);
  });

  it('combines the search with the category; an empty search keeps all', () => {
    expect(ids(filterPosts(posts, { search: '', category: null }))).toEqual([1, 2, 3]);
    expect(ids(filterPosts(posts, { search: '', category: 'Legal' }))).toEqual([1]);
    expect(ids(filterPosts(posts, { search: 'runway', category: 'Legal' }))).toEqual([]);
  });
});

describe('categoriesOf', () => {
  it('lists each category once, alphabetically', () => {
    expect(categoriesOf([...posts, makeSummary({ category: 'Legal' })])).toEqual(['Finance', 'Hiring', 'Legal']);
  });
});
