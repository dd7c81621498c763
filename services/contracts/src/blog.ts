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

/**
 * The elements an article's body is made of: what its Markdown (CommonMark with GitHub's tables,
 * task lists, strikethrough and footnotes) becomes. Raw HTML in the Markdown is dropped, never sent.
 */
export const ARTICLE_TAGS = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'img',
  'input',
  'section',
  'sup',
] as const;
export type ArticleTag = (typeof ARTICLE_TAGS)[number];

/** Links and images go to the web, to a mail address, or within the page or site; nothing else. */
export const SAFE_URL = /^(https?:\/\/|mailto:|#|\/(?!\/))/i;
/** An element id an article may carry (heading anchors, footnotes). */
export const ARTICLE_ID = /^[\w-]{1,120}$/;

const articleAttrsSchema = z.strictObject({
  href: z.optional(z.string().check(z.regex(SAFE_URL))),
  src: z.optional(z.string().check(z.regex(SAFE_URL))),
  alt: z.optional(z.string()),
  title: z.optional(z.string()),
  /** Footnote anchors and headings' ids. */
  id: z.optional(z.string().check(z.regex(ARTICLE_ID))),
  /** An ordered list's first number. */
  start: z.optional(z.int()),
  /** A task list item's box (always read-only). */
  checked: z.optional(z.boolean()),
  /** A table column's alignment. */
  align: z.optional(z.enum(['left', 'center', 'right'])),
  /** What a footnote link or its way back does, for screen readers. */
  label: z.optional(z.string()),
  /** Shown to screen readers only (the footnotes' heading). */
  screenReaderOnly: z.optional(z.literal(true)),
});
export type ArticleAttrs = z.infer<typeof articleAttrsSchema>;

/** Text, or an element with its attributes and children. */
export type ArticleNode = string | { tag: ArticleTag; attrs?: ArticleAttrs; children?: ArticleNode[] };
export const articleNodeSchema: z.ZodMiniType<ArticleNode> = z.union([
  z.string(),
  z.strictObject({
    tag: z.enum(ARTICLE_TAGS),
    attrs: z.optional(articleAttrsSchema),
    get children() {
      return z.optional(z.array(articleNodeSchema));
    },
  }),
]);

export const blogPostSchema = z.extend(blogPostSummarySchema, {
  /**
   * Markdown, as written. Kept for earlier builds of the blog, which render it themselves (a
   * rolled-back remote must still show articles); render `body` instead.
   */
  content: z.string(),
  /** The article's Markdown, parsed by the API into elements: a page renders these, with no Markdown parser. */
  body: z.array(articleNodeSchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const authorWithPostsSchema = z.extend(authorSchema, {
  posts: blogPostListSchema,
});
export type AuthorWithPosts = z.infer<typeof authorWithPostsSchema>;
