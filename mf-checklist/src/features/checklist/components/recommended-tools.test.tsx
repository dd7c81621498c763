import { parseRecommendedTools } from '@launchops/contracts';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { sampleSitePolicies } from '../../../testing/fixtures';
import { describe, expect, it, vi } from 'vitest';
import { RecommendedTools } from './recommended-tools';

const TOOLS = JSON.stringify([
  { name: 'Stripe Atlas', description: 'Delaware formation online.', price: '$500 one-time', link: 'https://stripe.com/atlas' },
  { name: 'Clerky', description: 'Startup legal paperwork.', price: 'Paid plans', link: 'https://www.clerky.com/' },
]);

/** The statement the fake API answers for the affiliate-links policy (the real one lives in policies.yaml). */
const AFFILIATE_POLICY = 'Policy under test: no link earns a commission.';

const renderTools = (text: string, stubFetch = true) => {
  if (stubFetch)
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) =>
        String(input).includes('/api/site-policies')
          ? new Response(JSON.stringify(sampleSitePolicies(AFFILIATE_POLICY)), { status: 200, headers: { 'Content-Type': 'application/json' } })
          : new Response('{}', { status: 404, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <RecommendedTools recommendedTools={text} headingId="tools" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
};

describe('recommendedTools parsing', () => {
  it('parses the JSON text into tools', () => {
    expect(parseRecommendedTools(TOOLS).map((t) => t.name)).toEqual(['Stripe Atlas', 'Clerky']);
  });

  it.each(['{not json', '', 'null', '{"name":"x"}', '[{"name":1}]', '[1,2]'])('gives an empty list for %j, and the step shows no tools block', (text) => {
    expect(parseRecommendedTools(text)).toEqual([]);
    const { container } = renderTools(text);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RecommendedTools', () => {
  it('links each tool with the affiliate parameters, in a new tab, as a sponsored link', () => {
    renderTools(TOOLS);
    const section = screen.getByRole('region', { name: 'Recommended tools' });
    const link = within(section).getByRole('link', { name: /Visit Stripe Atlas/ });
    const url = new URL(link.getAttribute('href')!);
    expect(url.hostname).toBe('stripe.com');
    expect(url.searchParams.get('utm_source')).toBe('stripe-atlas');
    expect(url.searchParams.get('utm_medium')).toBe('affiliate');
    expect(url.searchParams.get('utm_campaign')).toBe('checklist');
    expect(url.searchParams.get('ref')).toBe('stripe-atlas');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    expect(link).toHaveAccessibleName('Visit Stripe Atlas (opens in a new tab)');
    expect(within(section).getByText('$500 one-time')).toBeInTheDocument();
  });

  it('records a click with a beacon', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderTools(TOOLS);
    const link = screen.getByRole('link', { name: /Visit Clerky/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(sendBeacon).toHaveBeenCalledWith('/api/affiliate-clicks', JSON.stringify({ toolId: 'clerky', source: 'checklist' }));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to fetch when the beacon is refused or missing', () => {
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => false) });
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 202 })));
    vi.stubGlobal('fetch', fetchMock);
    renderTools(TOOLS, false);
    const link = screen.getByRole('link', { name: /Visit Stripe Atlas/ });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    // (The note's read of /api/site-policies goes through fetch too.)
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/affiliate-clicks')).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/affiliate-clicks',
      expect.objectContaining({ method: 'POST', keepalive: true, body: JSON.stringify({ toolId: 'stripe-atlas', source: 'checklist' }) }),
    );
  });

  it("records and tags a link with the catalogue's product id when the API gives one", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    renderTools(
      JSON.stringify([
        {
          id: 'irs-ein-application',
          name: 'IRS: Get an employer identification number',
          description: 'Apply online.',
          price: 'Free',
          link: 'https://www.irs.gov/ein',
        },
      ]),
    );
    const link = screen.getByRole('link', { name: /Visit IRS/ });
    expect(new URL(link.getAttribute('href')!).searchParams.get('utm_source')).toBe('irs-ein-application');
    expect(link).toHaveAttribute('data-tool-id', 'irs-ein-application');
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(sendBeacon).toHaveBeenCalledWith('/api/affiliate-clicks', JSON.stringify({ toolId: 'irs-ein-application', source: 'checklist' }));
  });

  it('states the affiliate-links policy the API answers (policies.yaml), word for word as /affiliate does, and links to it', async () => {
    renderTools(TOOLS);
    expect(await screen.findByText(AFFILIATE_POLICY)).toBeInTheDocument();
    expect(screen.queryByText(/commission today/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Affiliate disclosure' })).toHaveAttribute('href', '/affiliate');
  });

  it('shows a tool whose link is not a web address without a link', () => {
    renderTools(JSON.stringify([{ name: 'Paper form', description: 'Mail it.', price: 'Free', link: 'javascript:alert(1)' }]));
    expect(screen.getByText('Paper form')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Visit/ })).not.toBeInTheDocument();
  });
});
