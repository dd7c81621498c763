import styled from '@emotion/styled';
import type { ArticleAttrs, ArticleNode } from '@launchops/contracts';
import { inlineCodeCss } from '@launchops/kit/styles';
import { MoveHorizontal } from 'lucide-react';
import { createElement, memo, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';

const StyledProse = styled.div`
  font-size: 1.075rem;
  line-height: 1.75;
  overflow-wrap: break-word;
  h2,
  h3,
  h4 {
    margin: 2em 0 0.6em;
    line-height: 1.3;
    scroll-margin-top: 80px;
  }
  h2 {
    font-size: 1.55rem;
  }
  h3 {
    font-size: 1.25rem;
  }
  h4 {
    font-size: 1.1rem;
  }
  p,
  ul,
  ol,
  blockquote,
  pre {
    margin: 0 0 1.1em;
  }
  ul,
  ol {
    padding-left: 1.4em;
  }
  li + li {
    margin-top: 0.35em;
  }
  li > ul,
  li > ol {
    margin: 0.35em 0 0;
  }
  a {
    color: var(--lo-primary);
    text-underline-offset: 3px;
  }
  strong {
    font-weight: 700;
  }
  blockquote {
    padding: 12px 18px;
    border-left: 4px solid var(--lo-primary);
    border-radius: 0 10px 10px 0;
    background: var(--lo-primary-soft);
    color: var(--lo-fg);
    > :last-child {
      margin-bottom: 0;
    }
  }
  code {
    ${inlineCodeCss};
  }
  pre {
    overflow-x: auto;
    padding: 16px;
    border-radius: 10px;
    background: var(--lo-bg-muted);
    border: 1px solid var(--lo-border);
    line-height: 1.55;
    code {
      padding: 0;
      border: 0;
      background: none;
      font-size: 0.9rem;
    }
  }
  hr {
    margin: 2em 0;
    border: 0;
    border-top: 1px solid var(--lo-border);
  }
  img {
    max-width: 100%;
    height: auto;
    border-radius: 10px;
  }
`;

// Wide tables scroll inside their own box instead of widening the page on phones. The shadows at its edges
// (pure CSS: the covering gradients scroll with the content) show that more of the table is off to that side.
const StyledTableScroll = styled.div`
  margin: 0 0 1.4em;
  overflow-x: auto;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
  background:
    linear-gradient(to right, var(--lo-bg) 30%, transparent) left center / 40px 100% no-repeat local,
    linear-gradient(to left, var(--lo-bg) 30%, transparent) right center / 40px 100% no-repeat local,
    radial-gradient(farthest-side at 0 50%, rgb(0 0 0 / 0.22), transparent) left center / 16px 100% no-repeat scroll,
    radial-gradient(farthest-side at 100% 50%, rgb(0 0 0 / 0.22), transparent) right center / 16px 100% no-repeat scroll;
  &:focus-visible {
    outline: 2px solid var(--lo-primary);
    outline-offset: 2px;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
    line-height: 1.5;
  }
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid var(--lo-border);
    min-width: 120px;
  }
  th {
    background: var(--lo-bg-muted);
    font-weight: 700;
  }
  tr:last-child td {
    border-bottom: 0;
  }
`;

const StyledScrollHint = styled.p`
  display: flex;
  align-items: center;
  gap: 6px;
  margin: 0 0 6px;
  font-size: 0.85rem;
  color: var(--lo-fg-muted);
`;

/** The plain text of nodes. */
function plainText(nodes: readonly ArticleNode[] | undefined): string {
  return (nodes ?? []).map((node) => (typeof node === 'string' ? node : plainText(node.children))).join('');
}

/** A table's name for its scrolling box: its column headings ("Table: Form, Due"). */
export function tableLabel(table: Exclude<ArticleNode, string>): string {
  const headings: string[] = [];
  const walk = (nodes: readonly ArticleNode[] | undefined) => {
    for (const node of nodes ?? []) {
      if (typeof node === 'string') continue;
      if (node.tag === 'tbody') continue;
      if (node.tag === 'th') headings.push(plainText(node.children).trim());
      else if (headings.length === 0) walk(node.children);
    }
  };
  walk(table.children);
  const named = headings.filter(Boolean);
  return named.length > 0 ? `Table: ${named.join(', ')}` : 'Table';
}

/**
 * An article's table in a box of its own that scrolls sideways (by keyboard too: it takes the focus). When the
 * table is wider than the box, a line above it says so, and the box is described by it.
 */
function ArticleTable({ node, children }: { node: Exclude<ArticleNode, string>; children: ReactNode }) {
  const hintId = useId();
  const box = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <>
      {overflows ? (
        <StyledScrollHint id={hintId}>
          <MoveHorizontal size={16} aria-hidden="true" />
          Scroll sideways to see the whole table.
        </StyledScrollHint>
      ) : null}
      <StyledTableScroll ref={box} tabIndex={0} role="region" aria-label={tableLabel(node)} aria-describedby={overflows ? hintId : undefined}>
        <table>{children}</table>
      </StyledTableScroll>
    </>
  );
}

