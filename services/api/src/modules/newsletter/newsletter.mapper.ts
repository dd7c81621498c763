import { NEWSLETTER_SEND_HOUR, NEWSLETTER_SEND_ZONE, type NewsletterIssue, type NewsletterIssueSummary, zonedTimeToUtc } from '@launchops/contracts';
import { articleBody } from '../blog/article-body.js';
import type { IssueRow } from './newsletter-issues.repository.js';

/** When an issue goes out: its Thursday at 9:00 New York time (EST in winter, EDT in summer). */
export const issueSendsAt = (sendDate: string): Date => zonedTimeToUtc(sendDate, NEWSLETTER_SEND_HOUR, 0, NEWSLETTER_SEND_ZONE);

export function toIssueSummary(row: IssueRow): NewsletterIssueSummary {
  return {
    slug: row.slug,
    title: row.title,
    sendDate: row.send_date,
    sentAt: issueSendsAt(row.send_date).toISOString(),
    summary: row.summary,
  };
}

export function toIssue(row: IssueRow, summary: NewsletterIssueSummary = toIssueSummary(row)): NewsletterIssue {
  return { ...summary, content: row.content, body: articleBody(row.content) };
}
