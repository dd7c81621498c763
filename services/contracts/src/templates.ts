import { z } from 'zod/mini';
import { articleNodeSchema } from './blog.js';

/**
 * Document templates (services/content/templates/<slug>.md): starting points for a startup's routine papers, each
 * with the sources it follows. They come with the Basic plan (entitlement document-templates); the list is public.
 */

const KEBAB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const saysSomething = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

/** A source is named, not linked: "Cooley GO: ..." or an official name (a URL would rot and is refused). */
const sourceSchema = saysSomething.check(
  z.maxLength(200, 'must be at most 200 characters'),
  z.refine((value) => !/https?:\/\/|www\./i.test(value), 'must name the source without a URL, e.g. "Cooley GO: Offer letters"'),
);

/** The front matter of templates/<slug>.md. The body is the template in Markdown. */
export const contentDocumentTemplateFrontMatterSchema = z.strictObject({
  slug: z.string().check(z.regex(KEBAB_SLUG, 'must be lowercase words joined by single hyphens, e.g. offer-letter')),
  title: saysSomething.check(z.maxLength(120, 'must be at most 120 characters')),
  /** One or two sentences: what the document is for and when it is signed (the public list shows it). */
  summary: saysSomething.check(z.maxLength(400, 'must be at most 400 characters')),
  sources: z.array(sourceSchema).check(z.minLength(1, 'must name at least one source')),
  /** When the template was last checked against its sources, YYYY-MM-DD. */
  lastVerified: z.iso.date(),
});
export type ContentDocumentTemplateFrontMatter = z.infer<typeof contentDocumentTemplateFrontMatterSchema>;

/** A template's body must tell the reader it is not legal advice and to have counsel review it. */
export const NOT_LEGAL_ADVICE = /not legal advice/i;
export const COUNSEL_REVIEW = /counsel/i;

/** A template in the public list (GET /api/templates). */
export const documentTemplateSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  sources: z.array(z.string()),
  lastVerified: z.string(),
});
export type DocumentTemplateSummary = z.infer<typeof documentTemplateSummarySchema>;
export const documentTemplateListSchema = z.array(documentTemplateSummarySchema);

/** One template (GET /api/templates/:slug, Basic and above). */
export const documentTemplateSchema = z.extend(documentTemplateSummarySchema, {
  /** The template's Markdown, as written (to copy into a document). */
  content: z.string(),
  /** The Markdown parsed into elements (the same as an article's body): the page renders these. */
  body: z.array(articleNodeSchema),
});
export type DocumentTemplate = z.infer<typeof documentTemplateSchema>;
