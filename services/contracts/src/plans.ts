import { z } from 'zod/mini';
import { isoDateTimeSchema } from './common.js';

/**
 * What a plan can give, one key per thing the API enforces or delivers. The wording of each lives in
 * services/content/plans.yaml (the one table of entitlements); the API checks these keys, never the words.
 */
export const ENTITLEMENTS = [
  'checklist',
  'quiz-and-plan',
  'standard-articles',
  'software-and-tools',
  'assistant-daily-allowance',
  'calendar-reminders',
  'progress-sync',
  'premium-articles',
  'document-templates',
  'monthly-sessions',
  'assistant-unlimited',
  'priority-booking',
  'custom-roadmap',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

/** `free` is having no subscription; the others are sold. */
export const PLAN_IDS = ['free', 'basic', 'pro', 'premium'] as const;
export type PricingPlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['basic', 'pro', 'premium'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** One line on a plan's card: the entitlement it stands for and how the card says it. */
export const pricingPlanLineSchema = z.object({
  entitlement: z.enum(ENTITLEMENTS),
  /** May hold {dailyMessages}, {sessionsPerMonth} and {roadmapBusinessDays}, filled from the plan's numbers (planLineText). */
  text: z.string().check(z.trim(), z.minLength(3), z.maxLength(160)),
});
export type PricingPlanLine = z.infer<typeof pricingPlanLineSchema>;

export const pricingPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string().check(z.trim(), z.minLength(2), z.maxLength(40)),
  /** US dollars a month; 0 for free. */
  monthlyPriceUsd: z.int().check(z.minimum(0), z.maximum(10_000)),
  /** One short sentence under the name. */
  tagline: z.string().check(z.trim(), z.minLength(3), z.maxLength(160)),
  /** The card says "Popular" (at most one plan). */
  popular: z.optional(z.boolean()),
  /** The plan this one contains ("Everything in Basic, plus"): its entitlements are this plan's too. */
  includes: z.optional(z.enum(PLAN_IDS)),
  /** Questions a day to the assistant, for plans whose lines carry assistant-daily-allowance. */
  dailyMessages: z.optional(z.int().check(z.minimum(1), z.maximum(1000))),
  /** Consulting sessions a billing period (a credit renewing with each period), for plans with monthly-sessions. */
  sessionsPerMonth: z.optional(z.int().check(z.minimum(1), z.maximum(31))),
  /** Business days from the first payment of a plan with custom-roadmap until the advisor delivers the roadmap. */
  roadmapBusinessDays: z.optional(z.int().check(z.minimum(1), z.maximum(30))),
  /** This plan's own lines, in card order (not those of the plan it includes). */
  lines: z.array(pricingPlanLineSchema).check(z.minLength(1)),
});
export type PricingPlan = z.infer<typeof pricingPlanSchema>;

/** services/content/plans.yaml: free first, then the paid plans cheapest first. */
export const contentPlansFileSchema = z.array(pricingPlanSchema).check(
  z.refine((plans) => plans.map((p) => p.id).join() === PLAN_IDS.join(), `lists the plans ${PLAN_IDS.join(', ')}, once each and in this order`),
  z.refine((plans) => plans.filter((p) => p.popular).length <= 1, 'marks at most one plan "popular"'),
  z.refine((plans) => plans.every((p, i) => !p.includes || plans.findIndex((q) => q.id === p.includes) < i), '"includes" names a plan listed before it'),
  z.refine((plans) => plans.every((p) => (p.id === 'free') === (p.monthlyPriceUsd === 0)), 'only the free plan costs 0'),
  z.refine(
    (plans) => plans.every((p) => !p.lines.some((l) => l.entitlement === 'assistant-daily-allowance') || p.dailyMessages !== undefined),
    'a plan with the line assistant-daily-allowance gives its dailyMessages',
  ),
  z.refine(
    (plans) => plans.every((p) => !p.lines.some((l) => l.entitlement === 'monthly-sessions') || p.sessionsPerMonth !== undefined),
    'a plan with the line monthly-sessions gives its sessionsPerMonth',
  ),
  z.refine(
    (plans) => plans.every((p) => !p.lines.some((l) => l.entitlement === 'custom-roadmap') || p.roadmapBusinessDays !== undefined),
    'a plan with the line custom-roadmap gives its roadmapBusinessDays',
  ),
  z.refine((plans) => plans.every((p) => new Set(p.lines.map((l) => l.entitlement)).size === p.lines.length), 'names each entitlement once per plan'),
);

/** The GET /api/plans answer: every plan with its card lines (text filled in) and its whole entitlement set. */
export const publicPlanSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  monthlyPriceUsd: z.int(),
  tagline: z.string(),
  popular: z.boolean(),
  includes: z.optional(z.enum(PLAN_IDS)),
  lines: z.array(z.object({ entitlement: z.enum(ENTITLEMENTS), text: z.string() })),
  /** Everything the plan gives, its included plan's entitlements too. */
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  dailyMessages: z.optional(z.int()),
  sessionsPerMonth: z.optional(z.int()),
  roadmapBusinessDays: z.optional(z.int()),
});
export type PublicPlan = z.infer<typeof publicPlanSchema>;
export const publicPlanListSchema = z.array(publicPlanSchema);

