import type { BlogPostSummary } from '@launchops/contracts';
import { RELATED_POSTS_COUNT } from '../config';

/** Other posts of the same category, in list order (newest first), never the post itself. */
export function relatedPosts(
  post: Pick<BlogPostSummary, 'id' | 'slug' | 'category'>,
  posts: readonly BlogPostSummary[],
  limit = RELATED_POSTS_COUNT,
): BlogPostSummary[] {
  return posts.filter((other) => other.category === post.category && other.id !== post.id && other.slug !== post.slug).slice(0, limit);
}
