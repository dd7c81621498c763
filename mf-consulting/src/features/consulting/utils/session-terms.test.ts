import { describe, expect, it } from 'vitest';
import { formatPrice, sessionTerms } from './session-terms';

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
