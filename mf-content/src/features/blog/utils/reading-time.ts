import type { BlogPostSummary } from '@launchops/contracts';

/** "6 min read": the API counts the whole article's words; an older API without the figure shows none. */
export function readingTimeLabel(post: Pick<BlogPostSummary, 'readingMinutes'>): string | null {
  return post.readingMinutes ? `${post.readingMinutes} min read` : null;
}
