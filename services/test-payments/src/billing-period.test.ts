import { describe, expect, it } from 'vitest';
import { oneMonthEarlier } from './billing-period.js';
import { subscriptionItem } from './test-payments-state.js';

const seconds = (iso: string) => Date.parse(iso) / 1000;
const iso = (at: unknown) => new Date((at as number) * 1000).toISOString();

describe('the test-payments billing period', () => {
  it('a plan bought on 1 December renews on 1 January, as Stripe bills a calendar month', () => {
    const item = subscriptionItem({ id: 'price_1' }, seconds('2026-12-01T10:00:00.000Z'));
    expect(iso(item.current_period_end)).toBe('2027-01-01T10:00:00.000Z');
  });

  it('a month without the start day ends on its last day (31 January -> 28 February), and February is a whole month', () => {
    expect(iso(subscriptionItem({ id: 'price_1' }, seconds('2027-01-31T09:30:00.000Z')).current_period_end)).toBe('2027-02-28T09:30:00.000Z');
    expect(iso(subscriptionItem({ id: 'price_1' }, seconds('2027-02-01T00:00:00.000Z')).current_period_end)).toBe('2027-03-01T00:00:00.000Z');
  });

  it('a period that ends on 2 December began on 2 November; one that ends on 30 March, on the last day of February', () => {
    expect(iso(oneMonthEarlier(seconds('2026-12-02T12:00:00.000Z')))).toBe('2026-11-02T12:00:00.000Z');
    expect(iso(oneMonthEarlier(seconds('2027-03-30T08:00:00.000Z')))).toBe('2027-02-28T08:00:00.000Z');
    expect(iso(oneMonthEarlier(seconds('2027-01-15T00:00:00.000Z')))).toBe('2026-12-15T00:00:00.000Z');
  });
});
