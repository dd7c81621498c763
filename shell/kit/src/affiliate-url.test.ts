import { describe, expect, it } from 'vitest';
import { buildAffiliateUrl, parseExternalUrl } from './affiliate-url.js';

const params = (address: string | null) => Object.fromEntries(new URL(address!).searchParams);

describe('buildAffiliateUrl', () => {
  it('adds the four tracking parameters to an address without a query string', () => {
    const url = buildAffiliateUrl('https://gusto.com/pricing', 'gusto', 'tools_page');
    expect(url).toBe('https://gusto.com/pricing?utm_source=gusto&utm_medium=affiliate&utm_campaign=tools_page&ref=gusto');
  });

  it('works on a bare origin', () => {
    expect(buildAffiliateUrl('https://mercury.com', 'mercury', 'tools_page')).toBe(
      'https://mercury.com/?utm_source=mercury&utm_medium=affiliate&utm_campaign=tools_page&ref=mercury',
    );
  });

  it('keeps existing query parameters and the hash', () => {
    const url = buildAffiliateUrl('https://example.org/signup?plan=startup&lang=en#form', 'acme', 'software');
    expect(params(url)).toEqual({ plan: 'startup', lang: 'en', utm_source: 'acme', utm_medium: 'affiliate', utm_campaign: 'software', ref: 'acme' });
    expect(url).toMatch(/^https:\/\/example\.org\/signup\?plan=startup&lang=en&utm_source=acme/);
    expect(new URL(url!).hash).toBe('#form');
  });

  it('replaces parameters of the same name instead of duplicating them', () => {
    const url = buildAffiliateUrl('https://example.org/?utm_source=old&ref=old&utm_campaign=x', 'acme', 'tools_page');
    const search = new URL(url!).searchParams;
    expect(search.getAll('utm_source')).toEqual(['acme']);
    expect(search.getAll('ref')).toEqual(['acme']);
    expect(search.getAll('utm_campaign')).toEqual(['tools_page']);
  });

  it('encodes values safely', () => {
    const url = buildAffiliateUrl('https://example.org/a?q=a%20b', 'x.y_z', 'checklist');
    expect(params(url)).toMatchObject({ q: 'a b', utm_source: 'x.y_z', ref: 'x.y_z' });
  });

  it('refuses addresses that are not absolute http(s) URLs', () => {
    expect(buildAffiliateUrl('javascript:alert(1)', 'x', 'software')).toBeNull();
    expect(buildAffiliateUrl('/relative/path', 'x', 'software')).toBeNull();
    expect(buildAffiliateUrl('not a url', 'x', 'software')).toBeNull();
    expect(buildAffiliateUrl('ftp://files.example.org', 'x', 'software')).toBeNull();
    expect(parseExternalUrl('https://stripe.com/atlas')?.hostname).toBe('stripe.com');
  });
});
