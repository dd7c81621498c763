import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippedPlans } from '../home/plans-fixture';
import { navigation, PlanCheckout } from './plan-checkout';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'lo_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function mockApi(checkout: { status: number; body: unknown }) {
  const plans = await shippedPlans();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('/api/plans')) return json(200, plans);
    if (url.includes('/api/auth/session')) return json(200, { account: { id: 7, email: 'founder@example.com', createdAt: '2026-11-27T00:00:00.000Z' } });
    if (url.includes('/api/billing/checkout') && init?.method === 'POST') return json(checkout.status, checkout.body);
    return json(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <PlanCheckout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('PlanCheckout on /signup?plan=', { timeout: 30_000 }, () => {
  it('names the chosen plan, and once the visitor signs up on the page, opens its payment page', async () => {
    const fetchMock = await mockApi({ status: 201, body: { url: 'http://localhost:8090/checkout/cs_test_1' } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    const client = renderAt('/signup?plan=pro');
    expect(await screen.findByRole('heading', { name: 'You chose Pro, $79 a month' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByTestId('plan-checkout')).toHaveTextContent('you then go straight to the payment page');
    expect(assign).not.toHaveBeenCalled();

    // What the sign-in panel does once the code is accepted: the session cookie's hint, then every query refetched.
    document.cookie = 'lo_signed_in=1; path=/';
    await act(() => client.invalidateQueries());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:8090/checkout/cs_test_1'));
    const checkout = fetchMock.mock.calls.find(([url]) => String(url).includes('/api/billing/checkout'));
    expect(JSON.parse(String(checkout![1]!.body))).toEqual({ plan: 'pro' });
  });

  it('someone already signed in gets a button, and a plan already paid for is answered with the account page', async () => {
    document.cookie = 'lo_signed_in=1; path=/';
    await mockApi({ status: 409, body: { statusCode: 409, message: 'You already have the Basic plan: change or cancel it from your billing page.' } });
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderAt('/signup?plan=premium');
    const button = await screen.findByRole('button', { name: 'Continue to payment for Premium' });
    expect(assign).not.toHaveBeenCalled();
    await act(async () => button.click());
    expect(await screen.findByRole('alert')).toHaveTextContent('You already have the Basic plan');
    expect(screen.getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    expect(assign).not.toHaveBeenCalled();
  });

  it('renders nothing for a link without a known plan', async () => {
    await mockApi({ status: 201, body: { url: 'x' } });
    renderAt('/signup?plan=gold');
    expect(screen.queryByTestId('plan-checkout')).toBeNull();
  });
});
