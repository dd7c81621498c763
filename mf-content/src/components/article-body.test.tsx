import type { ArticleNode } from '@launchops/contracts';
import { renderPage } from '@launchops/kit/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from './article-body';

// What the API makes of a short article (see articleBody in the API; its tests cover the parsing).
const body: ArticleNode[] = [
  { tag: 'h2', children: ['Before you file'] },
  {
    tag: 'p',
    children: [
      'Read the ',
      { tag: 'a', attrs: { href: '/checklist/tax' }, children: ['tax checklist'] },
      ' and the ',
      { tag: 'a', attrs: { href: 'https://www.irs.gov/forms-pubs/about-form-941' }, children: ['IRS guidance'] },
      '. Questions? ',
      { tag: 'a', attrs: { href: 'mailto:help@example.org' }, children: ['Write to us'] },
      ', or ',
      { tag: 'a', children: ['a link the API found unsafe'] },
      '.',
    ],
  },
  {
    tag: 'ul',
    children: [
      { tag: 'li', children: ['first item'] },
      { tag: 'li', children: ['second item'] },
    ],
  },
  { tag: 'ol', attrs: { start: 3 }, children: [{ tag: 'li', children: ['step three'] }] },
  { tag: 'ul', children: [{ tag: 'li', children: [{ tag: 'input', attrs: { checked: true } }, ' filed'] }] },
  { tag: 'p', children: ['Run ', { tag: 'code', children: ['npm test'] }, ' first.'] },
  { tag: 'pre', children: [{ tag: 'code', children: ['const answer = 42;\n'] }] },
  { tag: 'h3', children: ['Deadlines'] },
  {
    tag: 'table',
    children: [
      {
        tag: 'thead',
        children: [
          {
            tag: 'tr',
            children: [
              { tag: 'th', attrs: { align: 'left' }, children: ['Form'] },
              { tag: 'th', children: ['Due'] },
            ],
          },
        ],
      },
      {
        tag: 'tbody',
        children: [
          {
            tag: 'tr',
            children: [
              { tag: 'td', attrs: { align: 'left' }, children: ['941'] },
              { tag: 'td', children: ['Quarterly'] },
            ],
          },
        ],
      },
    ],
  },
  { tag: 'p', children: [{ tag: 'img', attrs: { src: '/images/form-941.png', alt: 'Form 941, page 1' } }] },
  {
    tag: 'section',
    children: [
      { tag: 'h2', attrs: { id: 'footnote-label', screenReaderOnly: true }, children: ['Notes'] },
      { tag: 'ol', children: [{ tag: 'li', attrs: { id: 'user-content-fn-1' }, children: ['Due the last day of the month after the quarter.'] }] },
    ],
  },
];

describe('ArticleBody', () => {
  it('renders headings, lists, code, tables and images from the API’s elements', () => {
    const { container } = renderPage(<ArticleBody body={body} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Before you file' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Deadlines' })).toBeInTheDocument();
    const lists = screen.getAllByRole('list');
    expect(within(lists[0]!).getAllByRole('listitem')).toHaveLength(2);
    expect(lists[1]!.tagName).toBe('OL');
    expect(lists[1]).toHaveAttribute('start', '3');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(container.querySelector('p code')).toHaveTextContent('npm test');
    expect(container.querySelector('pre code')).toHaveTextContent('const answer = 42;');
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Form' })).toHaveStyle({ textAlign: 'left' });
    expect(within(table).getByRole('cell', { name: 'Quarterly' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Table: Form, Due' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('img', { name: 'Form 941, page 1' })).toHaveAttribute('loading', 'lazy');
    // The footnotes' heading is for screen readers; the note keeps its id for the link to it.
    expect(screen.getByRole('heading', { level: 2, name: 'Notes' })).toHaveClass('lo-visually-hidden');
    expect(container.querySelector('#user-content-fn-1')).toHaveTextContent('Due the last day');
  });

  it('follows internal links with the router, opens external ones in a new tab, and shows an unsafe one as text', async () => {
    const { user } = renderPage(<ArticleBody body={body} />, { url: '/blog/some-post' });
    const external = screen.getByRole('link', { name: /IRS guidance/ });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(external).toHaveAccessibleName(/^IRS guidance ?\(opens in a new tab\)$/);
    expect(screen.getByRole('link', { name: 'Write to us' })).not.toHaveAttribute('target');
    expect(screen.getByText('a link the API found unsafe').closest('a')).toBeNull();
    const internal = screen.getByRole('link', { name: 'tax checklist' });
    expect(internal).not.toHaveAttribute('target');
    await user.click(internal);
    expect(screen.getByTestId('location')).toHaveTextContent('/checklist/tax');
  });
});
