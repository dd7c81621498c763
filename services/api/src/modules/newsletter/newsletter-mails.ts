import { listUnsubscribeHeaders } from '../../common/mail/list-unsubscribe.js';
import type { OutgoingMail } from '../../common/mail/mail.service.js';

export function subscriptionLink(siteUrl: string, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/newsletter-subscriptions/${action}/${token}`;
}

export function confirmationMail(subscription: { id: number; email: string; confirm_token: string; unsubscribe_token: string }, siteUrl: string): OutgoingMail {
  return {
    kind: 'newsletter-confirm',
    to: subscription.email,
    relatedId: subscription.id,
    subject: 'Please confirm your LaunchOps newsletter subscription',
    headers: listUnsubscribeHeaders(subscriptionLink(siteUrl, 'unsubscribe', subscription.unsubscribe_token)),
    text: [
      'Hi,',
      '',
      `please confirm that ${subscription.email} should receive the LaunchOps newsletter:`,
      subscriptionLink(siteUrl, 'confirm', subscription.confirm_token),
      '',
      'If you did not ask for this, ignore this e-mail: without your confirmation you will not be subscribed.',
      '',
      'Changed your mind later? Unsubscribe with one click:',
      subscriptionLink(siteUrl, 'unsubscribe', subscription.unsubscribe_token),
      '',
      'LaunchOps',
    ].join('\n'),
  };
}
