import type { OutgoingMail } from '../../common/mail/mail.service.js';

export const ROADMAP_MAIL_KIND = 'roadmap-updated';

/** To a Premium founder whose advisor changed her roadmap. */
export function roadmapUpdatedMail(to: string, siteUrl: string, accountId: number, noteCount: number): OutgoingMail {
  return {
    kind: ROADMAP_MAIL_KIND,
    to,
    subject: 'Your advisor updated your LaunchOps roadmap',
    text: [
      noteCount === 0
        ? 'Your advisor has cleared the notes on your launch plan.'
        : `Your advisor has reviewed your launch plan and left notes on ${noteCount} ${noteCount === 1 ? 'task' : 'tasks'}, in the order she advises doing them.`,
      '',
      `Read them on your plan: ${new URL('/checklist/plan', siteUrl).toString()}`,
      '',
      'You receive this e-mail because your Premium plan includes a custom roadmap reviewed by the advisor.',
    ].join('\n'),
    relatedId: accountId,
  };
}
