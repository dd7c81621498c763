import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippedPlans } from '../home/plans-fixture';
import { PricingSection } from '../home/pricing-section';
import { renderAt } from '../../testing/test-utils';
import { SignupPage } from './signup-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.cookie = 'lo_signed_in=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const entitlements = (plan: string) => ({
  plan,
  entitlements: ['checklist'],
  status: plan === 'free' ? 'none' : 'active',
  cancelAtPeriodEnd: false,
  assistant: { usedToday: 0, dailyAllowance: plan === 'free' ? 10 : null },
  testPayments: true,
});

/** A signed-in founder on `plan`: the session, the plans, the site's policies and the plan change. */
async function signedInOn(plan: string) {
  document.cookie = 'lo_signed_in=1; path=/';
  const plans = await shippedPlans();
  const { loadContent, sitePolicies } = await import('@launchops/content');
  const site = sitePolicies(await loadContent());
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('/api/auth/session')) return json(200, { account: { id: 7, email: 'founder@example.com', createdAt: '2026-11-27T00:00:00.000Z' } });
    if (url.includes('/api/plans')) return json(200, plans);
    if (url.includes('/api/site-policies')) return json(200, site);
    if (url.includes('/api/billing/entitlements')) return json(200, entitlements(plan));
    if (url.includes('/api/billing/plan') && init?.method === 'POST') return json(202, { plan: JSON.parse(String(init.body)).plan });
    return json(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('/signup while signed in, with no plan named', { timeout: 30_000 }, () => {
  it('is headed as an account that is ready, not "Create your free account"', async () => {
    await signedInOn('free');
    renderAt('/signup', <SignupPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is ready' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText(/^Signed in as founder@example\.com\./)).toBeInTheDocument();
  });
});

describe('changing plans while signed in', { timeout: 30_000 }, () => {
  it('/signup?plan=premium on Pro is a plan-change page, and the change is made from it', async () => {
    const fetchMock = await signedInOn('pro');
    renderAt('/signup?plan=premium', <SignupPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your plan' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('Create your free account')).toBeNull();
    const change = await screen.findByTestId('plan-change');
    await vi.waitFor(() => expect(change).toHaveTextContent('You are on Pro, $79 a month'));
    expect(change).toHaveTextContent('Premium, $199 a month');
    await act(async () => screen.getByRole('button', { name: 'Change to Premium' }).click());
    const call = fetchMock.mock.calls.find(([url, init]) => String(url).includes('/api/billing/plan') && init?.method === 'POST');
    expect(JSON.parse(String(call![1]!.body))).toEqual({ plan: 'premium' });
    expect(await screen.findByRole('status')).toHaveTextContent('Your plan is changing to Premium');
    expect(within(change).getByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/billing/checkout'))).toBe(false);
  });

  it('the plan you already have says so; a free account goes on to payment', async () => {
    await signedInOn('premium');
    renderAt('/signup?plan=premium', <SignupPage />);
    expect(await screen.findByText(/You already have Premium/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change to/ })).toBeNull();
  });

  it('a free account signed in gets the payment button, under a heading that is not a sign-up', async () => {
    await signedInOn('free');
    renderAt('/signup?plan=pro', <SignupPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your plan' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Continue to payment for Pro' })).toBeInTheDocument();
  });

  it('the pricing cards mark the plan the founder is on, and offer a change for the others', async () => {
    await signedInOn('pro');
    renderAt('/', <PricingSection />);
    const pro = await screen.findByTestId('plan-pro');
    await vi.waitFor(() => expect(pro).toHaveTextContent('Your plan'));
    expect(within(pro).getByRole('link', { name: /Your plan/ })).toHaveAttribute('href', '/account');
    expect(within(screen.getByTestId('plan-premium')).getByRole('link', { name: /Change to Premium/ })).toHaveAttribute('href', '/signup?plan=premium');
    expect(screen.getByTestId('plan-basic')).not.toHaveTextContent('Your plan');
  });
});
