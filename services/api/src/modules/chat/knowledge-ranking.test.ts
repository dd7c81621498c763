import { describe, expect, it } from 'vitest';
import { buildIndex, findAbbreviations, rank, weightedQuery } from './knowledge-ranking.js';

const terms = (text: string) => {
  const counts = new Map<string, number>();
  for (const word of text.split(/\s+/).filter(Boolean)) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
};
const passage = (id: number, kind: string, title: string, body: string) => ({ id, kind, title: terms(title), body: terms(body) });

// Lexemes as PostgreSQL's English configuration would give them.
const index = buildIndex(
  [
    passage(1, 'task', 'get ein', 'employ identif number irs compani bank account payrol appli onlin'),
    passage(2, 'post', 'open bank account', 'bank account ein compani document bank onlin card'),
    passage(3, 'task', 'appoint regist agent', 'agent accept lawsuit servic process delawar address sue legal paper'),
    passage(4, 'software', 'mercuri', 'bank startup onlin'),
  ],
  [{ short: 'ein', long: ['employ', 'identif', 'number'] }],
);

describe('rank (BM25F over the passages)', () => {
  it("puts the passage whose title holds the question's words first", () => {
    expect(rank(index, ['ein'])[0]!.id).toBe(1);
    expect(rank(index, ['bank', 'account'])[0]!.id).toBe(2);
  });

  it('finds a passage by its everyday words, and ranks nothing for words no passage holds', () => {
    expect(rank(index, ['sue', 'legal', 'paper'])[0]!.id).toBe(3);
    expect(rank(index, ['pizza', 'recip'])).toEqual([]);
  });

  it("counts a word no passage holds at half weight against the question's coverage", () => {
    const [best] = rank(index, ['ein', 'bakeri']);
    expect(best!.id).toBe(1);
    expect(best!.coverage).toBeGreaterThan(0);
    expect(best!.coverage).toBeLessThan(1);
    expect(rank(index, ['ein'])[0]!.coverage).toBe(1);
  });
});

describe('abbreviations the guides define', () => {
  it('widens a question by the long form of an abbreviation, and back', () => {
    expect(weightedQuery(index, ['ein']).has('identif')).toBe(true);
    expect(weightedQuery(index, ['employ', 'identif', 'number']).has('ein')).toBe(true);
    // Part of the long form alone does not stand for the abbreviation.
    expect(weightedQuery(index, ['number']).has('ein')).toBe(false);
    // The question's own words weigh most.
    expect(weightedQuery(index, ['ein']).get('ein')).toBe(1);
    expect(weightedQuery(index, ['ein']).get('identif')).toBeLessThan(1);
  });

  it('reads "Long Form (ABBR)" only where the initials spell the abbreviation', () => {
    expect(findAbbreviations('Apply for an Employer Identification Number (EIN) online.')).toEqual([{ short: 'EIN', long: 'Employer Identification Number' }]);
    expect(findAbbreviations('File the report on beneficial ownership information (BOI) with FinCEN.')).toEqual([
      { short: 'BOI', long: 'beneficial ownership information' },
    ]);
    expect(findAbbreviations('Most startups incorporate in Delaware (DE) and then register at home.')).toEqual([]);
    expect(findAbbreviations('Buy directors and officers (D&O) insurance.')).toEqual([{ short: 'D&O', long: 'directors and officers' }]);
  });
});
