import type { OutgoingMail } from '../../common/mail/mail.service.js';

const date = (at: Date) => at.toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** A renewal payment failed: the plan is kept for the grace period. */
export function paymentFailedMail(to: string, planName: string, graceUntil: Date, siteUrl: string, accountId: number): OutgoingMail {
  return {
    kind: 'billing-payment-failed',
    to,
    subject: `Your LaunchOps ${planName} payment did not go through`,
    text: [
      `We could not take this month's payment for your ${planName} plan.`,
      '',
      `You keep everything in ${planName} until ${date(graceUntil)}. Update your card before then from your billing page:`,
      new URL('/account', siteUrl).toString(),
      '',
      `If it is still unpaid on ${date(graceUntil)}, your account moves to the free plan. Your checklist, plan and progress stay as they are.`,
    ].join('\n'),
    relatedId: accountId,
  };
}

/** The grace period ended unpaid: the account is on free now. */
export function downgradedMail(to: string, planName: string, siteUrl: string, accountId: number): OutgoingMail {
  return {
    kind: 'billing-downgraded',
    to,
    subject: `Your LaunchOps account is now on the free plan`,
    text: [
      `The payment for your ${planName} plan is still outstanding after the grace period, so your account has moved to the free plan and no further payment will be taken.`,
      '',
      'Your checklist, your plan and your progress are kept. The free plan still gives you the whole launch guide.',
      `You can choose a plan again at any time: ${new URL('/#plans', siteUrl).toString()}`,
    ].join('\n'),
    relatedId: accountId,
  };
}
