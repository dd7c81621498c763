import { type BlogPostSummary } from '@launchops/contracts';
import { compareLabels } from '@launchops/kit';

/** Lower case without accents, so "resume" finds "résumé". */
function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The categories present in the posts, alphabetically. */
export function categoriesOf(posts: readonly Pick<BlogPostSummary, 'category'>[]): string[] {
  return [...new Set(posts.map((post) => post.category))].sort(compareLabels);
}

/** True when every word of the search appears in the post's title or excerpt (an empty search matches all). */
export function matchesSearch(post: Pick<BlogPostSummary, 'title' | 'excerpt'>, search: string): boolean {
  const terms = normalize(search).split(/\s+/).filter(Boolean);
  if (terms.length === 0) return true;
  const haystack = normalize(`${post.title}\n${post.excerpt}`);
  return terms.every((term) => haystack.includes(term));
}

export interface PostFilter {
  search: string;
  /** null: every category. */
  category: string | null;
}

export function filterPosts<T extends Pick<BlogPostSummary, 'title' | 'excerpt' | 'category'>>(posts: readonly T[], filter: PostFilter): T[] {
  return posts.filter((post) => (filter.category === null || post.category === filter.category) && matchesSearch(post, filter.search));
}
