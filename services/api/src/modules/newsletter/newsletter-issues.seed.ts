import type { ContentNewsletterIssue } from '@launchops/content';
import type { EntityManager } from 'typeorm';

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
