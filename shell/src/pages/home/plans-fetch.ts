import type { Entitlement, PricingPlanId, PublicPlan } from '@launchops/contracts';

// The home page's pricing section reads GET /api/plans on a first visit, and the shell's first scripts load no zod
// (each slice brings the zod its own schemas use; the platform browser test checks it). So the answer is checked here
// by hand, field by field, against the contracts' PublicPlan type (publicPlanSchema, which plans-fetch.test.ts holds
// this check to), the way site-policies-fetch.ts checks GET /api/site-policies. Types only from the contracts here.

type Json = Record<string, unknown>;

/** The contracts' PLAN_IDS and ENTITLEMENTS (the unit test keeps these lists equal to them). */
export const PLAN_ID_LIST = ['free', 'basic', 'pro', 'premium'] as const satisfies readonly PricingPlanId[];
export const ENTITLEMENT_LIST = [
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
] as const satisfies readonly Entitlement[];

class PlansShapeError extends Error {
  constructor(field: string) {
    super(`The plans came back malformed (${field}); please reload the page.`);
  }
}

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const isPlanId = (value: unknown) => (PLAN_ID_LIST as readonly unknown[]).includes(value);
const isEntitlement = (value: unknown) => (ENTITLEMENT_LIST as readonly unknown[]).includes(value);

function checkPlan(plan: unknown, at: string): void {
  if (!isObject(plan)) throw new PlansShapeError(at);
  if (!isPlanId(plan.id)) throw new PlansShapeError(`${at}.id`);
  for (const key of ['name', 'tagline']) if (typeof plan[key] !== 'string') throw new PlansShapeError(`${at}.${key}`);
  if (!Number.isInteger(plan.monthlyPriceUsd)) throw new PlansShapeError(`${at}.monthlyPriceUsd`);
  if (typeof plan.popular !== 'boolean') throw new PlansShapeError(`${at}.popular`);
  if (plan.includes !== undefined && !isPlanId(plan.includes)) throw new PlansShapeError(`${at}.includes`);
  for (const key of ['dailyMessages', 'sessionsPerMonth']) {
    if (plan[key] !== undefined && !Number.isInteger(plan[key])) throw new PlansShapeError(`${at}.${key}`);
  }
  if (!Array.isArray(plan.lines)) throw new PlansShapeError(`${at}.lines`);
  plan.lines.forEach((line: unknown, index) => {
    if (!isObject(line)) throw new PlansShapeError(`${at}.lines[${index}]`);
    if (!isEntitlement(line.entitlement)) throw new PlansShapeError(`${at}.lines[${index}].entitlement`);
    if (typeof line.text !== 'string') throw new PlansShapeError(`${at}.lines[${index}].text`);
  });
  if (!Array.isArray(plan.entitlements)) throw new PlansShapeError(`${at}.entitlements`);
  plan.entitlements.forEach((entitlement: unknown, index) => {
    if (!isEntitlement(entitlement)) throw new PlansShapeError(`${at}.entitlements[${index}]`);
  });
}

/** The answer of GET /api/plans, or an error naming the first field that is not as the contracts say. */
export function checkPlans(body: unknown): PublicPlan[] {
  if (!Array.isArray(body)) throw new PlansShapeError('body');
  body.forEach((plan: unknown, index) => checkPlan(plan, `[${index}]`));
  return body as PublicPlan[];
}

/** GET /api/plans with the visitor's cookie; a refusal throws the API's own message when it sends one. */
export async function fetchPlans(signal?: AbortSignal): Promise<PublicPlan[]> {
  const response = await fetch('/api/plans', { credentials: 'include', headers: { Accept: 'application/json' }, signal });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = isObject(body) && typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
    throw new Error(`The plans could not be loaded (${message}); please reload the page.`);
  }
  return checkPlans(await response.json());
}
