import { Inject, Injectable } from '@nestjs/common';
import type { Entitlement, Entitlements, PricingPlanId } from '@launchops/contracts';
import type { Tx } from '../../database/sql-repository.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { toSessionCreditsSummary, toSubscriptionSummary } from './billing.mapper.js';
import { EntitlementsRepository, type SubscriptionRow } from './entitlements.repository.js';
import { PlansCatalogueService } from './plans-catalogue.service.js';

export type { SubscriptionRow } from './entitlements.repository.js';

/** consultation_booking.paid_with of a session paid with the plan's monthly credit (the contracts' PAID_WITH_CREDIT). */
export const PAID_WITH_PLAN_CREDIT = 'credit';

export interface SessionCredits {
  /** Sessions the plan gives each billing period (0 without monthly-sessions). */
  perPeriod: number;
  used: number;
  left: number;
  /** The billing period the credits belong to (they renew with the next one). */
  periodStart?: Date;
  periodEnd?: Date;
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
    @Inject(EntitlementsRepository) private readonly repository: EntitlementsRepository,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /** The account behind a visitor id (only a signed-in request resolves to an account's id) and its subscription. */
  subscriptionOf(visitorId: string, tx?: Tx): Promise<SubscriptionRow | undefined> {
    return this.repository.subscriptionOf(visitorId, tx);
  }

  async planOf(visitorId: string): Promise<PricingPlanId> {
    return effectivePlan(await this.subscriptionOf(visitorId));
  }

  async has(visitorId: string, entitlement: Entitlement): Promise<boolean> {
    return this.catalogue.has(await this.planOf(visitorId), entitlement);
  }

  /** The assistant questions this visitor asked today (UTC day). */
  assistantQuestionsToday(visitorId: string): Promise<number> {
    return this.repository.assistantQuestionsToday(visitorId);
  }

  /** The daily allowance of a plan without assistant-unlimited (null: no cap). */
  assistantAllowance(plan: PricingPlanId): number | null {
    if (this.catalogue.has(plan, 'assistant-unlimited')) return null;
    return this.catalogue.numbers(plan).dailyMessages ?? this.catalogue.numbers('free').dailyMessages ?? 0;
  }

  /**
   * The plan's session credits this billing period: monthly-sessions' number, less the confirmed bookings paid with
   * a credit (paid_with 'credit') made since the period began.
   */
  async sessionCredits(visitorId: string, tx?: Tx): Promise<SessionCredits> {
    // Through the caller's transaction: inside one on a pool of one, anything else would wait for ever.
    const row = await this.subscriptionOf(visitorId, tx);
    const plan = effectivePlan(row);
    const perPeriod = this.catalogue.has(plan, 'monthly-sessions') ? (this.catalogue.numbers(plan).sessionsPerMonth ?? 0) : 0;
    if (!row || perPeriod === 0 || !row.current_period_start) return { perPeriod, used: 0, left: 0 };
    const used = await this.repository.creditsUsed(visitorId, PAID_WITH_PLAN_CREDIT, row.current_period_start, tx);
    // Credits come only from a paid period: in a grace period (the renewal unpaid) the plan is kept, its sessions are not.
    const left = PAID_STATUSES.has(row.status ?? '') ? Math.max(0, perPeriod - used) : 0;
    return { perPeriod, used, left, periodStart: row.current_period_start, periodEnd: row.current_period_end ?? undefined };
  }

  /**
   * For a booking about to be written in `tx`: true when a session credit is left (the caller then
   * stores paid_with 'credit'), false when the session is to be paid. The account's subscription row is locked
   * until that transaction ends, so two bookings at once cannot both take the last credit.
   */
  async claimSessionCredit(tx: Tx, visitorId: string): Promise<boolean> {
    await this.repository.lockSubscription(visitorId, tx);
    return (await this.sessionCredits(visitorId, tx)).left > 0;
  }

  async summary(visitorId: string): Promise<Entitlements> {
    const row = await this.subscriptionOf(visitorId);
    const plan = effectivePlan(row);
    return {
      plan,
      entitlements: this.catalogue.entitlements(plan),
      ...toSubscriptionSummary(row, plan),
      assistant: { usedToday: await this.assistantQuestionsToday(visitorId), dailyAllowance: this.assistantAllowance(plan) },
      ...(this.catalogue.numbers(plan).sessionsPerMonth ? { sessionsPerMonth: this.catalogue.numbers(plan).sessionsPerMonth } : {}),
      ...(await this.creditsSummary(visitorId, plan)),
      testPayments: !this.options.env.STRIPE_SECRET_KEY,
    };
  }

  private async creditsSummary(visitorId: string, plan: PricingPlanId): Promise<Pick<Entitlements, 'sessionCredits'>> {
    if (!this.catalogue.has(plan, 'monthly-sessions')) return {};
    return { sessionCredits: toSessionCreditsSummary(await this.sessionCredits(visitorId)) };
  }
}
