import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes } from './reading-time.js';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('reading time', () => {
  it('is words / 200 rounded up: 199 and 200 words read in 1 minute, 201 in 2', () => {
    expect(readingMinutes(words(199))).toBe(1);
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(400))).toBe(2);
    expect(readingMinutes(words(401))).toBe(3);
  });

  it('counts words across lines and Markdown, not the Markdown marks themselves', () => {
    expect(countWords('## Heading two\n\n- one\n- two\n\n| a | b |\n|---|---|\n| c | d |')).toBe(8);
    expect(countWords('  spaced\t\tout\n\nwords  ')).toBe(3);
  });

  it('never says less than one minute', () => {
    expect(readingMinutes('')).toBe(1);
  });
});
