// @vitest-environment jsdom
import type { SitePolicies } from '@launchops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePolicyStatement } from './site-policies-react.js';
import { sitePoliciesQueryOptions } from './site-policies.js';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => vi.unstubAllGlobals());

const POLICIES: SitePolicies = {
  policies: [{ id: 'affiliate-links', title: 'Affiliate links', statement: 'No link earns us a commission.', updated: '2026-11-27' }],
  facts: [],
  areas: [],
  counts: { tasks: 56, areas: 6, articles: 12, products: 87, software: 18, tools: 20 },
  sessionPriceCents: 15000,
};
const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * Renders usePolicyStatement('affiliate-links') and gives what it said once the query has settled and the component has
 * rendered its outcome (the query's observer tells React on a later tick than the cache's status changes, which on busy
 * cores can come after a single flush).
 */
async function statementShown(): Promise<string> {
  const client = new QueryClient();
  let statement: string | undefined;
  function Probe() {
    statement = usePolicyStatement('affiliate-links');
    return null;
  }
  const root = createRoot(document.createElement('div'));
  await act(async () => root.render(createElement(QueryClientProvider, { client }, createElement(Probe))));
  await vi.waitFor(() => expect(client.getQueryState(['site', 'policies'])?.status).not.toBe('pending'));
  const settled = client.getQueryState<SitePolicies>(['site', 'policies']);
  const expected = settled?.data?.policies.find((policy) => policy.id === 'affiliate-links')?.statement ?? '';
  await vi.waitFor(async () => {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(statement).toBe(expected);
  });
  act(() => root.unmount());
  return statement!;
}

describe('the site policies a remote reads', () => {
  it('are asked once under the shell’s key, kept five minutes and not retried', () => {
    const options = sitePoliciesQueryOptions();
    expect(options.queryKey).toEqual(['site', 'policies']);
    expect(options.staleTime).toBe(5 * 60_000);
    expect(options.retry).toBe(false);
  });

  it('GET /api/site-policies with the query’s signal, and give the answer checked against the contracts', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(answer(200, POLICIES)));
    vi.stubGlobal('fetch', fetchMock);
    const signal = new AbortController().signal;
    await expect(sitePoliciesQueryOptions().queryFn({ signal })).resolves.toEqual(POLICIES);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/site-policies');
    expect(init.signal).toBe(signal);

    fetchMock.mockImplementation(() => Promise.resolve(answer(200, { ...POLICIES, counts: undefined })));
    await expect(sitePoliciesQueryOptions().queryFn({ signal })).rejects.toThrow();
  });

  it('give one policy’s statement, or nothing when the API has no such route', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(200, POLICIES))),
    );
    expect(await statementShown()).toBe('No link earns us a commission.');
    const notFound = vi.fn(() => Promise.resolve(answer(404, { statusCode: 404, message: 'Not Found' })));
    vi.stubGlobal('fetch', notFound);
    expect(await statementShown()).toBe('');
    expect(notFound).toHaveBeenCalledTimes(1);
  });
});
