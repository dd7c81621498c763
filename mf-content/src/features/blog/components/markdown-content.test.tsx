import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@launchops/kit/testing';
import { MarkdownContent } from './markdown-content';

const markdown = `## Before you file

Read the [tax checklist](/checklist/tax) and the [IRS guidance](https://www.irs.gov/forms-pubs/about-form-941).

- first item
- second item

1. step one
2. step two

Run \`npm test\` first.

\`\`\`
const answer = 42;
\`\`\`

| Form | Due |
|---|---|
| 941 | Quarterly |

<script>window.__pwned = true</script>

<img src="x" onerror="window.__pwned = true">

<p onclick="alert(1)">inline html paragraph</p>

[click me](javascript:alert(1))
`;

describe('MarkdownContent', () => {
  it('renders headings, lists, links, code and tables', () => {
    const { container } = renderPage(<MarkdownContent markdown={markdown} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Before you file' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(lists[1]!.tagName).toBe('OL');
    expect(container.querySelector('p code')).toHaveTextContent('npm test');
    expect(container.querySelector('pre code')).toHaveTextContent('const answer = 42;');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Form' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Quarterly' })).toBeInTheDocument();
  });

  it('drops raw HTML: no <script>, no injected elements or handlers', () => {
    const { container } = renderPage(<MarkdownContent markdown={markdown} />);
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('__pwned');
    expect(container.textContent).not.toContain('inline html paragraph');
    expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  });

  it('neutralises javascript: links', () => {
    renderPage(<MarkdownContent markdown={markdown} />);
    const link = screen.getByText('click me').closest('a');
    expect(link?.getAttribute('href') ?? '').not.toMatch(/javascript/i);
  });

  it('follows internal links with the router and opens external ones in a new tab', async () => {
    const { user } = renderPage(<MarkdownContent markdown={markdown} />, { url: '/blog/some-post' });
    const external = screen.getByRole('link', { name: /IRS guidance/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    const internal = screen.getByRole('link', { name: 'tax checklist' });
    expect(internal).not.toHaveAttribute('target');
    await user.click(internal);
    expect(screen.getByTestId('location')).toHaveTextContent('/checklist/tax');
  });
});
