import { describe, expect, it } from 'vitest';
import { affiliateTools, type AffiliateTool } from '../data/tools';
import { filterTools, freeTrialLabel, TOOL_TABS, toolCategoryTags } from './filter-tools';

const ids = (tools: AffiliateTool[]) => tools.map((tool) => tool.id);
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
    for (const tool of result) expect(['Free', 'Freemium']).toContain(tool.price);
    expect(result.length).toBe(affiliateTools.filter((t) => t.price === 'Free' || t.price === 'Freemium').length);
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
    expect(freeTrialLabel('no')).toBeNull();
    expect(freeTrialLabel('No')).toBeNull();
    expect(freeTrialLabel('30 days')).toBe('30-day free trial');
    expect(freeTrialLabel('yes')).toBe('Free trial');
    expect(freeTrialLabel('Free tier for new accounts')).toBe('Free tier for new accounts');
  });
});
