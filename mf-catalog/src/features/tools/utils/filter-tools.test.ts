import type { PriceModel, ProductCard } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { filterTools, freeTrialLabel, TOOL_TABS, toolCategoryTags } from './filter-tools';

const tool = (id: string, priceModel: PriceModel, tags: string[], description = `${id} for founders`): ProductCard => ({
  id,
  name: id.replace(/-/g, ' '),
  description,
  link: `https://${id}.example.com`,
  pricing: 'See the vendor',
  priceModel,
  category: 'operations',
  tags,
  icon: 'box',
  views: ['tools'],
});

// A directory like the catalogue's tools view.
const affiliateTools: ProductCard[] = [
  tool('stripe-atlas', 'Paid', ['legal', 'incorporation', 'tax']),
  tool('clerky', 'Paid', ['legal', 'incorporation']),
  tool('quickbooks-online', 'Paid', ['accounting', 'bookkeeping']),
  tool('mercury', 'Freemium', ['banking', 'finance']),
  tool('gusto', 'Paid', ['payroll', 'hr', 'benefits']),
  tool('rippling', 'Paid', ['hr', 'payroll', 'it_management']),
  tool('deel', 'Paid', ['hr', 'payroll']),
  tool('notion', 'Freemium', ['productivity']),
  tool('github', 'Freemium', ['development', 'version_control'], 'Git repositories and version control'),
  tool('vercel', 'Freemium', ['cloud_hosting', 'development']),
  tool('aws', 'Pay as you go', ['cloud_hosting']),
  tool('irs-form', 'Free', ['tax']),
];

const ids = (tools: ProductCard[]) => tools.map((tool) => tool.id);
const none = { query: '', categories: [] as string[] };

describe('filterTools', () => {
  it('has the seven tabs in order', () => {
    expect(TOOL_TABS.map((tab) => tab.label)).toEqual([
      'All Tools',
      'Free & Freemium',
      'Legal & Formation',
      'Finance & Banking',
      'Productivity',
      'HR & Payroll',
      'Development',
    ]);
  });

  it('Free & Freemium keeps only price Free or Freemium', () => {
    const result = filterTools(affiliateTools, { tab: 'free', ...none });
    expect(result.length).toBeGreaterThan(0);
    expect(ids(result)).toEqual(['mercury', 'notion', 'github', 'vercel', 'irs-form']);
  });

  it('HR & Payroll and Legal & Formation match their tags', () => {
    expect(ids(filterTools(affiliateTools, { tab: 'hr', ...none }))).toEqual(['gusto', 'rippling', 'deel']);
    expect(ids(filterTools(affiliateTools, { tab: 'legal', ...none }))).toEqual(['stripe-atlas', 'clerky']);
  });

  it('searches name, description and category words, all words required', () => {
    expect(ids(filterTools(affiliateTools, { tab: 'all', query: '  GUSTO ', categories: [] }))).toEqual(['gusto']);
    expect(ids(filterTools(affiliateTools, { tab: 'all', query: 'version control', categories: [] }))).toEqual(['github']);
    expect(filterTools(affiliateTools, { tab: 'hr', query: 'kubernetes', categories: [] })).toEqual([]);
  });

  it('multi-select categories match tools having any of them, within the tab', () => {
    const result = filterTools(affiliateTools, { tab: 'all', query: '', categories: ['payroll', 'cloud_hosting'] });
    expect(ids(result).sort()).toEqual(['aws', 'deel', 'gusto', 'rippling', 'vercel']);
    expect(ids(filterTools(affiliateTools, { tab: 'free', query: '', categories: ['payroll', 'cloud_hosting'] }))).toEqual(['vercel']);
  });

  it('lists every tag once, by label', () => {
    const tags = toolCategoryTags(affiliateTools);
    expect(new Set(tags).size).toBe(tags.length);
    expect(tags).toContain('payroll');
    expect(tags.indexOf('accounting')).toBeLessThan(tags.indexOf('version_control'));
  });

  it('words the free trial', () => {
    expect(freeTrialLabel(undefined)).toBeNull();
    expect(freeTrialLabel('no')).toBeNull();
    expect(freeTrialLabel('No')).toBeNull();
    expect(freeTrialLabel('30 days')).toBe('30-day free trial');
    expect(freeTrialLabel('yes')).toBe('Free trial');
    expect(freeTrialLabel('Free tier for new accounts')).toBe('Free tier for new accounts');
  });
});
