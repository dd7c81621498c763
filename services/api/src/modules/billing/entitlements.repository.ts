import { Injectable } from '@nestjs/common';
import type { PaidPlanId } from '@launchops/contracts';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

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

/** What entitlements are read from: the account's subscription, the assistant's questions, the credits used, premium articles. */
@Injectable()
export class EntitlementsRepository extends SqlRepository {
  /** The account behind a visitor id (only a signed-in request resolves to an account's id) and its subscription. */
  subscriptionOf(visitorId: string, tx?: Tx): Promise<SubscriptionRow | undefined> {
    return this.one<SubscriptionRow>(
      `SELECT a.id AS account_id, a.email, s.stripe_subscription_id, s.plan, s.status, s.current_period_start, s.current_period_end,
              s.cancel_at_period_end, s.grace_until, s.downgraded_at
         FROM account a LEFT JOIN billing_subscription s ON s.account_id = a.id
        WHERE a.visitor_id = $1`,
      [visitorId],
      tx,
    );
  }

  /** The assistant questions this visitor asked today (UTC day). */
  async assistantQuestionsToday(visitorId: string): Promise<number> {
    const row = await this.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM chat_message WHERE visitor_id = $1 AND is_user AND created_at >= date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
      [visitorId],
    );
    return row?.n ?? 0;
  }

  /** Session credits used since `periodStart`: bookings paid with `paidWith` that still hold their credit. */
  async creditsUsed(visitorId: string, paidWith: string, periodStart: Date, tx?: Tx): Promise<number> {
    const counted = await this.one<{ n: number }>(
      `SELECT count(*)::int AS n FROM consultation_booking
        WHERE visitor_id = $1 AND paid_with = $2 AND created_at >= $3
          -- A credit comes back only when its session was cancelled at least 24 hours before it started.
          AND (status = 'confirmed' OR (status = 'cancelled' AND cancelled_at > starts_at - interval '24 hours'))`,
      [visitorId, paidWith, periodStart],
      tx,
    );
    return counted?.n ?? 0;
  }

  /** Locks the account's subscription row until `tx` ends. */
  async lockSubscription(visitorId: string, tx: Tx): Promise<void> {
    await this.query(
      'SELECT s.account_id FROM billing_subscription s JOIN account a ON a.id = s.account_id WHERE a.visitor_id = $1 FOR UPDATE OF s',
      [visitorId],
      tx,
    );
  }

  async premiumArticleSlugs(): Promise<string[]> {
    const rows = await this.query<{ slug: string }>(`SELECT slug FROM blog_post WHERE tier = 'premium'`);
    return rows.map((row) => row.slug);
  }
}
