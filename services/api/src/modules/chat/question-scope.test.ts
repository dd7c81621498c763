import { describe, expect, it } from 'vitest';
import { compileRules } from './answer-rules.js';
import { coversQuestion, isPersonal, knownShare, SCOPE, vocabularyWords } from './question-scope.js';

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
      typos: { oneEditFrom: 5, twoEditsFrom: 9 },
    }).split(' ');
    expect(words).toEqual(expect.arrayContaining(['founders', 'cliff', 'sales', 'nexus', 'ohio']));
    expect(words).not.toContain('bco');
  });
});
