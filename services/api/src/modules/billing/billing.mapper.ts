import { type Entitlements, type PricingPlanId, SUBSCRIPTION_STATUSES } from '@launchops/contracts';
import type { SubscriptionRow } from './entitlements.repository.js';

/** The subscription's part of the entitlements summary; period end and grace are shown only while a plan is paid for. */
export function toSubscriptionSummary(
  row: SubscriptionRow | undefined,
  plan: PricingPlanId,
): Pick<Entitlements, 'status' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'graceUntil'> {
  // A Stripe status the contract does not name reads as unpaid; no subscription row at all, as none.
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(row?.status ?? '')
    ? (row!.status as Entitlements['status'])
    : row?.status
      ? 'unpaid'
      : 'none';
  const paid = plan !== 'free' && row;
  return {
    status,
    ...(paid && row.current_period_end ? { currentPeriodEnd: row.current_period_end.toISOString() } : {}),
    cancelAtPeriodEnd: Boolean(paid && row.cancel_at_period_end),
    ...(paid && row.grace_until ? { graceUntil: row.grace_until.toISOString() } : {}),
  };
}

/** Session credits as the summary states them (renewsAt: the end of the billing period they belong to). */
export function toSessionCreditsSummary(credits: { left: number; perPeriod: number; periodEnd?: Date }): NonNullable<Entitlements['sessionCredits']> {
  return { left: credits.left, perPeriod: credits.perPeriod, ...(credits.periodEnd ? { renewsAt: credits.periodEnd.toISOString() } : {}) };
}
