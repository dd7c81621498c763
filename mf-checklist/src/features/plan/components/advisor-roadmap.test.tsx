import type { Plan, PlanTask, Roadmap } from '@launchops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanPage } from './plan-page';

const task = (slug: string, title: string): PlanTask => ({
  itemId: slug.length,
  slug,
  title,
  categoryId: 1,
  categorySlug: 'legal',
  categoryName: 'Legal',
  completed: false,
  applies: true,
  reason: 'because you formed a corporation',
  deadline: null,
});

const plan: Plan = {
  answers: {},
  completedAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  tasks: [task('file-83b-election', 'File the 83(b) election'), task('adopt-stock-plan', 'Adopt a stock plan')],
  deadlines: [],
  summary: { applicable: 2, completed: 0, hidden: 0, nextDeadline: null },
};

const entitlements = (plan: 'pro' | 'premium') => ({
  plan,
  entitlements: plan === 'premium' ? ['checklist', 'monthly-sessions', 'custom-roadmap'] : ['checklist', 'monthly-sessions'],
  status: 'active',
  cancelAtPeriodEnd: false,
  assistant: { usedToday: 0, dailyAllowance: null },
  testPayments: true,
});

function renderPlan(roadmap: { status: number; body: Roadmap | { statusCode: number; message: string } }, on: 'pro' | 'premium' = 'premium') {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === '/api/billing/entitlements')
      return new Response(JSON.stringify(entitlements(on)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    if (path === '/api/plan/roadmap')
      return new Response(JSON.stringify(roadmap.body), { status: roadmap.status, headers: { 'Content-Type': 'application/json' } });
    const body = path === '/api/plan' ? plan : path === '/api/plan/feed' ? { feed: null } : path === '/api/plan/reminders' ? { reminders: null } : undefined;
    return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/checklist/plan']}>
        <PlanPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe("PlanPage: the advisor's roadmap (Premium)", () => {
  it("shows the advisor's notes in her order, each task linked, above the plan's own list", async () => {
    renderPlan({
      status: 200,
      body: {
        notes: [
          { taskSlug: 'adopt-stock-plan', note: 'First: before any offer goes out.', position: 1 },
          { taskSlug: 'file-83b-election', note: 'Then this, within the 30 days.', position: 2 },
        ],
        updatedAt: '2026-11-27T10:00:00.000Z',
      },
    });
    const section = await screen.findByRole('region', { name: "Your advisor's roadmap" }, { timeout: 10_000 });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.slug)).toEqual(['adopt-stock-plan', 'file-83b-election']);
    expect(within(items[0]!).getByRole('link', { name: 'Adopt a stock plan' })).toHaveAttribute('href', '/checklist/legal?task=adopt-stock-plan');
    expect(items[0]).toHaveTextContent('First: before any offer goes out.');
    expect(section).toHaveTextContent('updated November 27, 2026');
  });

  it('below Premium shows nothing and never asks for the roadmap (no 402 in the console)', async () => {
    const fetchMock = renderPlan({ status: 402, body: { statusCode: 402, message: 'The custom roadmap comes with the Premium plan.' } }, 'pro');
    expect(await screen.findByRole('heading', { name: 'Your tasks, most urgent first' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('advisor-roadmap')).toBeNull();
    expect(document.body).not.toHaveTextContent('Premium plan');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/plan/roadmap'))).toBe(false);
  });

  it('on Premium before the advisor has written anything, says it is on its way and by when', async () => {
    renderPlan({ status: 200, body: { notes: [], updatedAt: null, delivery: { businessDays: 5, dueBy: '2026-12-09' } } });
    const section = await screen.findByRole('region', { name: "Your advisor's roadmap" }, { timeout: 10_000 });
    expect(section).toHaveTextContent(
      'Not written yet, due within 5 business days of your first Premium payment, by Wednesday, December 9, 2026: your advisor reviews your plan',
    );
    expect(section).toHaveTextContent('you get an e-mail');
  });

  it('states the promise without a day when the first Premium payment is not on record', async () => {
    renderPlan({ status: 200, body: { notes: [], updatedAt: null, delivery: { businessDays: 5, dueBy: null } } });
    const section = await screen.findByRole('region', { name: "Your advisor's roadmap" }, { timeout: 10_000 });
    expect(section).toHaveTextContent('Not written yet, due within 5 business days of your first Premium payment: your advisor reviews');
  });
});
