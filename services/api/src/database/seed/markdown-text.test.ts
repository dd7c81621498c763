import { describe, expect, it } from 'vitest';
import { markdownToText } from './markdown-text.js';

describe('markdownToText', () => {
  it('keeps headings, list items and paragraphs on lines of their own', () => {
    const text = markdownToText('## The timeline\n\nFirst line of a\nparagraph with a [link](/checklist).\n\n- An item\n- Another **item**\n\n> A quote');
    expect(text.split('\n')).toEqual(['The timeline', 'First line of a paragraph with a link.', 'An item', 'Another item', 'A quote']);
  });

  it('reads each table row as a sentence, labelled by its column headings', () => {
    const text = markdownToText(
      "| When | What to do | Watch out for |\n|---|---|---|\n| 4 to 6 weeks before | Buy workers' compensation insurance | Compulsory in most states |\n| Day one | Collect the W-4 | |\n\nAfter the table.",
    );
    expect(text.split('\n')).toEqual([
      "4 to 6 weeks before: Buy workers' compensation insurance; watch out for: Compulsory in most states.",
      'Day one: Collect the W-4.',
      'After the table.',
    ]);
  });

  it('drops code blocks and images', () => {
    expect(markdownToText('Before.\n\n```ts\nconst x = 1;\n```\n\n![chart](/a.png) After.')).toBe('Before.\nAfter.');
  });
});
