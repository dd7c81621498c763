import { describe, expect, it } from 'vitest';
import { pageStatus } from './page-status.js';

const entries = new Set(['/checklist/legal', '/software/gusto', '/blog/file-your-83b-election', '/author/2']);

describe('pageStatus', () => {
  it.each([
    '/',
    '/checklist',
    '/checklist/quiz',
    '/checklist/plan',
    '/software',
    '/tools',
    '/blog',
    '/consulting',
    '/about',
    '/privacy',
    '/login',
    '/signup',
    '/about/',
  ])('200 for the site page %s', (path) => expect(pageStatus(path, entries)).toBe(200));

  it.each(['/checklist/legal', '/checklist/Legal', '/software/gusto', '/blog/file-your-83b-election', '/author/2', `/consulting/bookings/${'a'.repeat(43)}`])(
    '200 for the entry %s the API knows',
    (path) => expect(pageStatus(path, entries)).toBe(200),
  );

  it.each([
    '/nope',
    '/checklist/nope',
    '/software/not-a-product',
    '/blog/missing-article',
    '/author/999',
    '/checklist/legal/extra',
    '/consulting/bookings/short',
    '/%E0%A4%A',
  ])('404 for %s', (path) => expect(pageStatus(path, entries)).toBe(404));

  it('gives entry pages the benefit of the doubt while the API is unreachable, but not unknown sections', () => {
    expect(pageStatus('/blog/any-article', null)).toBe(200);
    expect(pageStatus('/nope', null)).toBe(404);
  });
});

describe('pageStatus of the newsletter archive', () => {
  const withIssue = new Set(['/newsletter/83b-election-30-days']);
  it('200 for /newsletter and an issue the API lists as sent; 404 for one it does not (not sent yet, or unknown)', () => {
    expect(pageStatus('/newsletter', withIssue)).toBe(200);
    expect(pageStatus('/newsletter/83b-election-30-days', withIssue)).toBe(200);
    expect(pageStatus('/newsletter/next-thursday', withIssue)).toBe(404);
    expect(pageStatus('/newsletter/83b-election-30-days/extra', withIssue)).toBe(404);
  });
});

describe('pageStatus of the document templates', () => {
  const withTemplate = new Set(['/templates/offer-letter']);
  it('200 for /templates and a template the API lists (its page shows the text or the plans); 404 for one it does not', () => {
    expect(pageStatus('/templates', withTemplate)).toBe(200);
    expect(pageStatus('/templates/offer-letter', withTemplate)).toBe(200);
    expect(pageStatus('/templates/a-will', withTemplate)).toBe(404);
    expect(pageStatus('/templates/offer-letter/extra', withTemplate)).toBe(404);
  });
});
