import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@launchops/kit/testing';
import { routeDataHead, routeDataReads } from '@launchops/kit';
import type { NewsletterIssue, NewsletterIssueSummary } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, notFound } from '../../../testing/mock-api';
import { NEWSLETTER_HEAD, ROUTE_DATA } from '../../../route-data';
import { NewsletterArchivePage } from './newsletter-archive-page';
import { NewsletterIssuePage } from './newsletter-issue-page';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

const older: NewsletterIssueSummary = {
  slug: '83b-election-30-days',
  title: 'The 83(b) election: 30 days, no second chance',
  sendDate: '2026-11-12',
  sentAt: '2026-11-12T14:00:00.000Z',
  summary: 'Thirty days from the grant, and no extension.',
};
const newer: NewsletterIssueSummary = {
  slug: 'delaware-franchise-tax-assumed-par-value',
  title: 'Delaware franchise tax: why the scary bill is usually $400',
  sendDate: '2026-11-19',
  sentAt: '2026-11-19T14:00:00.000Z',
  summary: 'Use the assumed-par-value capital method.',
};
const issue: NewsletterIssue = {
  ...older,
  content: '## The deadline\n\nThirty calendar days.\n',
  body: [
    { tag: 'h2', children: ['The deadline'] },
    { tag: 'p', children: ['Thirty calendar days.'] },
  ],
};

describe('the newsletter archive', () => {
  it('/newsletter shows its route head as its intro, and lists the sent issues newest first with links', async () => {
    mockApi((url) => (url === '/api/newsletter-issues' ? { status: 200, body: [newer, older] } : notFound()));
    renderPage(<NewsletterArchivePage />, { url: '/newsletter' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(text(title)).toBe(NEWSLETTER_HEAD.title);
    expect(text(title.previousElementSibling)).toBe(NEWSLETTER_HEAD.eyebrow);
    expect(text(title.nextElementSibling)).toBe(NEWSLETTER_HEAD.lead);
    const list = await screen.findByRole('list', { name: 'Issues sent' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => text(item.querySelector('h2')))).toEqual([newer.title, older.title]);
    expect(within(items[1]!).getByRole('link', { name: older.title })).toHaveAttribute('href', '/newsletter/83b-election-30-days');
    expect(within(items[1]!).getByText('November 12, 2026')).toHaveAttribute('datetime', '2026-11-12');
    await waitFor(() => expect(document.title).toBe('Newsletter archive | LaunchOps'));
  });

  it('/newsletter/:slug renders the issue body, its date and a way back', async () => {
    mockApi((url) => (url === '/api/newsletter-issues/83b-election-30-days' ? { status: 200, body: issue } : notFound()));
    renderPage(<NewsletterIssuePage />, { url: '/newsletter/83b-election-30-days', route: '/newsletter/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: older.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'The deadline' })).toBeInTheDocument();
    expect(screen.getByText('Thirty calendar days.')).toBeInTheDocument();
    expect(screen.getByText('November 12, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All issues' })).toHaveAttribute('href', '/newsletter');
    await waitFor(() => expect(document.title).toBe(`${older.title} | LaunchOps`));
  });

  it('an issue not sent yet, or unknown, is a clear not-found page; a malformed slug asks nothing', async () => {
    mockApi(() => notFound('Newsletter issue not found'));
    renderPage(<NewsletterIssuePage />, { url: '/newsletter/next-week', route: '/newsletter/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Issue Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See every issue' })).toHaveAttribute('href', '/newsletter');

    const fetchMock = mockApi(() => ({ status: 200, body: issue }));
    renderPage(<NewsletterIssuePage />, { url: '/newsletter/Bad_Slug', route: '/newsletter/:slug' });
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Issue Not Found' })).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("publishes the archive's reads for the edge to preload, and its head", () => {
    expect(routeDataHead('/newsletter', ROUTE_DATA)).toEqual(NEWSLETTER_HEAD);
    expect(routeDataReads('/newsletter', ROUTE_DATA)).toEqual(['/api/newsletter-issues']);
    expect(routeDataReads('/newsletter/83b-election-30-days', ROUTE_DATA)).toEqual(['/api/newsletter-issues/83b-election-30-days']);
  });
});

describe('the sign-up box', () => {
  it('links the archive from the blog, not from the archive itself', async () => {
    const { NewsletterBox } = await import('../../../components/newsletter-signup/newsletter-box');
    mockApi(() => notFound());
    const blog = renderPage(<NewsletterBox />, { url: '/blog' });
    expect(screen.getByRole('link', { name: 'Read past issues' })).toHaveAttribute('href', '/newsletter');
    blog.unmount();
    renderPage(<NewsletterBox source="newsletter" archiveLink={false} />, { url: '/newsletter' });
    expect(screen.queryByRole('link', { name: 'Read past issues' })).toBeNull();
  });
});
