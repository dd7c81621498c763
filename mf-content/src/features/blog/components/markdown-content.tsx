import styled from '@emotion/styled';
import { type ComponentPropsWithoutRef, memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import { Link } from 'react-router';
import remarkGfm from 'remark-gfm';
import { splitMarkdownSections } from '../utils/markdown-sections';

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
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.9em;
    padding: 0.1em 0.35em;
    border-radius: 5px;
    background: var(--lo-bg-muted);
    border: 1px solid var(--lo-border);
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

// Wide tables scroll inside their own box instead of widening the page on phones.
const StyledTableScroll = styled.div`
  margin: 0 0 1.4em;
  overflow-x: auto;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
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

/** Same-site paths ("/checklist/tax") navigate inside the app; anything with a scheme or host is external. */
export function isInternalHref(href: string | undefined): boolean {
  return !!href && href.startsWith('/') && !href.startsWith('//');
}

function MarkdownLink({ href, children, node: _node, ...rest }: ComponentPropsWithoutRef<'a'> & { node?: unknown }) {
  if (href && isInternalHref(href)) {
    return (
      <Link to={href} {...rest}>
        {children}
      </Link>
    );
  }
  if (href?.startsWith('#') || href?.startsWith('mailto:')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="lo-visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

const components: Components = {
  a: MarkdownLink,
  table: ({ node: _node, ...props }) => (
    <StyledTableScroll tabIndex={0} role="region" aria-label="Table (scrolls sideways)">
      <table {...props} />
    </StyledTableScroll>
  ),
  img: ({ node: _node, alt, ...props }) => <img alt={alt ?? ''} loading="lazy" decoding="async" {...props} />,
};

const remarkPlugins = [remarkGfm];

/** One section of an article, parsed and rendered on its own (unchanged sections are not parsed again). */
const MarkdownSection = memo(function MarkdownSection({ markdown }: { markdown: string }) {
  return (
    <Markdown remarkPlugins={remarkPlugins} components={components} skipHtml>
      {markdown}
    </Markdown>
  );
});

/**
 * An article's Markdown (CommonMark + GitHub tables, task lists, strikethrough). Raw HTML in the
 * source is dropped, never rendered; react-markdown also neutralises javascript: and other unsafe URLs.
 * Each section (from one heading to the next) is a component of its own, so React can pause between
 * them instead of parsing a whole long article in one block of the main thread.
 */
export function MarkdownContent({ markdown }: { markdown: string }) {
  return (
    <StyledProse>
      {splitMarkdownSections(markdown).map((section, index) => (
        // Positional keys: an article's text is replaced as a whole, never reordered.
        <MarkdownSection key={index} markdown={section} />
      ))}
    </StyledProse>
  );
}
