import { type Consultant, SESSION_MINUTES } from '@launchops/contracts';

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

/** How a booking is paid, in words (its paidWith: today every session is invoiced after it). */
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
