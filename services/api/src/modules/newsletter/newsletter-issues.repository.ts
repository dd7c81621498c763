import { Injectable } from '@nestjs/common';
import type { ContentNewsletterIssue } from '@launchops/content';
import type { EntityManager } from 'typeorm';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface IssueRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  send_date: string;
  content: string;
  queued_at: Date | null;
}

/** What one batch of an issue's mails is: its subscribers (id > `after`) and the mail's parts around the unsubscribe token. */
export interface IssueBatch {
  after: number;
  size: number;
  kind: string;
  subject: string;
  before: string;
  unsubscribeBase: string;
  end: string;
  slug: string;
}

const ISSUE_COLUMNS = `id, slug, title, summary, to_char(send_date, 'YYYY-MM-DD') AS send_date, content, queued_at`;

/** newsletter_issue and the outbox rows of its sending. */
@Injectable()
export class NewsletterIssuesRepository extends SqlRepository {
  issues(): Promise<IssueRow[]> {
    return this.query<IssueRow>(`SELECT ${ISSUE_COLUMNS} FROM newsletter_issue ORDER BY send_date, slug`);
  }

  issueOn(day: string): Promise<IssueRow | undefined> {
    return this.one<IssueRow>(`SELECT ${ISSUE_COLUMNS} FROM newsletter_issue WHERE send_date = $1::date`, [day]);
  }

  /**
   * Queues the issue for the next batch of confirmed subscribers, one outbox row each (the outbox's unique index
   * makes a rerun write nothing twice); the batch's last subscriber id (null past the end) and the rows written.
   */
  async queueBatch(batch: IssueBatch, tx: Tx): Promise<{ last_id: number | null; queued: number }> {
    const row = await this.one<{ last_id: number | null; queued: number }>(
      `WITH batch AS (
         SELECT id, email, unsubscribe_token FROM newsletter_subscription
         WHERE status = 'confirmed' AND id > $1 ORDER BY id LIMIT $2),
       queued AS (
         INSERT INTO outbox_email (kind, recipient, subject, body_text, attachments, headers, related_id)
         SELECT $3, b.email, $4, $5 || $6 || b.unsubscribe_token || $7, '[]'::jsonb,
           jsonb_build_object('List-Unsubscribe', '<' || $6 || b.unsubscribe_token || '>', 'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click'),
           $8 || ':' || b.id
         FROM batch b
         ON CONFLICT (related_id) WHERE kind = 'newsletter-issue' DO NOTHING
         RETURNING 1)
       SELECT (SELECT max(id) FROM batch) AS last_id, (SELECT count(*) FROM queued)::int AS queued`,
      [batch.after, batch.size, batch.kind, batch.subject, batch.before, batch.unsubscribeBase, batch.end, batch.slug],
      tx,
    );
    return row!;
  }

  /** Marks the issue queued (once), with how many subscribers its outbox rows reach. */
  async markQueued(issue: Pick<IssueRow, 'id' | 'slug'>, kind: string): Promise<void> {
    await this.query(
      `UPDATE newsletter_issue SET queued_at = now(), subscribers_queued = (SELECT count(*) FROM outbox_email WHERE kind = $2 AND related_id LIKE $3)
       WHERE id = $1 AND queued_at IS NULL`,
      [issue.id, kind, `${issue.slug}:%`],
    );
  }
}

/**
 * Copies the newsletter's issues (services/content/newsletter/) into the database, in the seed's transaction,
 * matched on their slug and updated in place: when an issue was queued stays as it was, so an edit to an issue
 * already sent never sends it again. An issue taken out of the files leaves the archive.
 */
export async function seedNewsletterIssues(manager: EntityManager, issues: readonly ContentNewsletterIssue[]): Promise<void> {
  const rows = issues.map((issue) => ({ slug: issue.slug, title: issue.title, summary: issue.summary, send_date: issue.sendDate, content: issue.content }));
  if (rows.length > 0) {
    await manager.query(
      `INSERT INTO newsletter_issue (slug, title, summary, send_date, content)
       SELECT slug, title, summary, send_date::date, content
       FROM jsonb_to_recordset($1::jsonb) AS t(slug text, title text, summary text, send_date text, content text)
       ON CONFLICT (slug) DO UPDATE SET title = EXCLUDED.title, summary = EXCLUDED.summary, send_date = EXCLUDED.send_date, content = EXCLUDED.content
       WHERE (newsletter_issue.title, newsletter_issue.summary, newsletter_issue.send_date, newsletter_issue.content)
         IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.summary, EXCLUDED.send_date, EXCLUDED.content)`,
      [JSON.stringify(rows)],
    );
  }
  await manager.query('DELETE FROM newsletter_issue WHERE NOT (slug = ANY($1))', [rows.map((r) => r.slug)]);
}
