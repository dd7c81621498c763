import { describe, expect, it } from 'vitest';
import { expertTips, paragraphs } from './expert-tips';

describe('expertTips', () => {
  it('gives one tip per line without list markers or blank lines', () => {
    expect(expertTips('- First tip\n\n* Second tip\r\n• Third\n2. Fourth\nPlain line')).toEqual(['First tip', 'Second tip', 'Third', 'Fourth', 'Plain line']);
    expect(expertTips('')).toEqual([]);
    expect(expertTips(undefined)).toEqual([]);
  });
});

describe('paragraphs', () => {
  it('splits on blank lines and joins wrapped lines', () => {
    expect(paragraphs('One line\nwrapped.\n\n  Two.  \n\n\n')).toEqual(['One line wrapped.', 'Two.']);
  });
});
