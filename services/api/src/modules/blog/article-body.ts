import { ARTICLE_ID, ARTICLE_TAGS, type ArticleAttrs, type ArticleNode, type ArticleTag, SAFE_URL } from '@launchops/contracts';
import type { Element, ElementContent } from 'hast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

/**
 * Markdown (CommonMark with GitHub's tables, task lists, strikethrough and footnotes) to an article's
 * body: the elements a page renders without a Markdown parser of its own (about 45 kB gzip less on an
 * article's first load). Raw HTML in the Markdown is dropped (remark-rehype leaves it out unless told
 * otherwise), and so is any link or image whose address is not http(s), mailto, in-page or on the site.
 */
const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, { footnoteLabel: 'Notes' });

const TAGS: ReadonlySet<string> = new Set(ARTICLE_TAGS);

/**
 * Elements whose children are blocks: the line breaks remark-rehype writes between those are dropped
 * (text is not allowed inside a table's rows, and means nothing between list items).
 */
const BLOCK_CONTAINERS: ReadonlySet<string> = new Set(['root', 'ul', 'ol', 'table', 'thead', 'tbody', 'tr', 'blockquote', 'section']);

export function articleBody(markdown: string): ArticleNode[] {
  const tree = processor.runSync(processor.parse(markdown));
  return convertChildren(tree.children as ElementContent[], 'root');
}

function convertChildren(children: ElementContent[], parent: string): ArticleNode[] {
  const nodes: ArticleNode[] = [];
  for (const child of children) {
    if (child.type === 'text' && BLOCK_CONTAINERS.has(parent) && child.value.trim() === '') continue;
    for (const node of convert(child, parent)) {
      // Adjacent text (remark-rehype writes the newlines between blocks as text of their own) is merged.
      const last = nodes.at(-1);
      if (typeof node === 'string' && typeof last === 'string') nodes[nodes.length - 1] = last + node;
      else nodes.push(node);
    }
  }
  return nodes;
}

function convert(node: ElementContent, parent: string): ArticleNode[] {
  if (node.type === 'text') return [node.value];
  if (node.type !== 'element') return []; // comments, raw HTML
  // An element the body does not allow keeps its content, without the element.
  if (!TAGS.has(node.tagName)) return convertChildren(node.children, parent);
  const tag = node.tagName as ArticleTag;
  const attrs = attributes(tag, node.properties);
  if (attrs === null) return []; // an image with an unsafe address
  const children = tag === 'input' || tag === 'img' || tag === 'br' || tag === 'hr' ? [] : convertChildren(node.children, tag);
  return [
    {
      tag,
      ...(Object.keys(attrs).length > 0 ? { attrs } : {}),
      ...(children.length > 0 ? { children } : {}),
    },
  ];
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : Array.isArray(value) ? value.join(' ') : undefined);

function attributes(tag: ArticleTag, properties: Element['properties']): ArticleAttrs | null {
  const attrs: ArticleAttrs = {};
  const href = text(properties.href);
  if (tag === 'a' && href !== undefined && SAFE_URL.test(href)) attrs.href = href;
  if (tag === 'img') {
    const src = text(properties.src);
    if (src === undefined || !SAFE_URL.test(src)) return null;
    attrs.src = src;
    attrs.alt = text(properties.alt) ?? '';
  }
  const title = text(properties.title);
  if (title !== undefined) attrs.title = title;
  const id = text(properties.id);
  if (id !== undefined && ARTICLE_ID.test(id)) attrs.id = id;
  if (tag === 'ol' && typeof properties.start === 'number') attrs.start = properties.start;
  if (tag === 'input') attrs.checked = properties.checked === true;
  if ((tag === 'th' || tag === 'td') && typeof properties.align === 'string' && /^(left|center|right)$/.test(properties.align)) {
    attrs.align = properties.align as 'left' | 'center' | 'right';
  }
  const label = text(properties.ariaLabel);
  if (label !== undefined) attrs.label = label;
  if (text(properties.className)?.split(' ').includes('sr-only')) attrs.screenReaderOnly = true;
  return attrs;
}