/** A card line's words with the plan's numbers filled in. */
export function planLineText(plan: PlanNumbers, line: Pick<PricingPlanLine, 'text'>): string {
  return line.text
    .replaceAll('{dailyMessages}', String(plan.dailyMessages ?? ''))
    .replaceAll('{sessionsPerMonth}', String(plan.sessionsPerMonth ?? ''))
    .replaceAll('{roadmapBusinessDays}', String(plan.roadmapBusinessDays ?? ''));
}

/** Every entitlement of `id`: its own lines and, through `includes`, those of the plans it contains. */
export function planEntitlements(plans: readonly PricingPlan[], id: PricingPlanId): Entitlement[] {
  const found = new Set<Entitlement>();
  let plan = plans.find((p) => p.id === id);
  const seen = new Set<PricingPlanId>();
  while (plan && !seen.has(plan.id)) {
    seen.add(plan.id);
    for (const line of plan.lines) found.add(line.entitlement);
    plan = plan.includes ? plans.find((p) => p.id === plan!.includes) : undefined;
  }
  // A paid plan replaces the daily allowance with no cap.
  if (found.has('assistant-unlimited')) found.delete('assistant-daily-allowance');
  return ENTITLEMENTS.filter((e) => found.has(e));
}

/** The numbers a plan's entitlements come with. */
export type PlanNumbers = Pick<PricingPlan, 'dailyMessages' | 'sessionsPerMonth' | 'roadmapBusinessDays'>;

/** The numbers a plan's entitlements come with, inherited from the plans it includes when it gives none. */
export function planNumbers(plans: readonly PricingPlan[], id: PricingPlanId): PlanNumbers {
  const chain: PricingPlan[] = [];
  let plan = plans.find((p) => p.id === id);
  while (plan && !chain.includes(plan)) {
    chain.push(plan);
    plan = plan.includes ? plans.find((p) => p.id === plan!.includes) : undefined;
  }
  return {
    dailyMessages: chain.find((p) => p.dailyMessages !== undefined)?.dailyMessages,
    sessionsPerMonth: chain.find((p) => p.sessionsPerMonth !== undefined)?.sessionsPerMonth,
    roadmapBusinessDays: chain.find((p) => p.roadmapBusinessDays !== undefined)?.roadmapBusinessDays,
  };
}

/** What a visitor whose plan does not open premium articles is told: the API's 402, and the page that asks first. */
export const PREMIUM_ARTICLE_PLAN_MESSAGE =
  'This is a premium article. It comes with the Basic, Pro and Premium plans: sign in with one, or choose a plan on the home page.';
/** What a visitor below Basic is told when opening a document template (the page links to the plans). */
export const TEMPLATES_PLAN_MESSAGE = 'Document templates come with the Basic, Pro and Premium plans: sign in with one, or choose a plan at /#plans.';

export const SUBSCRIPTION_STATUSES = ['none', 'active', 'trialing', 'past_due', 'canceled', 'incomplete', 'unpaid'] as const;

/** GET /api/billing/entitlements: what this visitor (or signed-in account) may use right now. */
export const entitlementsSchema = z.object({
  plan: z.enum(PLAN_IDS),
  entitlements: z.array(z.enum(ENTITLEMENTS)),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** The end of the paid period (renewal or, with cancelAtPeriodEnd, the last day of the plan). */
  currentPeriodEnd: z.optional(isoDateTimeSchema),
  cancelAtPeriodEnd: z.boolean(),
  /** After a failed payment: the plan stays until then, and is downgraded to free if still unpaid. */
  graceUntil: z.optional(isoDateTimeSchema),
  /** Free visitors: the assistant's questions today and the allowance (null: no cap). */
  assistant: z.object({ usedToday: z.int(), dailyAllowance: z.nullable(z.int()) }),
  sessionsPerMonth: z.optional(z.int()),
  /** Plans with monthly sessions: the credits left this billing period, and when they renew. */
  sessionCredits: z.optional(z.object({ left: z.int(), perPeriod: z.int(), renewsAt: z.optional(isoDateTimeSchema) })),
  /** True when payments go to the project's local stand-in, not Stripe: no money moves. */
  testPayments: z.boolean(),
});
export type Entitlements = z.infer<typeof entitlementsSchema>;

export const checkoutInputSchema = z.object({ plan: z.enum(PAID_PLAN_IDS, { error: 'plan must be basic, pro or premium' }) });
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;
/** Where to send the browser: the payment page (Stripe Checkout, or the local test-payments page) or the portal. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;
