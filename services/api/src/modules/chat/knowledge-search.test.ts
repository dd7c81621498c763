import { describe, expect, it } from 'vitest';
import { correctTypos, searchTerms } from './knowledge-search.service.js';

const spellings = new Map([
  ['registered', 12],
  ['agent', 9],
  ['franchise', 5],
  ['delaware', 20],
  ['operating', 4],
  ['agreement', 15],
  ['fixed', 2],
]);

describe('correctTypos', () => {
  it('corrects a word the guides never use to their nearest spelling (one edit, two from 8 letters)', () => {
    expect(correctTypos('registerd agent in delawre', spellings)).toBe('registered agent in delaware');
    expect(correctTypos('frnachise tax', spellings)).toBe('franchise tax');
    expect(correctTypos('opperating agreement', spellings)).toBe('operating agreement');
  });

  it('leaves short words, words with digits and words far from any guide word alone', () => {
    expect(correctTypos('ien 83b pizza', spellings)).toBe('ien 83b pizza');
  });
});

describe('searchTerms', () => {
  it('reads an everyday situation from the question as typed, before noise words go', () => {
    expect(searchTerms('We have to let someone go, what do we need to do?', spellings)).toBe('termination checklist');
    expect(searchTerms('I accidentally mixed personal and business money', spellings)).toBe('separate company personal spending cards receipts');
  });

  it('keeps a franchise-tax question out of the "why Delaware" situation', () => {
    expect(searchTerms('why is the delaware franchise tax bill so huge', spellings)).not.toContain('c-corp');
  });

  it('answers nothing for a question about markets the guides never cover', () => {
    expect(searchTerms('what stock will go up next week', spellings)).toBeNull();
  });
});
