import Markdown from 'react-markdown';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../../../../services/api/src/database/seed/data/blog-posts';
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

  it.each(blogPosts.map((post) => [post.slug, post.content] as const))('renders %s exactly as the whole article does', (_slug, content) => {
    expect(splitMarkdownSections(content).length).toBeGreaterThan(1);
    expect(htmlOfSections(content)).toBe(html(content));
  });
});
