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

const PREMIUM = {
  ...PRO,
  plan: 'premium',
  entitlements: ['checklist', 'premium-articles', 'monthly-sessions', 'assistant-unlimited', 'custom-roadmap'],
  currentPeriodEnd: '2027-01-01T10:00:00.000Z',
  sessionsPerMonth: 3,
  sessionCredits: { left: 2, perPeriod: 3, renewsAt: '2027-01-01T10:00:00.000Z' },
};

async function mockApi(answers: unknown[], roadmap: { status: number; body: unknown } = { status: 402, body: { statusCode: 402, message: 'Premium' } }) {
  const plans = await shippedPlans();
  let call = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    if (url.includes('/api/plans')) return json(200, plans);
    if (url.includes('/api/billing/entitlements')) return json(200, answers[Math.min(call++, answers.length - 1)]);
    if (url.includes('/api/plan/roadmap')) return json(roadmap.status, roadmap.body);
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

  it('a paid plan lists what it gives, its sessions left this period and when it renews', async () => {
    await mockApi([PREMIUM], { status: 200, body: { notes: [], updatedAt: null } });
    renderAt('/account', <BillingPanel />);
    const benefits = await screen.findByRole('list', { name: 'What your plan gives' });
    const plans = await shippedPlans();
    // Each entitlement once, in the words of the most generous plan that names it (3 sessions, not 1).
    const lines = (id: string) => plans.find((p) => p.id === id)!.lines;
    for (const line of [...lines('premium'), ...lines('basic'), lines('pro').find((l) => l.entitlement === 'assistant-unlimited')!])
      expect(benefits).toHaveTextContent(line.text);
    expect(benefits).not.toHaveTextContent(lines('pro').find((l) => l.entitlement === 'monthly-sessions')!.text);
    expect(screen.getByTestId('billing-panel')).toHaveTextContent('It renews on January 1, 2027.');
    expect(screen.getByTestId('billing-panel')).toHaveTextContent('2 of your 3 consulting sessions left this billing period');
  });

  it('a cancelled plan promises nothing renewed: its benefits last until it ends, with the sessions left', async () => {
    await mockApi([{ ...PREMIUM, cancelAtPeriodEnd: true }], { status: 200, body: { notes: [], updatedAt: null } });
    renderAt('/account', <BillingPanel />);
    const benefits = await screen.findByRole('list', { name: 'What your plan gives' });
    expect(benefits).not.toHaveTextContent(/renew/);
    expect(benefits).toHaveTextContent('The Operations Advisor with no daily limit');
    const panel = screen.getByTestId('billing-panel');
    expect(panel).toHaveTextContent('Until it ends, everything in the free guide, plus:');
    expect(panel).toHaveTextContent('It ends on January 1, 2027.');
    expect(panel).toHaveTextContent('2 of your 3 consulting sessions left this billing period; they end with the plan on January 1, 2027');
  });

  it("Premium's custom roadmap: what it is, that the advisor has not written it yet and when she will", async () => {
    await mockApi([PREMIUM], { status: 200, body: { notes: [], updatedAt: null } });
    renderAt('/account', <BillingPanel />);
    const roadmap = await screen.findByRole('region', { name: 'Your custom roadmap' });
    const premium = (await shippedPlans()).find((p) => p.id === 'premium')!;
    expect(roadmap).toHaveTextContent(premium.lines.find((l) => l.entitlement === 'custom-roadmap')!.text);
    expect(await screen.findByText(/Not written yet/)).toBeInTheDocument();
    expect(roadmap).toHaveTextContent('business days');
  });

  it('a written roadmap says when and links to the plan page; below Premium it is never asked for (no 402)', async () => {
    const fetchMock = await mockApi([PREMIUM], {
      status: 200,
      body: { notes: [{ taskSlug: 'get-an-ein', note: 'First', position: 1 }], updatedAt: '2026-12-03T10:00:00.000Z' },
    });
    renderAt('/account', <BillingPanel />);
    expect(await screen.findByText(/Written on December 3, 2026: 1 task/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read your roadmap' })).toHaveAttribute('href', '/checklist/plan');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/plan/roadmap'))).toBe(true);

    const again = await mockApi([PRO]);
    renderAt('/account', <BillingPanel />);
    await vi.waitFor(() => expect(screen.getAllByTestId('billing-panel')[1]).toHaveTextContent('Pro, $79 a month.'));
    expect(again.mock.calls.some(([url]) => String(url).includes('/api/plan/roadmap'))).toBe(false);
  });
});
