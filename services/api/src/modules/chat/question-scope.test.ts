import { loadAssistant } from '@launchops/content';
import { describe, expect, it } from 'vitest';
import { compileRules } from './answer-rules.js';
import { compileVocabulary, wordsPattern } from './assistant-content.service.js';
import { isOutOfScope } from './query-rewriting.js';
import { coversQuestion, isOffTopic, isPersonal, knownShare, SCOPE, specificCount, vocabularyWords } from './question-scope.js';

describe('question scope', () => {
  it('counts the share of topical words known, leaving out numbers and lone letters', () => {
    const known = new Set(['bank', 'account']);
    expect(knownShare(['bank', 'account', 'teenag', 'son'], (l) => known.has(l))).toBe(0.5);
    expect(knownShare(['bank', '2026', '1,500', 'b'], (l) => known.has(l))).toBe(1);
    expect(knownShare([], () => false)).toBe(1);
  });

  it('reads a question about the asker’s own life as personal, and a founder’s "my" question as not', () => {
    expect(isPersonal('can my daughter open a savings account')).toBe(true);
    expect(isPersonal('what is the interest on my mortgage')).toBe(true);
    expect(isPersonal('how do i split equity with my cofounder')).toBe(false);
    expect(isPersonal('does my website need a privacy policy')).toBe(false);
    expect(isPersonal('do i need to file my 83b')).toBe(false);
    expect(isPersonal('how do i get an ein')).toBe(false);
  });

  it('covers a question whose words the guides know; one with an unknown word when a company word or one passage holds it', () => {
    expect(coversQuestion(1, 0.2, 'what is a cliff')).toBe(true);
    expect(coversQuestion(SCOPE.minKnown - 0.01, 1, 'hiring in ohio')).toBe(false);
    expect(coversQuestion(0.75, 0.1, 'mixed personal and business money')).toBe(true);
    expect(coversQuestion(0.75, SCOPE.minCovered, 'best running routes near seattle')).toBe(true);
    expect(coversQuestion(0.75, SCOPE.minCovered - 0.01, 'best hiking trails near seattle')).toBe(false);
    expect(coversQuestion(0.75, 0.9, 'can my son open a savings account')).toBe(false);
    expect(coversQuestion(0.5, 0.9, 'how do i get an ein for my bakery')).toBe(true);
  });

  it("takes the rules' and situations' words, without regular-expression escapes, and the states' names", () => {
    const rules = compileRules([{ id: 'x', kind: 'fact', when: ['\\bco-?founders?\\b', 'cliff\\w*'], unless: [], answer: 'a', readMore: [] } as never]);
    const words = vocabularyWords(rules, {
      noiseWords: new Set(),
      situations: [{ pattern: /\bsales tax/, terms: 'sales tax nexus' }],
      outOfScope: [],
      shorthand: {},
      offTopic: undefined,
      genericWords: [],
      typos: { oneEditFrom: 5, twoEditsFrom: 9 },
    }).split(' ');
    expect(words).toEqual(expect.arrayContaining(['founders', 'cliff', 'sales', 'nexus', 'ohio']));
    expect(words).not.toContain('bco');
  });

  it('counts the known topical words that are not everyday ones, each once', () => {
    const known = new Set(['file', 'person', 'tax', 'return', 'franchis']);
    const generic = new Set(['file', 'person', 'tax', 'return']);
    expect(specificCount(['file', 'person', 'tax', 'return', 'mid', '2026'], (l) => known.has(l), generic)).toBe(0);
    expect(specificCount(['franchis', 'tax', 'franchis'], (l) => known.has(l), generic)).toBe(1);
  });

  it('declines a question whose only known words are everyday ones unless it names a company', () => {
    expect(coversQuestion(1, 1, 'how do i file my personal tax return', 0)).toBe(false);
    expect(coversQuestion(1, 1, 'how do i transfer money between accounts', 0)).toBe(false);
    expect(coversQuestion(1, 1, 'when does the company file its tax return', 0)).toBe(true);
    expect(coversQuestion(1, 1, 'when is the franchise tax due', 1)).toBe(true);
  });

  it('matches a list of words whole, in the plural, and phrases with any spacing', () => {
    const pattern = wordsPattern(['cat', 'vet', 'oil change', "driver's license"])!;
    expect(['two cats', 'a vet visit', 'an oil-change', "my driver's licenses"].every((q) => pattern.test(q))).toBe(true);
    expect(['category', 'catering', 'vest', 'vetting', 'change the oil'].some((q) => pattern.test(q))).toBe(false);
    expect(wordsPattern([])).toBeUndefined();
  });
});

describe('question scope with the shipped vocabulary', async () => {
  const vocabulary = compileVocabulary((await loadAssistant()).vocabulary);
  const declined = (question: string) => isOutOfScope(question, vocabulary) || isOffTopic(question, vocabulary.offTopic);

  it('declines everyday domains that share a word with the guides, however the question is phrased', () => {
    for (const question of [
      'which vest is warmest for winter hiking',
      'my landlord wants to break our apartment lease contract',
      'how do i register my car in texas',
      'what insurance do i need for my new puppy',
      'how much does a passport renewal cost',
      'when is the deadline to register to vote in new york',
      'our wedding is in june, what should the budget be',
      'fix the sql error in my payroll app code',
      "what was amazon's revenue last quarter",
      'which state was the first to allow llcs',
    ])
      expect(declined(question), question).toBe(true);
  });

  it('keeps a question about the same words when it names a company, its people or its filings', () => {
    for (const question of [
      'do we need to offer health insurance to our employees',
      'can the company pay for a gym membership for staff',
      'is a company car a taxable benefit for an employee',
      'how do i register my llc in texas',
      'when is the delaware franchise tax due',
      'does our startup need a business bank account',
      'can my cofounder on a visa own shares',
    ])
      expect(declined(question), question).toBe(false);
  });
});
