import { describe, expect, it } from 'vitest';
import { affiliateUrl, toolIdFromName } from './affiliate';

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

describe('affiliateUrl', () => {
  it('adds utm_source, utm_medium, utm_campaign and ref, keeping the link\'s own query', () => {
    const url = new URL(affiliateUrl('https://stripe.com/atlas?lang=en', 'stripe-atlas')!);
    expect(url.origin + url.pathname).toBe('https://stripe.com/atlas');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      lang: 'en',
      utm_source: 'stripe-atlas',
      utm_medium: 'affiliate',
      utm_campaign: 'checklist',
      ref: 'stripe-atlas',
    });
  });

  it('refuses anything that is not an http(s) address', () => {
    expect(affiliateUrl('javascript:alert(1)', 'x')).toBeUndefined();
    expect(affiliateUrl('not a url', 'x')).toBeUndefined();
    expect(affiliateUrl('', 'x')).toBeUndefined();
  });
});
