import { dayDate, type Deadline, longDate } from '@launchops/contracts';
import type { OutgoingMail } from '../../common/mail/mail.service.js';
import { listUnsubscribeHeaders } from '../../common/mail/list-unsubscribe.js';

export type ReminderKind = 'week' | 'day';

/** Which reminder a deadline `daysLeft` days away is due for: a week's notice from 7 days out, then the day before. */
export function reminderKind(daysLeft: number): ReminderKind | null {
  if (daysLeft >= 2 && daysLeft <= 7) return 'week';
  if (daysLeft === 0 || daysLeft === 1) return 'day';
  return null;
}

export function reminderLink(siteUrl: string, action: 'confirm' | 'unsubscribe', token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/api/plan/reminders/${action}/${token}`;
}

const when = (daysLeft: number) => (daysLeft === 0 ? 'today' : daysLeft === 1 ? 'tomorrow' : `in ${daysLeft} days`);

export function reminderConfirmationMail(
  subscription: { id: number; email: string; confirm_token: string; unsubscribe_token: string },
  siteUrl: string,
): OutgoingMail {
  const unsubscribe = reminderLink(siteUrl, 'unsubscribe', subscription.unsubscribe_token);
  return {
    kind: 'plan-reminders-confirm',
    to: subscription.email,
    relatedId: subscription.id,
    subject: 'Confirm your LaunchOps deadline reminders',
    headers: listUnsubscribeHeaders(unsubscribe),
    text: [
      'Hi,',
      '',
      `please confirm that ${subscription.email} should get reminders of the deadlines in your LaunchOps launch plan,`,
      'a week before each one and again the day before:',
      reminderLink(siteUrl, 'confirm', subscription.confirm_token),
      '',
      'If you did not ask for this, ignore this e-mail: without your confirmation nothing is sent.',
      '',
      'Stop the reminders at any time with one click:',
      unsubscribe,
      '',
      'LaunchOps',
    ].join('\n'),
  };
}

export function reminderMail(
  input: { subscriptionId: number; email: string; unsubscribeToken: string; deadline: Deadline; guideUrl: string | null; kind: ReminderKind },
  siteUrl: string,
): OutgoingMail {
  const { deadline } = input;
  const site = siteUrl.replace(/\/+$/, '');
  const unsubscribe = reminderLink(site, 'unsubscribe', input.unsubscribeToken);
  const due = when(deadline.daysLeft);
  return {
    kind: `plan-reminder-${input.kind}`,
    to: input.email,
    relatedId: input.subscriptionId,
    subject: `${due[0]!.toUpperCase()}${due.slice(1)}: ${deadline.title}${deadline.condition ? ' (if it applies)' : ''}`,
    headers: listUnsubscribeHeaders(unsubscribe),
    text: [
      'Hi,',
      '',
      `a deadline in your LaunchOps launch plan is ${due}:`,
      '',
      deadline.title,
      deadline.condition ? `Only if ${deadline.condition}.` : null,
      `Due: ${longDate(dayDate(deadline.dueOn), 'utc')}`,
      deadline.moveNote ?? null,
      `Why it is in your plan: ${deadline.because}.`,
      `Source: ${deadline.source.name}, ${deadline.source.url} (checked ${deadline.lastVerified}).`,
      '',
      input.guideUrl ? `How to do it: ${input.guideUrl}` : null,
      `Your plan: ${site}/checklist/plan`,
      deadline.recurring ? null : 'Already filed? Mark the task done in your plan and its reminders stop.',
      '',
      'This is a reminder, not legal or tax advice: check the date with the source above.',
      '',
      'You get these reminders because you asked for them on LaunchOps. Stop them with one click:',
      unsubscribe,
      '',
      'LaunchOps',
    ]
      .filter((line) => line !== null)
      .join('\n'),
  };
}
