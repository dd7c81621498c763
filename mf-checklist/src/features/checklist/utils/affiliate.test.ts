import { describe, expect, it } from 'vitest';
import { toolIdFromName } from './affiliate';

describe('toolIdFromName', () => {
  it('makes a kebab-case id the affiliate API accepts', () => {
    expect(toolIdFromName('Stripe Atlas')).toBe('stripe-atlas');
    expect(toolIdFromName('IRS Form 2553')).toBe('irs-form-2553');
    expect(toolIdFromName('  Gusto (Payroll)+ ')).toBe('gusto-payroll');
    expect(toolIdFromName('Crème & Co.')).toBe('creme-and-co');
    expect(toolIdFromName('!!!')).toBe('tool');
    expect(toolIdFromName('a'.repeat(120))).toHaveLength(80);
  });
});
