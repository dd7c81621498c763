import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';

/** Renders a page at a URL inside a router and a query client of its own, as the shell does. */
export function renderAt(path: string, page: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Replaces fetch with one answer (status and JSON body); returns the mock to inspect calls. */
export function mockFetch(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The JSON body of the n-th call of a fetch mock. */
export function sentBody(fetchMock: ReturnType<typeof mockFetch>, call = 0): unknown {
  const init = fetchMock.mock.calls[call]?.[1];
  return JSON.parse(String(init?.body));
}

/**
 * Answers the page's reads as the API does: GET /api/site-policies built from the shipped content (policies.yaml,
 * facts.yaml, categories.yaml) with the same builder as the API, and `others` by path prefix; anything else 404.
 */
export async function mockSiteApi(others: Record<string, unknown> = {}) {
  const { loadContent, sitePolicies } = await import('@launchops/content');
  const site = sitePolicies(await loadContent());
  const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
    const url = String(input);
    const body = url.includes('/api/site-policies') ? site : Object.entries(others).find(([prefix]) => url.includes(prefix))?.[1];
    return body === undefined
      ? new Response(JSON.stringify({ message: 'Not found' }), { status: 404, headers: { 'Content-Type': 'application/json' } })
      : new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, site };
}
