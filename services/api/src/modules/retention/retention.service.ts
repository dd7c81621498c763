import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long one statement of the daily run may take (the API's requests keep DATABASE_STATEMENT_TIMEOUT_MS). */
const RETENTION_STATEMENT_TIMEOUT = '10min';
const HOUR_MS = 60 * 60 * 1000;

/**
 * Keeps the promises of the privacy page: deletes what we said we would delete, once a day (the first
 * check shortly after start). Every period here is quoted on /privacy; change both together.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Retention');

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
  ) {}

  onApplicationBootstrap(): void {
    // Once a day across all API processes; each checks hourly, so a replica that dies does not skip a day.
    this.jobs.schedule({ name: 'retention', periodMs: DAY_MS, checkEveryMs: HOUR_MS, firstCheckAfterMs: 5_000, run: () => this.run() });
  }

  /** Applies every retention rule in one transaction; returns how many rows each rule touched. */
  async run(): Promise<Record<string, number>> {
    return this.dataSource.transaction(async (manager) => {
      const count = async (sql: string) => {
        const result: unknown = await manager.query(sql);
        // pg returns [rows, rowCount] for DELETE/UPDATE through TypeORM's query()
        return Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;
      };
      // A daily batch over every visitor's rows, not a request: with a million visitors it reads millions of rows
      // (npm run bench -- --visitors 1000000), past the requests' statement timeout.
      await manager.query(`SET LOCAL statement_timeout = '${RETENTION_STATEMENT_TIMEOUT}'`);
      // A visitor is stale after 12 months without progress, chat or quiz answers, unless deadline reminders are on.
      // Found once, into a table of this transaction: it aggregates every progress, chat and quiz row (6.8 million at
      // a million visitors, about 5 s on 2 busy cores), and four DELETEs each made it again, one past the timeout.
      await manager.query(`
        CREATE TEMPORARY TABLE retention_stale_visitor ON COMMIT DROP AS
        SELECT visitor_id FROM (
          SELECT visitor_id, updated_at AS at FROM checklist_progress
          UNION ALL SELECT visitor_id, created_at FROM chat_message
          UNION ALL SELECT visitor_id, updated_at FROM plan_answers
        ) activity GROUP BY visitor_id HAVING max(at) < now() - interval '12 months'
        EXCEPT SELECT visitor_id FROM plan_reminder_subscription WHERE status = 'confirmed'`);
      await manager.query(`ANALYZE retention_stale_visitor`);
      const stale = `SELECT visitor_id FROM retention_stale_visitor`;
      const counts = {
        // The plan's own rows go first: the stale list is read from them too.
        calendarFeeds: await count(`DELETE FROM plan_calendar_feed WHERE visitor_id IN (${stale})`),
        reminderSubscriptions: await count(`DELETE FROM plan_reminder_subscription WHERE visitor_id IN (${stale})
          OR (status = 'pending' AND created_at < now() - interval '30 days')
          OR (status = 'unsubscribed' AND unsubscribed_at < now() - interval '30 days')`),
        plans: await count(`DELETE FROM plan_answers WHERE visitor_id IN (${stale})`),
        progress: await count(`DELETE FROM checklist_progress WHERE visitor_id IN (${stale})`),
        chat: await count(`DELETE FROM chat_message WHERE visitor_id IN (
          SELECT visitor_id FROM chat_message GROUP BY visitor_id HAVING max(created_at) < now() - interval '12 months'
          EXCEPT SELECT visitor_id FROM checklist_progress)`),
        bookings: await count(`DELETE FROM consultation_booking WHERE starts_at < now() - interval '3 years'`),
        unconfirmedSubscriptions: await count(`DELETE FROM newsletter_subscription WHERE status = 'pending' AND created_at < now() - interval '30 days'`),
        unsubscribed: await count(
          `UPDATE newsletter_subscription SET source = 'suppressed', confirmed_at = NULL, confirmation_sent_at = NULL WHERE status = 'unsubscribed' AND source <> 'suppressed'`,
        ),
        contactMessages: await count(`DELETE FROM contact_message WHERE created_at < now() - interval '2 years'`),
        affiliateClicks: await count(`DELETE FROM affiliate_click WHERE created_at < now() - interval '12 months'`),
        // Sign-in codes work for minutes; ended sessions are of no use after their last day.
        signInCodes: await count(`DELETE FROM sign_in_code WHERE created_at < now() - interval '1 day'`),
        passkeyChallenges: await count(`DELETE FROM passkey_challenge WHERE expires_at < now() - interval '1 day'`),
        endedSessions: await count(`DELETE FROM account_session WHERE revoked_at < now() - interval '30 days' OR last_seen_at < now() - interval '60 days'`),
        // Anonymous per-minute sums of remote loads and failures: the platform page looks back an hour.
        releaseSignals: await count(`DELETE FROM release_signal WHERE minute < now() - interval '7 days'`),
      };
      const total = Object.values(counts).reduce((a, b) => a + b, 0);
      if (total > 0) this.logger.log(`retention: ${JSON.stringify(counts)}`);
      return counts;
    });
  }
}
