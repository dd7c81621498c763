import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';
import { contentSlugSchema } from './content.js';
import { httpsUrl, text } from './content-fields.js';

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

/**
 * One entry of product-redirects.yaml: an address /software/:from that was published once (the first landing
 * page's cards) but names no product, and where it leads instead: the closest product's page, or /software.
 */
export const contentProductRedirectSchema = z.strictObject({
  from: contentSlugSchema,
  /** The closest product (an id in products.yaml with a page on /software); absent: the /software list. */
  to: z.optional(contentSlugSchema),
  /** Why this product is the closest, for the editor; never shown. */
  because: text,
});
export type ContentProductRedirect = z.infer<typeof contentProductRedirectSchema>;

export const contentProductRedirectsFileSchema = z.array(contentProductRedirectSchema);