/** Same-site paths ("/checklist/tax") navigate inside the app; anything with a scheme or host is external. */
export function isInternalHref(href: string | undefined): boolean {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

function ArticleLink({ attrs, children }: { attrs: ArticleAttrs; children: ReactNode }) {
  const { href, id, title, label } = attrs;
  const common = { id, title, 'aria-label': label };
  if (href && isInternalHref(href)) {
    return (
      <Link to={href} {...common}>
        {children}
      </Link>
    );
  }
  // A link whose address the API dropped as unsafe keeps its text, not the link.
  if (!href) return <span>{children}</span>;
  if (href.startsWith('#') || href.startsWith('mailto:')) {
    return (
      <a href={href} {...common}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...common}>
      {children}
      <span className="lo-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

function renderNodes(nodes: readonly ArticleNode[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, index) => (typeof node === 'string' ? node : <ArticleElement key={index} node={node} />));
}

function ArticleElement({ node }: { node: Exclude<ArticleNode, string> }) {
  const { tag, attrs = {} } = node;
  const children = renderNodes(node.children);
  switch (tag) {
    case 'a':
      return <ArticleLink attrs={attrs}>{children}</ArticleLink>;
    case 'table':
      return <ArticleTable node={node}>{children}</ArticleTable>;
    case 'img':
      return <img src={attrs.src} alt={attrs.alt ?? ''} title={attrs.title} loading="lazy" decoding="async" />;
    case 'input':
      return <input type="checkbox" checked={attrs.checked ?? false} disabled readOnly />;
    case 'hr':
    case 'br':
      return createElement(tag);
    case 'th':
    case 'td':
      return createElement(tag, { style: attrs.align ? { textAlign: attrs.align } : undefined }, ...children);
    default:
      return createElement(
        tag,
        { id: attrs.id, title: attrs.title, start: attrs.start, className: attrs.screenReaderOnly ? 'lo-visually-hidden' : undefined },
        ...children,
      );
  }
}

/** Top-level nodes from one heading to the next. */
function sections(body: readonly ArticleNode[]): ArticleNode[][] {
  const found: ArticleNode[][] = [[]];
  for (const node of body) {
    if (typeof node !== 'string' && /^h[1-6]$/.test(node.tag) && found.at(-1)!.length > 0) found.push([]);
    found.at(-1)!.push(node);
  }
  return found;
}

/** One section of an article, rendered on its own. */
const ArticleSection = memo(function ArticleSection({ nodes }: { nodes: ArticleNode[] }) {
  return <>{renderNodes(nodes)}</>;
});

/**
 * An article's body, as the API parsed it from its Markdown (raw HTML and unsafe addresses already
 * dropped there; the contract checks every address again). Each section (from one heading to the
 * next) is a component of its own, so React can pause between them on a long article.
 */
export function ArticleBody({ body }: { body: readonly ArticleNode[] }) {
  return (
    <StyledProse>
      {sections(body).map((nodes, index) => (
        // Positional keys: an article's body is replaced as a whole, never reordered.
        <ArticleSection key={index} nodes={nodes} />
      ))}
    </StyledProse>
  );
}
