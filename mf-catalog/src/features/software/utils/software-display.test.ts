import { PRODUCT_ICONS } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { SOFTWARE_LIST } from '../../../testing/software-fixtures';
import { ALL_CATEGORIES, categoryTone, filterSoftware, iconKind, relatedSoftware, softwareCategories } from './software-display';

describe('software display rules', () => {
  it('colours the five known categories and greys the rest', () => {
    expect(categoryTone('planning')).toBe('blue');
    expect(categoryTone('fundraising')).toBe('purple');
    expect(categoryTone('Finance')).toBe('green');
    expect(categoryTone('marketing')).toBe('pink');
    expect(categoryTone('legal')).toBe('amber');
    expect(categoryTone('operations')).toBe('grey');
  });

  it("shows the product's icon, and a box for one this build does not know", () => {
    for (const icon of PRODUCT_ICONS) expect(iconKind(icon)).toBe(icon);
    expect(iconKind('rocket')).toBe('box');
    expect(iconKind('')).toBe('box');
  });

  it('builds categories from the data and filters by category and search words', () => {
    expect(softwareCategories(SOFTWARE_LIST.products)).toEqual(['finance', 'fundraising', 'legal', 'marketing', 'operations', 'planning']);
    expect(filterSoftware(SOFTWARE_LIST.products, 'finance', '').map((s) => s.id)).toEqual(['liveplan', 'quickbooks-online']);
    expect(filterSoftware(SOFTWARE_LIST.products, ALL_CATEGORIES, 'QUICKBOOKS online').map((s) => s.id)).toEqual(['quickbooks-online']);
    expect(filterSoftware(SOFTWARE_LIST.products, 'legal', 'quickbooks')).toEqual([]);
  });

  it('relates software of the same category, never itself', () => {
    expect(relatedSoftware(SOFTWARE_LIST.products, { id: 'liveplan', category: 'finance' }).map((s) => s.id)).toEqual(['quickbooks-online']);
    expect(relatedSoftware(SOFTWARE_LIST.products, { id: 'notion', category: 'planning' })).toEqual([]);
  });
});
