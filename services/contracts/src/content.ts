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

/** Where a product is listed: /software (with its review), /tools (the directory) and the home page's picks. */
export const PRODUCT_VIEWS = ['software', 'tools', 'home'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];

/** How a product is paid for: the /tools badge and its "Free & Freemium" tab. */
export const PRICE_MODELS = ['Free', 'Freemium', 'Paid', 'Pay as you go'] as const;
export type PriceModel = (typeof PRICE_MODELS)[number];

/** The picture on a product's card. */
export const PRODUCT_ICONS = ['document', 'chart', 'users', 'presentation', 'calculator', 'mail', 'box'] as const;
export type ProductIcon = (typeof PRODUCT_ICONS)[number];

/** A directory tag, e.g. expense_management. */
const tagSchema = z.string().check(z.regex(/^[a-z]+(?:_[a-z]+)*$/, 'must be lowercase words joined by "_", e.g. expense_management'));

/** The in-depth review a product listed on /software carries. */
const reviewFields = {
  longDescription: text,
  pros: z.array(text),
  cons: z.array(text),
  bestFor: text,
};
export const productReviewSchema = z.object(reviewFields);

/**
 * The fields of one product, as written in products.yaml and as the API answers them (GET /api/products/:id).
 * A new field is one line here plus its values in products.yaml: the seed stores the whole entry and the API
 * passes it on.
 */
const productFields = {
  /** Stable: /software/:id, tasks' recommendedProducts and recorded link clicks point at it. */
  id: contentSlugSchema,
  name: text,
  /** One or two sentences: cards, the directory, the checklist. */
  description: text,
  /** A short line for the home page's picks. */
  tagline: z.optional(text),
  /** The product's official site. */
  link: httpsUrl,
  /** Where a founder signs up or compares plans, when it is not `link`. */
  signupUrl: z.optional(httpsUrl),
  /** The price, in words, as every page states it. */
  pricing: text,
  priceModel: z.enum(PRICE_MODELS),
  /** One kind, e.g. finance: the /software tabs. */
  category: contentSlugSchema,
  /** The /tools directory's filters. */
  tags: z._default(z.optional(z.array(tagSchema)), []),
  icon: z._default(z.optional(z.enum(PRODUCT_ICONS)), 'box'),
  /** e.g. "30 days"; absent when there is none. */
  freeTrial: z.optional(text),
  /** A programme for startups (credits, discounts), in one line. */
  startupOffer: z.optional(text),
  /** Where it is listed; a product only tasks recommend lists none. */
  views: z._default(z.optional(z.array(z.enum(PRODUCT_VIEWS))), []),
  /** Required for the software view. */
  review: z.optional(productReviewSchema),
  /** The day the entry's facts (review, price, links) were last checked, YYYY-MM-DD. */
  lastReviewed: z.optional(isoDateSchema),
};

/** products.yaml: the one catalogue of products, in the order every view lists them. */
export const contentProductSchema = z.strictObject({ ...productFields, review: z.optional(z.strictObject(reviewFields)) }).check(
  z.refine((product) => !product.views.includes('software') || product.review !== undefined, {
    message: 'a product in the software view needs a review (longDescription, pros, cons, bestFor)',
    path: ['review'],
  }),
  z.refine((product) => !product.views.includes('tools') || product.tags.length > 0, {
    message: 'a product in the tools view needs at least one tag',
    path: ['tags'],
  }),
  z.refine((product) => new Set(product.views).size === product.views.length, { message: 'lists a view twice', path: ['views'] }),
);
export type ContentProduct = z.infer<typeof contentProductSchema>;
export const contentProductsFileSchema = z.array(contentProductSchema);

/** A product as the API answers it: the same fields, and any added later passes older builds by (not strict). */
export const productSchema = z.object(productFields);
export type Product = z.infer<typeof productSchema>;

/** consulting-faq.yaml: the questions on /consulting, also searched by the assistant. */
export const contentFaqSchema = z.strictObject({
  ref: contentSlugSchema,
  question: text,
  answer: text,
});
export type ContentFaq = z.infer<typeof contentFaqSchema>;
export const contentFaqFileSchema = z.array(contentFaqSchema);

