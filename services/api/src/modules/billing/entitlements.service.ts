import { Inject, Injectable } from '@nestjs/common';
import { type Entitlement, type Entitlements, type PaidPlanId, type PricingPlanId, SUBSCRIPTION_STATUSES } from '@launchops/contracts';
import { DataSource } from 'typeorm';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { PlansCatalogueService } from './plans-catalogue.service.js';

export interface SubscriptionRow {
  account_id: number;
  email: string;
  stripe_subscription_id: string | null;
  plan: PaidPlanId | null;
  status: string | null;
  current_period_start: Date | null;
  current_period_end: Date | null;
  cancel_at_period_end: boolean | null;
  grace_until: Date | null;
  downgraded_at: Date | null;
}

/** Stripe statuses in which the plan is delivered; past_due and unpaid only until the grace period ends. */
const PAID_STATUSES = new Set(['active', 'trialing']);
const GRACE_STATUSES = new Set(['past_due', 'unpaid']);

/** The plan a subscription row gives right now (free without one, once downgraded or ended). */
export function effectivePlan(row: Pick<SubscriptionRow, 'plan' | 'status' | 'grace_until' | 'downgraded_at'> | undefined, now = new Date()): PricingPlanId {
  if (!row?.plan || !row.status || row.downgraded_at) return 'free';
  if (row.grace_until && row.grace_until <= now) return 'free';
  if (PAID_STATUSES.has(row.status)) return row.plan;
  if (GRACE_STATUSES.has(row.status) && row.grace_until && row.grace_until > now) return row.plan;
  return 'free';
}

/**
 * "Does this visitor have entitlement X": the answer comes from the signed-in account's subscription and the plans'
 * table (plans.yaml). Anonymous visitors, and accounts without a plan, are on free.
 */
@Injectable()
export class EntitlementsService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /** The account behind a visitor id (only a signed-in request resolves to an account's id) and its subscription. */
  async subscriptionOf(visitorId: string): Promise<SubscriptionRow | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT a.id AS account_id, a.email, s.stripe_subscription_id, s.plan, s.status, s.current_period_start, s.current_period_end,
              s.cancel_at_period_end, s.grace_until, s.downgraded_at
         FROM account a LEFT JOIN billing_subscription s ON s.account_id = a.id
        WHERE a.visitor_id = $1`,
      [visitorId],
    )) as SubscriptionRow[];
    return row;
  }

  async planOf(visitorId: string): Promise<PricingPlanId> {
    return effectivePlan(await this.subscriptionOf(visitorId));
  }

  async has(visitorId: string, entitlement: Entitlement): Promise<boolean> {
    return this.catalogue.has(await this.planOf(visitorId), entitlement);
  }

  /** The assistant questions this visitor asked today (UTC day). */
  async assistantQuestionsToday(visitorId: string): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM chat_message WHERE visitor_id = $1 AND is_user AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [visitorId],
    )) as Array<{ n: number }>;
    return row?.n ?? 0;
  }

  /** The daily allowance of a plan without assistant-unlimited (null: no cap). */
  assistantAllowance(plan: PricingPlanId): number | null {
    if (this.catalogue.has(plan, 'assistant-unlimited')) return null;
    return this.catalogue.numbers(plan).dailyMessages ?? this.catalogue.numbers('free').dailyMessages ?? 0;
  }

  async summary(visitorId: string): Promise<Entitlements> {
    const row = await this.subscriptionOf(visitorId);
    const plan = effectivePlan(row);
    const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(row?.status ?? '') ? (row!.status as Entitlements['status']) : row?.status ? 'unpaid' : 'none';
    const paid = plan !== 'free' && row;
    return {
      plan,
      entitlements: this.catalogue.entitlements(plan),
      status,
      ...(paid && row.current_period_end ? { currentPeriodEnd: row.current_period_end.toISOString() } : {}),
      cancelAtPeriodEnd: Boolean(paid && row.cancel_at_period_end),
      ...(paid && row.grace_until ? { graceUntil: row.grace_until.toISOString() } : {}),
      assistant: { usedToday: await this.assistantQuestionsToday(visitorId), dailyAllowance: this.assistantAllowance(plan) },
      ...(this.catalogue.numbers(plan).sessionsPerMonth ? { sessionsPerMonth: this.catalogue.numbers(plan).sessionsPerMonth } : {}),
      testPayments: !this.options.env.STRIPE_SECRET_KEY,
    };
  }
}
