import { Inject, Injectable, Logger, NotFoundException, type OnApplicationBootstrap } from '@nestjs/common';
import { dateInZone, NEWSLETTER_SEND_WEEKDAY, NEWSLETTER_SEND_ZONE, type NewsletterIssueSummary, weekdayOf } from '@launchops/contracts';
import { CachedJson } from '../../common/cached-json.js';
import { ContentChangesService } from '../../common/content-changes.service.js';
import { ScheduledJobsService } from '../../common/jobs/scheduled-jobs.service.js';
import { MailService } from '../../common/mail/mail.service.js';
import { MemoryCache } from '../../common/memory-cache.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions } from '../../database/sql-repository.js';
import { issueMailParts, NEWSLETTER_ISSUE_MAIL_KIND } from './newsletter-issue-mail.js';
import { NewsletterIssuesRepository } from './newsletter-issues.repository.js';
import { issueSendsAt, toIssue, toIssueSummary } from './newsletter.mapper.js';

export { issueSendsAt } from './newsletter.mapper.js';

const MINUTE_MS = 60_000;
/** Subscribers queued per statement (and transaction): a large list never holds one long transaction. */
export const NEWSLETTER_BATCH_SIZE = 1000;

export interface SendResult {
  /** The issue of the day, when one was due. */
  issue: string | null;
  /** Outbox rows written by this run (0 when another process or an earlier run queued them). */
  queued: number;
}

interface Archive {
  /** Oldest first, each with the instant it goes public. */
  issues: Array<{ sendsAt: number; summary: NewsletterIssueSummary; detail: CachedJson }>;
  /** The list's body for the first n issues being public, made once per n. */
  lists: Map<number, CachedJson>;
}

/**
 * The Thursday newsletter: sends the issue of the day to every confirmed subscriber once, and serves the archive
 * of the issues already sent.
 */
@Injectable()
export class NewsletterIssuesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Newsletter');

  /** Issues change only when content is seeded: read once, dropped on a change in any replica. */
  private readonly archive = new MemoryCache<Archive>(async () => {
    const rows = await this.repository.issues();
    return {
      issues: rows.map((row) => {
        const summary = toIssueSummary(row);
        return { sendsAt: issueSendsAt(row.send_date).getTime(), summary, detail: new CachedJson(toIssue(row, summary)) };
      }),
      lists: new Map(),
    };
  });

  constructor(
    @Inject(NewsletterIssuesRepository) private readonly repository: NewsletterIssuesRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(ScheduledJobsService) private readonly jobs: ScheduledJobsService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(ContentChangesService) changes: ContentChangesService,
  ) {
    changes.watch(['newsletter_issue'], () => this.archive.invalidate());
  }

  onApplicationBootstrap(): void {
    // Every process asks each minute; one claims each 5-minute period. On Thursday the first run from 9:00 queues
    // the issue; later runs that day find it queued. A day with every process down at 9:00 sends later that day.
    this.jobs.schedule({ name: 'newsletter-send', periodMs: 5 * MINUTE_MS, checkEveryMs: MINUTE_MS, firstCheckAfterMs: 5_000, run: () => this.sendDue() });
  }

  /**
   * Queues the issue due at `now`: only on a Thursday from 9:00 New York time to the end of that day, only to
   * confirmed subscribers, in batches of NEWSLETTER_BATCH_SIZE, one outbox row per subscriber (the unique index
   * on the outbox makes a rerun, or a second process at the same moment, write nothing twice). Then the issue is
   * marked queued, and later runs skip it.
   */
  async sendDue(now: Date = new Date()): Promise<SendResult> {
    const today = dateInZone(now, NEWSLETTER_SEND_ZONE);
    if (weekdayOf(today) !== NEWSLETTER_SEND_WEEKDAY || now.getTime() < issueSendsAt(today).getTime()) return { issue: null, queued: 0 };
    const issue = await this.repository.issueOn(today);
    if (!issue || issue.queued_at) return { issue: null, queued: 0 };

    const mail = issueMailParts(issue, this.options.env.SITE_URL);
    let cursor = 0;
    let queued = 0;
    for (;;) {
      const batch = await this.transactions.run((tx) =>
        this.repository.queueBatch(
          {
            after: cursor,
            size: NEWSLETTER_BATCH_SIZE,
            kind: NEWSLETTER_ISSUE_MAIL_KIND,
            subject: mail.subject,
            before: mail.before,
            unsubscribeBase: mail.unsubscribeBase,
            end: mail.after,
            slug: issue.slug,
          },
          tx,
        ),
      );
      queued += batch.queued;
      if (batch.last_id === null) break;
      cursor = batch.last_id;
      // Each batch is committed: the outbox may start sending the first while the next is written.
      if (batch.queued > 0) this.mail.flushInBackground();
    }
    await this.repository.markQueued(issue, NEWSLETTER_ISSUE_MAIL_KIND);
    if (queued > 0) {
      this.logger.log(`newsletter "${issue.slug}" queued for ${queued} subscriber(s)`);
      this.mail.flushInBackground();
    }
    return { issue: issue.slug, queued };
  }

  /** The issues already sent (their Thursday 9:00 New York time has passed), newest first. */
  async list(now: Date = new Date()): Promise<CachedJson> {
    const archive = await this.archive.get();
    const count = archive.issues.filter((i) => i.sendsAt <= now.getTime()).length;
    let list = archive.lists.get(count);
    if (!list) {
      list = new CachedJson(
        archive.issues
          .filter((i) => i.sendsAt <= now.getTime())
          .map((i) => i.summary)
          .reverse(),
      );
      archive.lists.set(count, list);
    }
    return list;
  }

  /** One issue already sent; an issue still to come is not found (its content stays private until its Thursday). */
  async issue(slug: string, now: Date = new Date()): Promise<CachedJson> {
    const found = (await this.archive.get()).issues.find((i) => i.summary.slug === slug && i.sendsAt <= now.getTime());
    if (!found) throw new NotFoundException('Newsletter issue not found');
    return found.detail;
  }
}
