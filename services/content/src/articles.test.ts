import { describe, expect, it } from 'vitest';
import { loadContent } from './load.js';

const content = await loadContent();
const article = (slug: string) => content.articles.find((candidate) => candidate.slug === slug)!;
// Prose lines of an article as readers get them (placeholders filled), without tables and headings.
const proseLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '' && !/^\s*(\||#)/.test(line));

describe('articles', () => {
  it("the 83(b) article's worked example uses the one founder-stock price the facts quote", () => {
    const text = article('the-83b-election-step-by-step').content;
    // Every price per share below a cent, filled facts included: one price, the facts' $0.00001.
    const prices = new Set(text.match(/\$0\.0{2,}\d+/g));
    expect([...prices]).toEqual(['$0.00001']);
    expect(text).toContain('4,000,000 shares at $0.00001 each ($40 in total)');
  });

  it('runs no sentence on after a colon: a quoted fact or a new instruction starts its own sentence', () => {
    const glued = content.articles.flatMap((entry) =>
      proseLines(entry.content).flatMap((line) => [...line.matchAll(/\S+: [A-Z][a-z]* [a-z]+/g)].map((match) => `${entry.slug}: "${match[0]}"`)),
    );
    expect(glued).toEqual([]);
  });
});
