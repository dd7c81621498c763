import { describe, expect, it } from 'vitest';
import { parseRecommendedTools } from './checklist.js';

describe('parseRecommendedTools', () => {
  it('parses a valid list', () => {
    const tools = parseRecommendedTools(JSON.stringify([{ name: 'Gusto', description: 'Payroll', price: 'Paid', link: 'https://gusto.com' }]));
    expect(tools).toEqual([{ name: 'Gusto', description: 'Payroll', price: 'Paid', link: 'https://gusto.com' }]);
  });

  it('gives an empty list for bad JSON, wrong shapes and empty input', () => {
    expect(parseRecommendedTools('{not json')).toEqual([]);
    expect(parseRecommendedTools('{"name":"x"}')).toEqual([]);
    expect(parseRecommendedTools('[{"name":1}]')).toEqual([]);
    expect(parseRecommendedTools('')).toEqual([]);
    expect(parseRecommendedTools(null)).toEqual([]);
  });
});
