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

  it('picks the icon from the imageUrl keyword', () => {
    expect(iconKind('document')).toBe('document');
    expect(iconKind('file')).toBe('document');
    expect(iconKind('chart')).toBe('chart');
    expect(iconKind('analytics')).toBe('chart');
    expect(iconKind('users')).toBe('users');
    expect(iconKind('team')).toBe('users');
    expect(iconKind('presentation')).toBe('presentation');
    expect(iconKind('pitch')).toBe('presentation');
    expect(iconKind('calculator')).toBe('calculator');
    expect(iconKind('finance')).toBe('calculator');
    expect(iconKind('https://cdn.example/icons/Chart.svg')).toBe('chart');
    expect(iconKind('email')).toBe('default');
    expect(iconKind('')).toBe('default');
  });

  it('builds categories from the data and filters by category and search words', () => {
    expect(softwareCategories(SOFTWARE_LIST)).toEqual(['finance', 'fundraising', 'legal', 'marketing', 'operations', 'planning']);
    expect(filterSoftware(SOFTWARE_LIST, 'finance', '').map((s) => s.id)).toEqual(['liveplan', 'quickbooks-online']);
    expect(filterSoftware(SOFTWARE_LIST, ALL_CATEGORIES, 'QUICKBOOKS online').map((s) => s.id)).toEqual(['quickbooks-online']);
    expect(filterSoftware(SOFTWARE_LIST, 'legal', 'quickbooks')).toEqual([]);
  });

  it('relates software of the same category, never itself', () => {
    expect(relatedSoftware(SOFTWARE_LIST, { id: 'liveplan', category: 'finance' }).map((s) => s.id)).toEqual(['quickbooks-online']);
    expect(relatedSoftware(SOFTWARE_LIST, { id: 'notion', category: 'planning' })).toEqual([]);
  });
});
