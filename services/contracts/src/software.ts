import { z } from 'zod/mini';
import { PRODUCT_VIEWS, productSchema } from './content-products.js';

// The product catalogue (services/content/products.yaml) as the API serves it. /software, /tools and the home page's
// picks are views of the one catalogue; the checklist's recommended tools are filled from it too.

/** A product on a list: every field but the review (GET /api/products/:id has it). */
export const productCardSchema = z.omit(productSchema, { review: true });
export type ProductCard = z.infer<typeof productCardSchema>;

/** GET /api/catalogue/:view (software, tools or home): the products of one view, in the catalogue's order. */
export const catalogueViewSchema = z.object({
  view: z.enum(PRODUCT_VIEWS),
  products: z.array(productCardSchema),
  /** How many products each view lists, counted from the catalogue (a page's "N tools" comes from here). */
  counts: z.object({ software: z.int(), tools: z.int(), home: z.int() }),
});
export type CatalogueView = z.infer<typeof catalogueViewSchema>;

// GET /api/software-recommendations and /:id: the software view in the shape catalog builds before contracts 1.2.0
// read. Deprecated: new builds read /api/catalogue/software and /api/products/:id. Still answered (filled from the
// catalogue) while such a build may be live; see README "The skew guard".

export const softwareSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.string(),
  /** Deprecated: the product's `icon` keyword (it never held an image address). */
  imageUrl: z.string(),
  /** Deprecated, always 0: we have no source for a rating. Not stored; answered so older builds still parse the list. */
  rating: z.number().check(z.minimum(0), z.maximum(5)),
  /** Deprecated, always 0, as `rating`. */
  reviewCount: z.int(),
  link: z.string(),
});
export type SoftwareSummary = z.infer<typeof softwareSummarySchema>;
export const softwareListSchema = z.array(softwareSummarySchema);

export const softwareDetailSchema = z.extend(softwareSummarySchema, {
  longDescription: z.string(),
  pricing: z.string(),
  pros: z.array(z.string()),
  cons: z.array(z.string()),
  bestFor: z.string(),
});
export type SoftwareDetail = z.infer<typeof softwareDetailSchema>;

/**
 * GET /api/product-redirects/:id: where an old address /software/:id leads (404 when it is no old address).
 * `location` is the site path to replace it with: `/software/<to>`, or `/software` when no product is close.
 */
export const productRedirectSchema = z.object({
  from: z.string(),
  to: z.nullable(z.string()),
  location: z.string(),
});
export type ProductRedirect = z.infer<typeof productRedirectSchema>;
