import { loadAssistant } from '@launchops/content';
import { describe, expect, it } from 'vitest';
import { compileVocabulary } from './assistant-content.service.js';
import { alternateSpelling, correctTypos, expandShorthand, searchTerms } from './query-rewriting.js';

// The vocabulary as shipped (services/content/assistant/vocabulary.yaml): these tests check the data too.
const vocabulary = compileVocabulary((await loadAssistant()).vocabulary);
const { typos } = vocabulary;

const spellings = new Map([
  ['registered', 12],
  ['agent', 9],
  ['franchise', 5],
  ['delaware', 20],
  ['operating', 4],
  ['agreement', 15],
  ['fixed', 2],
  ['signed', 30],
  ['use', 40],
]);
const abbreviations = new Set(['ein', 'boi']);

describe('correctTypos', () => {
  it('corrects a word the guides never use to their nearest spelling (one edit, two from 9 letters)', () => {
    expect(correctTypos('registerd agent in delawre', spellings, new Set(), typos)).toBe('registered agent in delaware');
    expect(correctTypos('frnachise tax', spellings, new Set(), typos)).toBe('franchise tax');
    expect(correctTypos('opperating agreement', spellings, new Set(), typos)).toBe('operating agreement');
  });

  it('leaves short words, words with digits and words far from any guide word alone', () => {
    expect(correctTypos('ien 83b pizza', spellings, new Set(), typos)).toBe('ien 83b pizza');
  });

  it('corrects a short word only to an abbreviation the guides define, with two neighbouring letters swapped', () => {
    expect(correctTypos('ien for my startup', spellings, abbreviations, typos)).toBe('ein for my startup');
    expect(correctTypos('bio report', spellings, abbreviations, typos)).toBe('boi report');
    // "sue" is a swap from "use", a word of the guides but no abbreviation; "nie" is two swaps from "ein".
    expect(correctTypos('someone could sue us', spellings, abbreviations, typos)).toBe('someone could sue us');
    expect(correctTypos('nie', spellings, abbreviations, typos)).toBe('nie');
  });

  it('keeps the first letter, and allows two edits from 9 letters only', () => {
    expect(correctTypos('an employee resigned', spellings, new Set(), typos)).toBe('an employee resigned');
    expect(correctTypos('a flight to austin', new Map([['light', 3]]), new Set(), typos)).toBe('a flight to austin');
    expect(correctTypos('machine learning', new Map([['leaving', 3]]), new Set(), typos)).toBe('machine learning');
  });

  it("keeps a word only the advisor's own data uses (0 passages) as typed, and never corrects towards it", () => {
    const own = new Map([
      ['expect', 5],
      ['expert', 0],
      ['fundrais', 0],
    ]);
    expect(correctTypos('an hour with your expert', own, new Set(), typos)).toBe('an hour with your expert');
    expect(correctTypos('fundraiz', own, new Set(), typos)).toBe('fundraiz');
  });
});

describe('searchTerms', () => {
  it('reads an everyday situation from the question as typed, before noise words go', () => {
    expect(searchTerms('We have to let someone go, what do we need to do?', vocabulary, spellings)).toBe('termination checklist');
    expect(searchTerms('I accidentally mixed personal and business money', vocabulary, spellings)).toBe(
      'separate company personal spending cards receipts pay personally reimbursement',
    );
  });

  it("searches backing up in the guides' words", () => {
    expect(searchTerms('how should we back up our drive', vocabulary, spellings)).toContain('backups');
  });

  it('keeps a franchise-tax question out of the "why Delaware" situation', () => {
    expect(searchTerms('why is the delaware franchise tax bill so huge', vocabulary, spellings)).not.toContain('c-corp');
  });

  it('answers nothing for a question about markets the guides never cover, but hears "go up" elsewhere', () => {
    expect(searchTerms('what stock will go up next week', vocabulary, spellings)).toBeNull();
    expect(searchTerms('will bitcoin prices go down', vocabulary, spellings)).toBeNull();
    expect(searchTerms('how is payroll paid out in monopoly', vocabulary, spellings)).toBeNull();
    expect(searchTerms('which posters have to go up in the office', vocabulary, spellings)).not.toBeNull();
  });

  it('tells selling into other states (sales tax) and paying people there (payroll) from moving there', () => {
    expect(searchTerms('we sell online to people in other states, do we owe them tax', vocabulary, spellings)).toBe('sales tax nexus');
    expect(searchTerms('our team works in three states, which ones do we register with for paychecks', vocabulary, spellings)).toContain('payroll');
    expect(searchTerms('we incorporated in delaware but everyone lives in texas, anything else to file', vocabulary, spellings)).toContain(
      'foreign qualification',
    );
    expect(searchTerms('we are moving to another state', vocabulary, spellings)).toContain('foreign qualification');
    expect(searchTerms('how do we actually create the company with the state', vocabulary, spellings)).toContain('certificate incorporation');
  });
});

describe('alternateSpelling', () => {
  it('writes form names and tax-code sections the other way too', () => {
    expect(alternateSpelling('a freelancer asked for a w9')).toBe('a freelancer asked for a w-9');
    expect(alternateSpelling('an i9 for the new hire')).toBe('an i-9 for the new hire');
    expect(alternateSpelling('the 83b deadline')).toBe('the 83(b) deadline');
    expect(alternateSpelling('our 401(k)')).toBe('our 401k');
  });
});

describe('expandShorthand', () => {
  const shorthand = { eoy: 'end of year', acct: 'account', mo: 'month', 'w/': 'with', 'w/o': 'without' };
  it('writes out shorthand typed in lower case, whole words only', () => {
    expect(expandShorthand('due eoy? one acct w/o a sweep, w/ safes', shorthand)).toBe('due end of year? one account without a sweep, with safes');
    // "MO" is Missouri, and "mom" or "eoyx" are other words.
    expect(expandShorthand('an LLC in MO, my mom, eoyx', shorthand)).toBe('an LLC in MO, my mom, eoyx');
    expect(expandShorthand('anything', undefined)).toBe('anything');
  });
});
