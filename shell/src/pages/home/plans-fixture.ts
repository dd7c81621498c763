import { loadPlans } from '@launchops/content';
import { planEntitlements, planLineText, planNumbers, type PublicPlan } from '@launchops/contracts';

/** GET /api/plans as the API builds it from the shipped plans.yaml. */
export async function shippedPlans(): Promise<PublicPlan[]> {
  const plans = await loadPlans();
  return plans.map((plan) => ({
    id: plan.id,
    name: plan.name,
    monthlyPriceUsd: plan.monthlyPriceUsd,
    tagline: plan.tagline,
    popular: plan.popular ?? false,
    ...(plan.includes ? { includes: plan.includes } : {}),
    lines: plan.lines.map((line) => ({ entitlement: line.entitlement, text: planLineText(plan, line) })),
    entitlements: planEntitlements(plans, plan.id),
    ...planNumbers(plans, plan.id),
  }));
}
