import { type ArticleNode, blogPostSchema } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { loadContent } from '@launchops/content';
import { articleBody } from './article-body.js';

/** Every element of a body, depth first. */
function* elements(nodes: ArticleNode[]): Generator<Exclude<ArticleNode, string>> {
  for (const node of nodes) {
    if (typeof node === 'string') continue;
    yield node;
    yield* elements(node.children ?? []);
  }
}

describe('article body', () => {
  it('parses headings, lists, emphasis, links, code and tables', () => {
    const body = articleBody(
      [
        '## Registered agent',
        '',
        'You **must** keep one, see [the checklist](/checklist/legal) or [the IRS](https://www.irs.gov/).',
        '',
        '3. third',
        '4. fourth',
        '',
        '- [x] done',
        '- [ ] open',
        '',
        '| Form | Due |',
        '| :--- | --: |',
        '| 941 | quarterly |',
        '',
        '```',
        'EIN = 12-3456789',
        '```',
        '',
        '~~old~~ *new*',
      ].join('\n'),
    );
    expect(body[0]).toEqual({ tag: 'h2', children: ['Registered agent'] });
    expect(body[1]).toEqual({
      tag: 'p',
      children: [
        'You ',
        { tag: 'strong', children: ['must'] },
        ' keep one, see ',
        { tag: 'a', attrs: { href: '/checklist/legal' }, children: ['the checklist'] },
        ' or ',
        { tag: 'a', attrs: { href: 'https://www.irs.gov/' }, children: ['the IRS'] },
        '.',
      ],
    });
    const all = [...elements(body)];
    expect(all.find((e) => e.tag === 'ol')?.attrs).toEqual({ start: 3 });
    expect(all.filter((e) => e.tag === 'input').map((e) => e.attrs?.checked)).toEqual([true, false]);
    expect(all.filter((e) => e.tag === 'th').map((e) => e.attrs?.align)).toEqual(['left', 'right']);
    expect(all.find((e) => e.tag === 'pre')).toEqual({ tag: 'pre', children: [{ tag: 'code', children: ['EIN = 12-3456789\n'] }] });
    expect(all.some((e) => e.tag === 'del') && all.some((e) => e.tag === 'em')).toBe(true);
    // No text between blocks, nor inside a table's or a list's structure.
    expect(body.filter((node) => typeof node === 'string')).toEqual([]);
    for (const e of all.filter((e) => ['ul', 'ol', 'table', 'thead', 'tbody', 'tr'].includes(e.tag))) {
      expect((e.children ?? []).filter((node) => typeof node === 'string')).toEqual([]);
    }
  });

  it('keeps the space a line break makes between inline elements', () => {
    expect(articleBody('**bold**\n*italic*')).toEqual([
      { tag: 'p', children: [{ tag: 'strong', children: ['bold'] }, '\n', { tag: 'em', children: ['italic'] }] },
    ]);
  });
});

describe('article body: safety, footnotes and the content folder', () => {
  it('drops raw HTML and links or images to unsafe addresses, keeping their text', () => {
    const body = articleBody(
      [
        '<script>alert(1)</script>',
        '',
        'A <b onclick="x()">bold</b> claim, [a trap](javascript:alert(1)), [data](data:text/html,hi) and ![pixel](javascript:x).',
        '',
        '<img src=x onerror=alert(1)>',
      ].join('\n'),
    );
    const json = JSON.stringify(body);
    expect(json).not.toMatch(/script|onclick|onerror|javascript|data:/);
    const links = [...elements(body)].filter((e) => e.tag === 'a');
    expect(links.map((e) => e.attrs?.href)).toEqual([undefined, undefined]);
    expect(json).toContain('a trap');
    expect([...elements(body)].some((e) => e.tag === 'img')).toBe(false);
  });

  it('turns footnotes into links both ways and a labelled list', () => {
    const all = [...elements(articleBody('Payroll taxes apply.[^1]\n\n[^1]: Forms 941 and 940.'))];
    const ref = all.find((e) => e.tag === 'a' && e.attrs?.href?.startsWith('#'))!;
    expect(ref.attrs?.id).toBeTruthy();
    expect(all.find((e) => e.tag === 'section')).toBeTruthy();
    expect(all.find((e) => e.tag === 'h2')).toMatchObject({ attrs: { id: expect.any(String), screenReaderOnly: true }, children: ['Notes'] });
    expect(all.some((e) => e.tag === 'a' && e.attrs?.label?.startsWith('Back to'))).toBe(true);
  });

  it('gives every article of the content folder a body the contract accepts', async () => {
    const { articles } = await loadContent();
    expect(articles.length).toBeGreaterThan(5);
    for (const post of articles) {
      const body = articleBody(post.content);
      expect(body.length).toBeGreaterThan(3);
      const parsed = blogPostSchema.shape.body.safeParse(body);
      expect(parsed.success, `${post.slug}: ${JSON.stringify(parsed.error?.issues[0])}`).toBe(true);
    }
  });
});
