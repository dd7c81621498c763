import { type Booking, type BookingQuote, CHANGE_WINDOW_HOURS, type Consultant, SESSION_MINUTES } from '@launchops/contracts';

/** "$150" (or "$150.50"): the price of a session, from US cents. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`;
}

/** What a session is and costs, as it is shown before booking: "A 60-minute video call: $150, invoiced by e-mail after the session." */
export function sessionTerms(consultant: Pick<Consultant, 'sessionPriceCents' | 'sessionMinutes'>): string {
  const minutes = consultant.sessionMinutes ?? SESSION_MINUTES;
  const price = consultant.sessionPriceCents === undefined ? null : formatPrice(consultant.sessionPriceCents);
  return price === null
    ? `A ${minutes}-minute video call.`
    : `A ${minutes}-minute video call: ${price}, invoiced by e-mail after the session; nothing is paid when you book.`;
}

/** How a booking is paid, in words (its paidWith: the plan's credit, a charge at booking, or an invoice after). */
export function paymentText(paidWith: string | undefined): string {
  switch (paidWith) {
    case 'credit':
      return 'covered by a session credit of your plan';
    case 'charge':
      return 'paid at booking';
    default:
      return 'invoiced by e-mail after the session';
  }
}

/**
 * What the booking will cost this visitor, before they book: "Covered by your Pro plan (1 of 1 sessions left this
 * month)." or "$150, paid now at checkout." (from GET /api/consultation-bookings/quote).
 */
export function quoteText(quote: BookingQuote): string {
  const price = formatPrice(quote.priceCents);
  const plan = quote.planName ? `your ${quote.planName} plan` : 'your plan';
  const sessions = (n: number | undefined) => `${n ?? 0} ${n === 1 ? 'session' : 'sessions'}`;
  switch (quote.payWith) {
    case 'credit':
      return `Covered by ${plan} (${quote.creditsLeft} of ${sessions(quote.creditsPerPeriod)} left this month). Nothing to pay.`;
    case 'charge': {
      const used = quote.creditsPerPeriod
        ? ` (${plan}'s ${sessions(quote.creditsPerPeriod)} this month ${quote.creditsPerPeriod === 1 ? 'is' : 'are'} used)`
        : '';
      return `${price}, paid now at checkout${used}. Your time is held for ${quote.holdMinutes} minutes while you pay.`;
    }
    default:
      return `${price}, invoiced by e-mail after the session; nothing is paid when you book.`;
  }
}

/** What cancelling now gives back, said before the visitor confirms the cancel. */
export function cancelReturnsText(cancelReturns: 'refund' | 'credit' | 'none' | undefined, paidWith: string | undefined): string | null {
  if (cancelReturns === 'refund') return 'Cancelling now refunds your payment in full.';
  if (cancelReturns === 'credit') return "Cancelling now gives your plan's session credit back.";
  if (cancelReturns === 'none' && (paidWith === 'charge' || paidWith === 'credit')) {
    return `The session starts in less than 24 hours: cancelling now gives no refund${paidWith === 'credit' ? ' and the session credit stays used' : ''}.`;
  }
  return null;
}

/** What cancelling one of the visitor's own bookings now gives back, worked out as the API does (its paidWith, 24 hours). */
export function cancelReturnsOf(booking: Pick<Booking, 'startsAt' | 'paidWith'>, now: Date): 'refund' | 'credit' | 'none' {
  if (Date.parse(booking.startsAt) - now.getTime() < CHANGE_WINDOW_HOURS * 3_600_000) return 'none';
  if (booking.paidWith === 'charge') return 'refund';
  if (booking.paidWith === 'credit') return 'credit';
  return 'none';
}

/** What a cancel just made gave back, said where the founder lands after it (null: the API did not say). */
export function cancelledText(returned: 'refund' | 'credit' | 'none' | undefined, paidWith: string | undefined): string | null {
  if (returned === 'refund') return 'Your payment is refunded in full to your card; your bank may take a few days to show it.';
  if (returned === 'credit') return "Your plan's session credit is given back.";
  if (returned !== 'none') return null;
  if (paidWith === 'charge') return `It was cancelled less than ${CHANGE_WINDOW_HOURS} hours before the session, so the payment is not refunded.`;
  if (paidWith === 'credit') return `It was cancelled less than ${CHANGE_WINDOW_HOURS} hours before the session, so the session credit stays used.`;
  return 'Nothing is charged for it.';
}