/**
 * facts.yaml: a fact that more than one surface states (a deadline rule, a threshold), written once. Tasks,
 * articles and policies quote it with {{fact:<id>}} (its wording) or {{value:<id>}} (its value); the API's plan
 * rules and e-mails read it through the content loader.
 */
export const contentFactSchema = z.strictObject({
  id: contentSlugSchema,
  /** The fact's value, when it has one (30 for "30 days"). */
  value: z.optional(z.union([z.number(), text])),
  /** Named values, when it has several. */
  values: z.optional(z.record(z.string(), z.union([z.number(), text]))),
  /** The one wording every surface uses, word for word. */
  wording: text,
  /** Where the rule comes from, e.g. "IRC §7503". */
  source: text,
  sourceUrl: z.optional(httpsUrl),
  /** The day the fact was last checked, YYYY-MM-DD. */
  lastVerified: isoDateSchema,
});
export type ContentFact = z.infer<typeof contentFactSchema>;
export const contentFactsFileSchema = z.array(contentFactSchema);

/** The site's policies, one statement each; every page that speaks of one renders that statement. */
export const POLICY_IDS = ['affiliate-links', 'accounts', 'plans', 'data-kept', 'sessions', 'refunds'] as const;
export type PolicyId = (typeof POLICY_IDS)[number];

/**
 * policies.yaml: one entry per policy id. `statement` may quote {{session-price}} (from advisor.yaml),
 * {{session-minutes}}, {{change-window-hours}}, {{count:tasks}}, {{count:areas}}, {{count:products}} and facts.
 */
export const contentPolicySchema = z.strictObject({
  id: z.enum(POLICY_IDS),
  /** A short heading, e.g. "Affiliate links". */
  title: text,
  /** What the site does today, in one or two plain sentences. */
  statement: text,
  /** The day the statement was last changed, YYYY-MM-DD. */
  updated: isoDateSchema,
});
export type ContentPolicy = z.infer<typeof contentPolicySchema>;
export const contentPoliciesFileSchema = z.array(contentPolicySchema);

/**
 * GET /api/site-policies (contracts 1.3): the policies with their placeholders filled in, the shared facts, the
 * checklist's areas and the counts computed from the content. The same for everybody (ETag, cached).
 */
export const sitePoliciesSchema = z.object({
  policies: z.array(z.object({ id: z.string(), title: z.string(), statement: z.string(), updated: isoDateSchema })),
  facts: z.array(
    z.object({
      id: z.string(),
      value: z.optional(z.union([z.number(), z.string()])),
      values: z.optional(z.record(z.string(), z.union([z.number(), z.string()]))),
      wording: z.string(),
      source: z.string(),
      sourceUrl: z.optional(z.string()),
      lastVerified: isoDateSchema,
    }),
  ),
  /** The checklist's areas in order, named as categories.yaml names them. */
  areas: z.array(z.object({ slug: z.string(), name: z.string(), description: z.string(), icon: z.string() })),
  counts: z.object({
    tasks: z.int(),
    areas: z.int(),
    articles: z.int(),
    products: z.int(),
    software: z.int(),
    tools: z.int(),
    /** The readiness quiz's questions (QUIZ_QUESTIONS), for pages that promise a number without loading the quiz. */
    quizQuestions: z.optional(z.int()),
  }),
  /** The price of one consulting session, in US cents (advisor.yaml). */
  sessionPriceCents: z.int(),
});
export type SitePolicies = z.infer<typeof sitePoliciesSchema>;

/** The statement of one policy; empty while the answer has none (an older API). */
export const policyStatement = (site: Pick<SitePolicies, 'policies'> | undefined, id: PolicyId): string =>
  site?.policies.find((policy) => policy.id === id)?.statement ?? '';

/** The wording of one fact. */
export const factWording = (site: Pick<SitePolicies, 'facts'> | undefined, id: string): string => site?.facts.find((fact) => fact.id === id)?.wording ?? '';

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

/** A count as prose writes it: "six" up to twelve, digits after. */
export const numberWord = (count: number): string => NUMBER_WORDS[count] ?? String(count);

/** "$150" (whole dollars) or "$149.50". */
export const dollars = (cents: number): string => `$${cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2)}`;
