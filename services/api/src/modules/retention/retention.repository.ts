import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

const STALE = `SELECT visitor_id FROM retention_stale_visitor`;

/**
 * Each retention rule as the statement that applies it, in the order they run: the plan's own rows go first, since
 * the stale list is read from them too. Every period here is quoted on /privacy; change both together.
 */
const RULES = {
  calendarFeeds: `DELETE FROM plan_calendar_feed WHERE visitor_id IN (${STALE})`,
  reminderSubscriptions: `DELETE FROM plan_reminder_subscription WHERE visitor_id IN (${STALE})
          OR (status = 'pending' AND created_at < now() - interval '30 days')
          OR (status = 'unsubscribed' AND unsubscribed_at < now() - interval '30 days')`,
  plans: `DELETE FROM plan_answers WHERE visitor_id IN (${STALE})`,
  progress: `DELETE FROM checklist_progress WHERE visitor_id IN (${STALE})`,
  chat: `DELETE FROM chat_message WHERE visitor_id IN (
          SELECT visitor_id FROM chat_message GROUP BY visitor_id HAVING max(created_at) < now() - interval '12 months'
          EXCEPT SELECT visitor_id FROM checklist_progress)`,
  bookings: `DELETE FROM consultation_booking WHERE starts_at < now() - interval '3 years'`,
  unconfirmedSubscriptions: `DELETE FROM newsletter_subscription WHERE status = 'pending' AND created_at < now() - interval '30 days'`,
  unsubscribed: `UPDATE newsletter_subscription SET source = 'suppressed', confirmed_at = NULL, confirmation_sent_at = NULL WHERE status = 'unsubscribed' AND source <> 'suppressed'`,
  contactMessages: `DELETE FROM contact_message WHERE created_at < now() - interval '2 years'`,
  affiliateClicks: `DELETE FROM affiliate_click WHERE created_at < now() - interval '12 months'`,
  // Sign-in codes work for minutes; ended sessions are of no use after their last day.
  signInCodes: `DELETE FROM sign_in_code WHERE created_at < now() - interval '1 day'`,
  passkeyChallenges: `DELETE FROM passkey_challenge WHERE expires_at < now() - interval '1 day'`,
  endedSessions: `DELETE FROM account_session WHERE revoked_at < now() - interval '30 days' OR last_seen_at < now() - interval '60 days'`,
  // Anonymous per-minute sums of remote loads and failures: the platform page looks back an hour.
  releaseSignals: `DELETE FROM release_signal WHERE minute < now() - interval '7 days'`,
} as const;

export type RetentionCounts = Record<keyof typeof RULES, number>;

/** The daily deletions the privacy page promises, each run inside the caller's transaction. */
@Injectable()
export class RetentionRepository extends SqlRepository {
  /** Lets this transaction's statements run up to `timeout` (a PostgreSQL interval such as '10min'). */
  async allowStatementsFor(timeout: string, tx: Tx): Promise<void> {
    await this.query(`SET LOCAL statement_timeout = '${timeout}'`, [], tx);
  }

  /**
   * Finds the stale visitors once, into a table of this transaction: 12 months without progress, chat or quiz
   * answers, unless deadline reminders are on. It aggregates every progress, chat and quiz row (6.8 million at a
   * million visitors, about 5 s on 2 busy cores), and four DELETEs each made it again, one past the timeout.
   */
  async markStaleVisitors(tx: Tx): Promise<void> {
    await this.query(
      `CREATE TEMPORARY TABLE retention_stale_visitor ON COMMIT DROP AS
        SELECT visitor_id FROM (
          SELECT visitor_id, updated_at AS at FROM checklist_progress
          UNION ALL SELECT visitor_id, created_at FROM chat_message
          UNION ALL SELECT visitor_id, updated_at FROM plan_answers
        ) activity GROUP BY visitor_id HAVING max(at) < now() - interval '12 months'
        EXCEPT SELECT visitor_id FROM plan_reminder_subscription WHERE status = 'confirmed'`,
      [],
      tx,
    );
    await this.query(`ANALYZE retention_stale_visitor`, [], tx);
  }

  /** Applies every rule in order (after markStaleVisitors); returns how many rows each touched. */
  async applyRules(tx: Tx): Promise<RetentionCounts> {
    const counts = {} as RetentionCounts;
    for (const [rule, sql] of Object.entries(RULES) as Array<[keyof typeof RULES, string]>) counts[rule] = await this.execute(sql, [], tx);
    return counts;
  }
}
