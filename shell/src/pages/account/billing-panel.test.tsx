import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shippedPlans } from '../home/plans-fixture';
import { navigation } from '../account-access/plan-checkout';
import { renderAt } from '../../testing/test-utils';
import { BillingPanel } from './billing-panel';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const FREE = {
  plan: 'free',
  entitlements: ['checklist'],
  status: 'none',
  cancelAtPeriodEnd: false,
  assistant: { usedToday: 2, dailyAllowance: 10 },
  testPayments: true,
};
const PRO = {
  plan: 'pro',
  entitlements: ['checklist', 'monthly-sessions'],
  status: 'active',
  currentPeriodEnd: '2026-12-27T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  assistant: { usedToday: 2, dailyAllowance: null },
  sessionsPerMonth: 1,
  testPayments: true,
};

async function mockApi(answers: unknown[]) {
  const plans = await shippedPlans();
  let call = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('/api/plans')) return json(200, plans);
    if (url.includes('/api/billing/entitlements')) return json(200, answers[Math.min(call++, answers.length - 1)]);
    if (url.includes('/api/billing/portal') && init?.method === 'POST') return json(201, { url: 'http://localhost:8090/portal/bps_1' });
    return json(404, { statusCode: 404, message: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('BillingPanel', { timeout: 30_000 }, () => {
  it('back from checkout, waits for the confirmation, then shows the plan and opens the billing portal', async () => {
    await mockApi([FREE, PRO]);
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => undefined);
    renderAt('/account?billing=success&plan=pro', <BillingPanel />);
    expect(await screen.findByText(/Waiting for the payment's confirmation/)).toBeInTheDocument();
    expect(await screen.findByText('Thank you: your Pro plan is active.', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByTestId('billing-panel')).toHaveTextContent('Pro, $79 a month.');
    expect(screen.getByTestId('billing-panel')).toHaveTextContent('test payments: no money moves');
    await act(async () => screen.getByRole('button', { name: 'Card, plan and cancellation' }).click());
    expect(assign).toHaveBeenCalledWith('http://localhost:8090/portal/bps_1');
  });

  it('a free account sees its allowance and the way to the plans; a failed payment shows the grace period', async () => {
    await mockApi([FREE]);
    renderAt('/account', <BillingPanel />);
    expect(await screen.findByText(/the whole launch guide, and 10 questions a day/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/#plans');
  });

  it('shows the grace period after a failed payment', async () => {
    await mockApi([{ ...PRO, status: 'past_due', graceUntil: '2026-12-04T10:00:00.000Z' }]);
    renderAt('/account', <BillingPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('You keep your plan until December 4, 2026');
  });
});
