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

const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** What a plan is, as its confirmation states it. */
export interface PlanMailFacts {
  to: string;
  accountId: number;
  planName: string;
  monthlyPriceUsd: number;
  periodEnd: Date | null;
  siteUrl: string;
}

const planLine = (facts: PlanMailFacts) => `${facts.planName} plan: ${usd(facts.monthlyPriceUsd * 100)} a month`;
const receiptNote = 'The payment service sends its own receipt of each payment to this address as well.';

/** A plan was bought (its first payment went through). */
export function planStartedMail(facts: PlanMailFacts): OutgoingMail {
  return {
    kind: 'billing-plan-started',
    to: facts.to,
    subject: `Your LaunchOps ${facts.planName} plan has started`,
    text: [
      'Thank you: your payment went through and your plan is active.',
      '',
      planLine(facts),
      ...(facts.periodEnd ? [`Paid until ${date(facts.periodEnd)}; it renews then unless you cancel it.`] : []),
      '',
      receiptNote,
      `Change or cancel the plan at any time from your account page: ${new URL('/account', facts.siteUrl).toString()}`,
    ].join('\n'),
    relatedId: facts.accountId,
  };
}

/** The plan was changed to another one. */
export function planChangedMail(facts: PlanMailFacts, fromPlanName: string, released = 0): OutgoingMail {
  return {
    kind: 'billing-plan-changed',
    to: facts.to,
    subject: `Your LaunchOps plan is now ${facts.planName}`,
    text: [
      `Your plan changed from ${fromPlanName} to ${facts.planName}.`,
      '',
      planLine(facts),
      ...(facts.periodEnd ? [`The current billing period ends on ${date(facts.periodEnd)}.`] : []),
      'A move to a bigger plan starts a new monthly period that day, charged in full less the unused part of the old plan; every plan change is settled as the payment and refunds policy says.',
      ...(released > 0
        ? [
            '',
            `${released} ${released === 1 ? 'session' : 'sessions'} booked on the ${fromPlanName} plan's credits this period ${released === 1 ? 'is' : 'are'} not included in ${facts.planName}, so ${released === 1 ? 'it was' : 'they were'} cancelled and the time released (each with its own e-mail). Book again, paid or on a later period's credits, at ${new URL('/consulting', facts.siteUrl).toString()}`,
          ]
        : []),
      '',
      receiptNote,
      new URL('/account', facts.siteUrl).toString(),
    ].join('\n'),
    relatedId: facts.accountId,
  };
}

/** The plan was cancelled: it runs to the end of the period already paid. */
export function planCancelledMail(facts: PlanMailFacts): OutgoingMail {
  const ends = facts.periodEnd ? date(facts.periodEnd) : 'the end of the current period';
  return {
    kind: 'billing-plan-cancelled',
    to: facts.to,
    subject: `Your LaunchOps ${facts.planName} plan ends on ${ends}`,
    text: [
      `Your ${facts.planName} plan is cancelled. You keep everything in it until ${ends}, and it is not charged again.`,
      '',
      `Changed your mind? Keep the plan from your account page before then: ${new URL('/account', facts.siteUrl).toString()}`,
    ].join('\n'),
    relatedId: facts.accountId,
  };
}

/** A single session was paid: the site's receipt of what was bought. */
export function sessionReceiptMail(to: string, what: string, amountCents: number, paymentRef: string, paidAt: Date): OutgoingMail {
  return {
    kind: 'billing-receipt',
    to,
    subject: `Receipt: ${usd(amountCents)} paid to LaunchOps`,
    text: [`Payment received on ${date(paidAt)}: ${usd(amountCents)}.`, '', `For: ${what}`, `Payment reference: ${paymentRef}`, '', receiptNote].join('\n'),
    relatedId: paymentRef,
  };
}
