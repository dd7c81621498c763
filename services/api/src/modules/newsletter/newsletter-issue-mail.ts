import { subscriptionLink } from './newsletter-mails.js';

export const NEWSLETTER_ISSUE_MAIL_KIND = 'newsletter-issue';

export interface IssueForMail {
  slug: string;
  title: string;
  summary: string;
  content: string;
}

/** The archive page of an issue: https://<site>/newsletter/<slug> */
export const issueUrl = (siteUrl: string, slug: string) => `${siteUrl.replace(/\/+$/, '')}/newsletter/${slug}`;

/**
 * The issue's e-mail, split around the subscriber's own unsubscribe token: the send fills in the token per
 * subscriber in SQL (one statement per batch), so the parts here are the same for everybody. Its headers
 * (List-Unsubscribe and List-Unsubscribe-Post, as listUnsubscribeHeaders writes them) are built there too.
 */
export function issueMailParts(issue: IssueForMail, siteUrl: string) {
  const unsubscribeBase = subscriptionLink(siteUrl, 'unsubscribe', '');
  const before = [
    issue.summary,
    '',
    issue.content.trim(),
    '',
    '---',
    `Read this issue on the site: ${issueUrl(siteUrl, issue.slug)}`,
    'You receive the LaunchOps newsletter because you subscribed and confirmed. Unsubscribe with one click:',
    '',
  ].join('\n');
  const after = '\n\nLaunchOps';
  return { subject: issue.title, before, after, unsubscribeBase };
}
