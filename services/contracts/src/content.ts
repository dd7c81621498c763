import { z } from 'zod/mini';
import { POST_TIERS } from './blog.js';
import { CATEGORY_ICONS, DIFFICULTIES } from './checklist.js';
import { isoDateSchema, isoDateTimeSchema } from './common.js';

// The shapes of the site's content files (services/content), checked at build and at seed time. Each schema
// describes what an editor writes in one file, so a mistake is reported with the file and the field.

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A stable key used in URLs (a task, an article, a category, a product). */
export const contentSlugSchema = z.string().check(z.regex(KEBAB, 'must be lowercase words joined by single hyphens, e.g. file-83b-election'));

/** A text that must say something. */
const text = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

/** A stable numeric id (rows and visitors' progress point at it: never reuse or change one). */
const stableId = z.int().check(z.positive('must be a positive whole number'));

/** A page on this site, e.g. /media/blog/legal.svg */
const sitePath = z.string().check(z.regex(/^\/(?!\/)\S*$/, 'must be a path on this site starting with "/", e.g. /media/blog/legal.svg'));

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https:// address' });

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

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

/** A product a task recommends (for now written out in the task; later a product id). */
export const contentRecommendedToolSchema = z.strictObject({
  name: text,
  description: text,
  price: text,
  link: httpsUrl,
});
export type ContentRecommendedTool = z.infer<typeof contentRecommendedToolSchema>;

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
  recommendedTools: z.array(contentRecommendedToolSchema),
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

/** products.yaml: the software catalogue, in the order it is listed. */
export const contentProductSchema = z.strictObject({
  /** Used in /software/:id */
  id: contentSlugSchema,
  name: text,
  description: text,
  longDescription: text,
  category: text,
  /** Icon keyword: document, file, chart, analytics, users, team, presentation, pitch, calculator, finance... */
  imageUrl: text,
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  reviewCount: z.int().check(z.minimum(0)),
  link: httpsUrl,
  pricing: text,
  pros: z.array(text),
  cons: z.array(text),
  bestFor: text,
});
export type ContentProduct = z.infer<typeof contentProductSchema>;
export const contentProductsFileSchema = z.array(contentProductSchema);

/** consulting-faq.yaml: the questions on /consulting, also searched by the assistant. */
export const contentFaqSchema = z.strictObject({
  ref: contentSlugSchema,
  question: text,
  answer: text,
});
export type ContentFaq = z.infer<typeof contentFaqSchema>;
export const contentFaqFileSchema = z.array(contentFaqSchema);
