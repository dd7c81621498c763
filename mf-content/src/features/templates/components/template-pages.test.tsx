import { screen, waitFor, within } from '@testing-library/react';
import { renderPage } from '@launchops/kit/testing';
import { routeDataHead, routeDataReads } from '@launchops/kit';
import type { DocumentTemplate, DocumentTemplateSummary } from '@launchops/contracts';
import { describe, expect, it } from 'vitest';
import { mockApi, notFound } from '../../../testing/mock-api';
import { ROUTE_DATA, TEMPLATES_HEAD } from '../../../route-data';
import { TemplatePage } from './template-page';
import { TemplatesPage } from './templates-page';
import { FREE_PLAN } from '../../../testing/fixtures';

const text = (element: Element | null | undefined) => element?.textContent?.replace(/\s+/g, ' ').trim();

const ciiaa: DocumentTemplateSummary = {
  slug: 'ciiaa',
  title: 'Confidential information and invention assignment agreement (CIIAA)',
  summary: 'The agreement every founder and employee signs.',
  sources: ['Cooley GO: confidential information and invention assignment agreements'],
  lastVerified: '2026-11-27',
};
const offer: DocumentTemplateSummary = {
  slug: 'offer-letter',
  title: 'Offer letter for an employee',
  summary: 'The letter that offers a job.',
  sources: ['Cooley GO: offer letters', 'USCIS: Form I-9'],
  lastVerified: '2026-11-27',
};
const offerText: DocumentTemplate = {
  ...offer,
  content: '> This is a template, not legal advice.\n\n## Pay\n',
  body: [
    { tag: 'blockquote', children: [{ tag: 'p', children: ['This is a template, not legal advice.'] }] },
    { tag: 'h2', children: ['Pay'] },
  ],
};
const PLAN_MESSAGE = 'Document templates come with the Basic, Pro and Premium plans: sign in with one, or choose a plan at /#plans.';

describe('the document templates', () => {
  it('/templates shows its route head and lists every template with its summary, sources and link', async () => {
    mockApi((url) => (url === '/api/templates' ? { status: 200, body: [ciiaa, offer] } : notFound()));
    renderPage(<TemplatesPage />, { url: '/templates' });
    const title = await screen.findByRole('heading', { level: 1 });
    expect(text(title)).toBe(TEMPLATES_HEAD.title);
    expect(text(title.previousElementSibling)).toBe(TEMPLATES_HEAD.eyebrow);
    expect(text(title.nextElementSibling)).toBe(TEMPLATES_HEAD.lead);
    const items = within(await screen.findByRole('list', { name: 'Document templates' })).getAllByRole('listitem');
    expect(items.map((item) => text(item.querySelector('h2')))).toEqual([ciiaa.title, offer.title]);
    expect(within(items[1]!).getByRole('link', { name: offer.title })).toHaveAttribute('href', '/templates/offer-letter');
    expect(items[1]).toHaveTextContent('Sources: Cooley GO: offer letters; USCIS: Form I-9');
    await waitFor(() => expect(document.title).toBe('Document templates | LaunchOps'));
  });

  it('/templates/:slug renders the template for a plan that has it, with its sources and a way back', async () => {
    mockApi((url) => (url === '/api/templates/offer-letter' ? { status: 200, body: offerText } : notFound()));
    renderPage(<TemplatePage />, { url: '/templates/offer-letter', route: '/templates/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: offer.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pay' })).toBeInTheDocument();
    expect(screen.getByText('This is a template, not legal advice.')).toBeInTheDocument();
    expect(screen.getByText('Sources: Cooley GO: offer letters; USCIS: Form I-9')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', '/templates');
  });

  it('below Basic: the plan message and a link to the plans, never the template nor a request for it', async () => {
    const free = FREE_PLAN;
    const fetchMock = mockApi((url) =>
      url === '/api/templates/offer-letter'
        ? { status: 402, body: { statusCode: 402, message: PLAN_MESSAGE } }
        : url === '/api/billing/entitlements'
          ? { status: 200, body: free }
          : notFound(),
    );
    renderPage(<TemplatePage />, { url: '/templates/offer-letter', route: '/templates/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'A template of the Basic plan' })).toBeInTheDocument();
    expect(screen.getByText(PLAN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/#plans');
    expect(screen.getByRole('link', { name: 'All templates' })).toHaveAttribute('href', '/templates');
    expect(screen.queryByText(/not reachable/)).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain('/api/templates/offer-letter');
  });

  it('an unknown template is a not-found page; a malformed slug asks nothing', async () => {
    mockApi(() => notFound('There is no document template'));
    renderPage(<TemplatePage />, { url: '/templates/will', route: '/templates/:slug' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Template Not Found' })).toBeInTheDocument();
    const fetchMock = mockApi(() => ({ status: 200, body: offerText }));
    renderPage(<TemplatePage />, { url: '/templates/Bad_Slug', route: '/templates/:slug' });
    expect((await screen.findAllByRole('heading', { level: 1, name: 'Template Not Found' })).length).toBeGreaterThan(0);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('publishes the list for the edge to preload with its head, but not a template (its answer depends on the plan)', () => {
    expect(routeDataHead('/templates', ROUTE_DATA)).toEqual(TEMPLATES_HEAD);
    expect(routeDataReads('/templates', ROUTE_DATA)).toEqual(['/api/templates']);
    expect(routeDataReads('/templates/offer-letter', ROUTE_DATA)).toEqual([]);
  });
});
