import { describe, expect, it } from 'vitest';
import { cancelReturnsOf, cancelReturnsText, formatPrice, quoteText, sessionTerms } from './session-terms';

describe('session terms', () => {
  it('state the length and the price before booking', () => {
    expect(sessionTerms({ sessionMinutes: 60, sessionPriceCents: 15000 })).toBe(
      'A 60-minute video call: $150, invoiced by e-mail after the session; nothing is paid when you book.',
    );
    expect(formatPrice(15050)).toBe('$150.50');
  });

  it('never invent a price the API did not give', () => {
    expect(sessionTerms({})).toBe('A 60-minute video call.');
  });
});

describe('what a booking costs and what a cancel gives back', () => {
  const now = new Date('2030-01-10T12:00:00Z');
  const at = (hoursAhead: number) => new Date(now.getTime() + hoursAhead * 3_600_000).toISOString();

  it('quotes the plan credit, a payment now, or an invoice after', () => {
    expect(quoteText({ priceCents: 15000, payWith: 'credit', planName: 'Premium', creditsLeft: 2, creditsPerPeriod: 3, holdMinutes: 30 })).toBe(
      'Covered by your Premium plan (2 of 3 sessions left this month). Nothing to pay.',
    );
    expect(quoteText({ priceCents: 15000, payWith: 'charge', planName: 'Pro', creditsLeft: 0, creditsPerPeriod: 1, holdMinutes: 30 })).toBe(
      "$150, paid now at checkout (your Pro plan's 1 session this month is used). Your time is held for 30 minutes while you pay.",
    );
    expect(quoteText({ priceCents: 15000, payWith: 'invoice', holdMinutes: 30 })).toBe(
      '$150, invoiced by e-mail after the session; nothing is paid when you book.',
    );
  });

  it('a refund or the credit back 24 hours or more ahead, nothing later or for an invoiced session', () => {
    expect(cancelReturnsOf({ startsAt: at(25), paidWith: 'charge' }, now)).toBe('refund');
    expect(cancelReturnsOf({ startsAt: at(25), paidWith: 'credit' }, now)).toBe('credit');
    expect(cancelReturnsOf({ startsAt: at(23), paidWith: 'charge' }, now)).toBe('none');
    expect(cancelReturnsOf({ startsAt: at(25), paidWith: 'invoice-after-session' }, now)).toBe('none');
    expect(cancelReturnsText('none', 'charge')).toBe('The session starts in less than 24 hours: cancelling now gives no refund.');
    expect(cancelReturnsText('none', 'invoice-after-session')).toBeNull();
  });
});
