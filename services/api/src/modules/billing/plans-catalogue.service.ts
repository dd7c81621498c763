import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type Entitlement,
  PAID_PLAN_IDS,
  type PaidPlanId,
  planEntitlements,
  planLineText,
  planNumbers,
  type PlanNumbers,
  type PricingPlan,
  type PricingPlanId,
  type PublicPlan,
} from '@launchops/contracts';
import { defaultContentDir, loadPlans } from '@launchops/content';
import { CachedJson } from '../../common/cached-json.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';

/** The Stripe price of a plan is found by this key, so the same code works in any Stripe account. */
export const priceLookupKey = (plan: PaidPlanId) => `launchops_${plan}_monthly_usd`;
export const planOfLookupKey = (key: string | null | undefined): PaidPlanId | undefined => PAID_PLAN_IDS.find((plan) => priceLookupKey(plan) === key);

/** plans.yaml, read at start: what each plan costs and gives (the one table of entitlements). */
@Injectable()
export class PlansCatalogueService implements OnModuleInit {
  private plans: PricingPlan[] = [];
  private byPlan = new Map<PricingPlanId, { entitlements: Set<Entitlement> } & PlanNumbers>();
  private json: CachedJson | undefined;

  constructor(@Inject(APP_OPTIONS) private readonly options: AppOptions) {}

  async onModuleInit(): Promise<void> {
    this.plans = await loadPlans(this.options.env.CONTENT_DIR ?? defaultContentDir);
    this.byPlan = new Map(
      this.plans.map((plan) => [plan.id, { entitlements: new Set(planEntitlements(this.plans, plan.id)), ...planNumbers(this.plans, plan.id) }]),
    );
    const list: PublicPlan[] = this.plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      monthlyPriceUsd: plan.monthlyPriceUsd,
      tagline: plan.tagline,
      popular: plan.popular ?? false,
      ...(plan.includes ? { includes: plan.includes } : {}),
      lines: plan.lines.map((line) => ({ entitlement: line.entitlement, text: planLineText(plan, line) })),
      entitlements: planEntitlements(this.plans, plan.id),
      ...planNumbers(this.plans, plan.id),
    }));
    this.json = new CachedJson(list);
  }

  /** GET /api/plans, serialized once. */
  publicList(): CachedJson {
    return this.json!;
  }

  plan(id: PricingPlanId): PricingPlan {
    return this.plans.find((plan) => plan.id === id)!;
  }

  has(plan: PricingPlanId, entitlement: Entitlement): boolean {
    return this.byPlan.get(plan)?.entitlements.has(entitlement) ?? false;
  }

  entitlements(plan: PricingPlanId): Entitlement[] {
    return [...(this.byPlan.get(plan)?.entitlements ?? [])];
  }

  numbers(plan: PricingPlanId): PlanNumbers {
    const found = this.byPlan.get(plan);
    return { dailyMessages: found?.dailyMessages, sessionsPerMonth: found?.sessionsPerMonth, roadmapBusinessDays: found?.roadmapBusinessDays };
  }
}
