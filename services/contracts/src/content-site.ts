import { z } from 'zod/mini';
import { isoDateSchema } from './common.js';
import { contentSlugSchema } from './content.js';
import { httpsUrl, text } from './content-fields.js';

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
  /**
   * The refunds policy only: the cancellation policy in one sentence, the one wording every surface that speaks of
   * rescheduling or cancelling a session quotes (the statement and the FAQ with {{cancellation-policy}}; the
   * booking e-mails and the consulting pages through GET /api/site-policies).
   */
  cancellation: z.optional(text),
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
  policies: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      statement: z.string(),
      updated: isoDateSchema,
      /** The refunds policy's cancellation wording (see contentPolicySchema), where a page speaks of cancelling. */
      cancellation: z.optional(z.string()),
    }),
  ),
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
