import { z } from 'zod/mini';
import { POST_TIERS } from './blog.js';
import { CATEGORY_ICONS, DIFFICULTIES } from './checklist.js';
import { isoDateSchema, isoDateTimeSchema } from './common.js';
import { isTimeZone, sitePath, stableId, text } from './content-fields.js';

// The shapes of the site's content files (services/content), checked at build and at seed time. Each schema
// describes what an editor writes in one file, so a mistake is reported with the file and the field.

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stable key used in URLs (a task, an article, a category, a product). */
export const contentSlugSchema = z.string().check(z.regex(KEBAB, 'must be lowercase words joined by single hyphens, e.g. file-83b-election'));

/** categories.yaml: the checklist's areas, in order. */
export const contentCategorySchema = z.strictObject({
  slug: contentSlugSchema,
  name: text,
  description: text,
  icon: z.enum(CATEGORY_ICONS),
  /** 1-based place on the checklist. */
  order: stableId,
});
export type ContentCategory = z.infer<typeof contentCategorySchema>;
export const contentCategoriesFileSchema = z.array(contentCategorySchema);

/**
 * A product a task recommends: a product's id from products.yaml, or the id with a note saying what it does for this
 * task (shown instead of the product's own description). Name, link and price come from the catalogue.
 */
export const contentRecommendedProductSchema = z.union([contentSlugSchema, z.strictObject({ id: contentSlugSchema, note: text })]);
export type ContentRecommendedProduct = z.infer<typeof contentRecommendedProductSchema>;

/** The id a recommendation points at, whichever form it is written in. */
export const recommendedProductId = (entry: ContentRecommendedProduct): string => (typeof entry === 'string' ? entry : entry.id);

/** The front matter of tasks/<category>/<slug>.md. The body is the description, then "## Tips". */
export const contentTaskFrontMatterSchema = z.strictObject({
  id: stableId,
  slug: contentSlugSchema,
  /** A slug from categories.yaml. */
  category: contentSlugSchema,
  title: text,
  /** 1-based order inside its category. */
  order: stableId,
  difficulty: z.enum(DIFFICULTIES),
  estimatedTime: text,
  /** Where the facts come from, e.g. "IRS: Apply for an EIN online". */
  source: text,
  /** The day the facts were last checked, YYYY-MM-DD. */
  lastVerified: isoDateSchema,
  /** How founders say it when they do not know the task's name: searched by the assistant, never shown. */
  everydayWords: text,
  /** Ids from products.yaml, in the order the task lists them. */
  recommendedProducts: z.array(contentRecommendedProductSchema),
});
export type ContentTaskFrontMatter = z.infer<typeof contentTaskFrontMatterSchema>;

/** A task's body, split at its "## Tips" heading. */
export const contentTaskBodySchema = z.object({
  /** Plain text, paragraphs separated by a blank line. */
  description: text,
  /** One tip per line starting with "- ". */
  resources: text,
});

/** The front matter of articles/<slug>.md. The body is the article in Markdown. */
export const contentArticleFrontMatterSchema = z.strictObject({
  slug: contentSlugSchema,
  title: text,
  excerpt: text,
  category: text,
  tier: z.enum(POST_TIERS),
  image: sitePath,
  /** ISO date-time, e.g. 2026-11-10T14:00:00.000Z */
  publishedAt: isoDateTimeSchema,
  /** An id from authors.yaml. */
  author: stableId,
});
export type ContentArticleFrontMatter = z.infer<typeof contentArticleFrontMatterSchema>;

export const contentArticleBodySchema = z.object({ content: text });

/** authors.yaml: the blog's writers. */
export const contentAuthorSchema = z.strictObject({
  id: stableId,
  name: text,
  avatarUrl: sitePath,
  bio: text,
});
export type ContentAuthor = z.infer<typeof contentAuthorSchema>;
export const contentAuthorsFileSchema = z.array(contentAuthorSchema);

/** advisor.yaml: the advisor(s) met in a consulting session; /consulting shows the first. */
export const contentAdvisorSchema = z.strictObject({
  id: stableId,
  name: text,
  specialty: text,
  experience: text,
  bio: text,
  avatarUrl: sitePath,
  /** IANA time zone of the advisor's working hours, e.g. America/New_York */
  timezone: z.string().check(z.refine(isTimeZone, 'must be an IANA time zone, e.g. America/New_York')),
  profileUrl: sitePath,
  expertise: z.array(text),
  /** The price of one session, in US cents (15000 is $150). */
  sessionPriceCents: stableId,
});
export type ContentAdvisor = z.infer<typeof contentAdvisorSchema>;
export const contentAdvisorsFileSchema = z.array(contentAdvisorSchema);
