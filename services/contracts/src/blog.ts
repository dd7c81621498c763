import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common.js';

export const authorSchema = z.object({
  id: z.int(),
  name: z.string(),
  avatarUrl: z.string(),
  bio: z.string(),
});
export type Author = z.infer<typeof authorSchema>;

export const POST_TIERS = ['basic', 'premium'] as const;

export const blogPostSummarySchema = z.object({
  id: z.int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  category: z.string(),
  tier: z.enum(POST_TIERS),
  imageUrl: z.string(),
  publishedAt: isoDateTimeSchema,
  author: authorSchema,
  /** Minutes to read the whole article (its words at 200 a minute, rounded up). */
  readingMinutes: z.optional(z.int()),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;
export const blogPostListSchema = z.array(blogPostSummarySchema);

export const blogPostSchema = z.extend(blogPostSummarySchema, {
  /** Markdown. Render without passing raw HTML through. */
  content: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const authorWithPostsSchema = z.extend(authorSchema, {
  posts: blogPostListSchema,
});
export type AuthorWithPosts = z.infer<typeof authorWithPostsSchema>;
