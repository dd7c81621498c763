import { z } from 'zod/mini';
import { articleNodeSchema } from './blog.js';
import { emailAddressSchema } from './common.js';

export const createSubscriptionInputSchema = z.strictObject({
  email: emailAddressSchema(),
  /** Where the form was: footer, blog, signup:pro, ... */
  source: z._default(
    z.optional(
      z
        .string()
        .check(z.trim(), z.maxLength(40, 'source can be at most 40 characters'), z.regex(/^[a-z0-9:_-]*$/, 'source may only hold a-z, 0-9, ":", "_" and "-"')),
    ),
    'site',
  ),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionInputSchema>;

/** Same answer for new and existing addresses, so the form does not reveal who is subscribed. */
export const subscriptionAcceptedSchema = z.object({
  message: z.string(),
});
export type SubscriptionAccepted = z.infer<typeof subscriptionAcceptedSchema>;

export const subscriptionTokenParamSchema = z.object({
  token: z.string().check(z.regex(/^[A-Za-z0-9_-]{32,128}$/, 'That link is not valid')),
});

// ---- Newsletter issues: written as Markdown in services/content/newsletter/, sent on Thursdays, archived on the site.

/** Issues go out on Thursday at 9:00 in this zone (the footer's "every Thursday"). */
export const NEWSLETTER_SEND_ZONE = 'America/New_York';
export const NEWSLETTER_SEND_HOUR = 9;
/** 0 is Sunday: Thursday. */
export const NEWSLETTER_SEND_WEEKDAY = 4;

/** The weekday (0 Sunday .. 6 Saturday) of a calendar day YYYY-MM-DD, whatever the zone. */
export const weekdayOf = (date: string): number => new Date(`${date}T12:00:00Z`).getUTCDay();

const KEBAB_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const saysSomething = z.string().check(z.refine((value) => value.trim() !== '', 'must not be empty'));

/** The front matter of newsletter/<slug>.md. The body is the issue in Markdown. */
export const contentNewsletterIssueFrontMatterSchema = z.strictObject({
  slug: z.string().check(z.regex(KEBAB_SLUG, 'must be lowercase words joined by single hyphens, e.g. 83b-election-30-days')),
  title: saysSomething.check(z.maxLength(150, 'must be at most 150 characters (it is the e-mail subject)')),
  /** The Thursday it is sent, YYYY-MM-DD (at 9:00 New York time). */
  sendDate: z.iso
    .date()
    .check(
      z.refine((date) => !/^\d{4}-\d{2}-\d{2}$/.test(date) || weekdayOf(date) === NEWSLETTER_SEND_WEEKDAY, 'must be a Thursday: issues go out on Thursdays'),
    ),
  /** One or two sentences: the archive's list and the top of the e-mail. */
  summary: saysSomething.check(z.maxLength(400, 'must be at most 400 characters')),
});
export type ContentNewsletterIssueFrontMatter = z.infer<typeof contentNewsletterIssueFrontMatterSchema>;
export const contentNewsletterIssueBodySchema = z.object({ content: saysSomething });

/** An issue in the archive's list (GET /api/newsletter-issues): only issues already sent are listed. */
export const newsletterIssueSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  /** YYYY-MM-DD, a Thursday. */
  sendDate: z.string(),
  /** When it went out: the Thursday at 9:00 New York time. */
  sentAt: z.string(),
  summary: z.string(),
});
export type NewsletterIssueSummary = z.infer<typeof newsletterIssueSummarySchema>;
export const newsletterIssueListSchema = z.array(newsletterIssueSummarySchema);

/** One archived issue (GET /api/newsletter-issues/:slug). */
export const newsletterIssueSchema = z.extend(newsletterIssueSummarySchema, {
  /** The issue's Markdown, as written (the e-mail's text). */
  content: z.string(),
  /** The Markdown parsed by the API into elements (the same as an article's body): the page renders these. */
  body: z.array(articleNodeSchema),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;
