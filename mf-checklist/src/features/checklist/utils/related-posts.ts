import type { BlogPostSummary } from '@launchops/contracts';

/** Blog category that teaches each checklist category; the others get the newest articles. */
export const BLOG_CATEGORY_FOR: Readonly<Record<string, string>> = {
  legal: 'Legal',
  banking: 'Finance',
  tax: 'Tax',
  hr: 'Hiring',
};

const STOP_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'for',
  'from',
  'get',
  'how',
  'in',
  'into',
  'is',
  'it',
  'its',
  'of',
  'on',
  'or',
  'set',
  'the',
  'to',
  'up',
  'your',
  'you',
  'with',
  'what',
  'why',
  'one',
  'every',
  'before',
  'after',
  'step',
]);

function words(text: string): Set<string> {
  return new Set(
    text
      .toLowerCase()
      .replace(/[()'’]/g, '')
      .split(/[^a-z0-9]+/)
      .map((word) => (word.length > 3 && word.endsWith('s') ? word.slice(0, -1) : word))
      .filter((word) => word.length > 1 && !STOP_WORDS.has(word)),
  );
}

// ISO timestamps order as plain strings (localeCompare would build an ICU collator on first use).
const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) => (a.publishedAt === b.publishedAt ? 0 : a.publishedAt < b.publishedAt ? 1 : -1);

/**
 * Two articles for a task: from the category's blog category (the one sharing most words with the
 * task first, then the newest), topped up with the newest others; for other categories the two newest.
 */
export function pickRelatedPosts(
  posts: readonly BlogPostSummary[],
  categorySlug: string,
  task?: { title: string; slug: string },
  count = 2,
): BlogPostSummary[] {
  const blogCategory = BLOG_CATEGORY_FOR[categorySlug];
  const byDate = [...posts].sort(newestFirst);
  if (!blogCategory) return byDate.slice(0, count);
  const taskWords = task ? words(`${task.title} ${task.slug}`) : new Set<string>();
  const overlap = (post: BlogPostSummary) => {
    let score = 0;
    for (const word of words(`${post.title} ${post.slug}`)) if (taskWords.has(word)) score += 1;
    return score;
  };
  const inCategory = byDate
    .filter((post) => post.category.toLowerCase() === blogCategory.toLowerCase())
    .map((post, index) => ({ post, index, score: overlap(post) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ post }) => post);
  const picked = inCategory.slice(0, count);
  for (const post of byDate) {
    if (picked.length >= count) break;
    if (!picked.includes(post)) picked.push(post);
  }
  return picked;
}
