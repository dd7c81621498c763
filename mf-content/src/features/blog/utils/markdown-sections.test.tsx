import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { splitMarkdownSections } from './markdown-sections';

// Line breaks between block elements are not compared: the whole article has one between the last
// block of a section and the next heading, the sections do not, and a browser renders neither.
const html = (markdown: string) =>
  renderToStaticMarkup(
    <Markdown remarkPlugins={[remarkGfm]} skipHtml>
      {markdown}
    </Markdown>,
  ).replace(/>\n</g, '><');
const htmlOfSections = (markdown: string) => splitMarkdownSections(markdown).map(html).join('');

describe('markdown sections', () => {
  it('splits before each heading, keeping the text before the first one', () => {
    expect(splitMarkdownSections('Intro\n\n## One\n\nText\n\n### Two\nMore')).toEqual(['Intro\n', '## One\n\nText\n', '### Two\nMore']);
    expect(splitMarkdownSections('## Only\n\ntext')).toEqual(['## Only\n\ntext']);
  });

  it('never splits inside a code block', () => {
    const markdown = 'Intro\n\n```md\n# not a heading\n~~~\n## still code\n```\n\n## Real';
    expect(splitMarkdownSections(markdown)).toEqual(['Intro\n\n```md\n# not a heading\n~~~\n## still code\n```\n', '## Real']);
  });

  it('keeps text with reference links or footnotes whole', () => {
    const markdown = 'See [the IRS][irs].\n\n## Later\n\n[irs]: https://www.irs.gov';
    expect(splitMarkdownSections(markdown)).toEqual([markdown]);
  });

  it('renders sections exactly as the whole text does (tables, lists, links)', () => {
    const content = [
      'Founders ask this first.',
      '',
      '## What to file',
      '',
      '| Form | Due |',
      '| --- | --- |',
      '| 1099-NEC | January 31 |',
      '',
      '- one',
      '- [two](https://www.irs.gov)',
      '',
      '### Then',
      '',
      '1. first',
      '2. second',
    ].join('\n');
    expect(splitMarkdownSections(content)).toHaveLength(3);
    expect(htmlOfSections(content)).toBe(html(content));
  });
  // Every published article is checked the same way against the API's real content in e2e/blog.test.ts.
});
