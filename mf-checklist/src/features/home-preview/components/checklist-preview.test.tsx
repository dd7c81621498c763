import type { Plan, PlanTask } from '@launchops/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChecklistHomeWidget from '../../../exposes/home-widget';
import { renderPage } from '@launchops/kit/testing';

const task = (itemId: number, categoryId: number, categoryName: string, completed = false): PlanTask => ({
  itemId,
  slug: `task-${itemId}`,
  title: `Task ${itemId}`,
  categoryId,
  categorySlug: categoryName.toLowerCase(),
  categoryName,
  checklistOrder: itemId,
  completed,
  applies: true,
  reason: 'every new company needs this',
  deadline: null,
});

function plan(overrides: Partial<Plan> = {}): Plan {
  const tasks = [
    task(1, 1, 'Legal', true),
    task(2, 1, 'Legal'),
    task(3, 1, 'Legal'),
    task(4, 1, 'Legal'),
    task(5, 2, 'Banking'),
    task(6, 3, 'Tax'),
    task(7, 4, 'HR'),
  ];
  return {
    answers: {},
    completedAt: null,
    updatedAt: null,
    tasks,
    deadlines: [],
    summary: { applicable: 7, completed: 1, hidden: 0, nextDeadline: null },
    ...overrides,
  };
}

function serve(body: Plan) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname === '/api/plan'
        ? new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } })
        : new Response('{"statusCode":404,"message":"no"}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('home checklist preview', () => {
  it('shows the real areas with the visitor’s progress and their next tasks, the counts from the API, and the quiz', async () => {
    serve(plan());
    renderPage(<ChecklistHomeWidget />);
    const card = await screen.findByRole('region', { name: 'Your startup checklist' });
    expect(await within(card).findByText(/^7 tasks in 4 areas\./)).toBeInTheDocument();
    const groups = within(card)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.closest('li')!);
    expect(groups.map((g) => within(g).getByRole('link').textContent)).toEqual(['Legal', 'Banking', 'Tax']);
    expect(within(groups[0]!).getByText('1 of 4 done')).toBeInTheDocument();
    expect(
      within(groups[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Task 2 (to do)', 'Task 3 (to do)', 'Task 4 (to do)']);
    expect(within(card).getByRole('link', { name: 'Take the readiness quiz' })).toHaveAttribute('href', '/checklist/quiz');
    expect(within(card).getByRole('link', { name: 'View the full checklist' })).toHaveAttribute('href', '/checklist');
    // Nothing is shown as done that the visitor has not done.
    expect(groups.map((g) => g.getAttribute('data-done'))).toEqual(['false', 'false', 'false']);
  });

  it('shows the plan’s summary once the quiz is done', async () => {
    serve(
      plan({
        completedAt: '2026-11-20T10:00:00.000Z',
        summary: {
          applicable: 5,
          completed: 1,
          hidden: 2,
          nextDeadline: {
            ruleId: '83b-election',
            taskSlug: 'file-83b-election',
            title: 'File your 83(b) election with the IRS',
            dueOn: '2026-12-15',
            movedFrom: null,
            daysLeft: 20,
            status: 'upcoming',
            recurring: false,
            because: 'because',
            ifMissed: null,
            source: { name: 'IRS', url: 'https://www.irs.gov/' },
            lastVerified: '2026-11-20',
          },
        },
      }),
    );
    renderPage(<ChecklistHomeWidget />);
    const summary = await screen.findByTestId('plan-summary');
    expect(summary).toHaveTextContent('Your plan: 1 of 5 tasks done. Next deadline: File your 83(b) election with the IRS, December 15, 2026.');
    expect(within(summary).getByRole('link', { name: 'Open my plan' })).toHaveAttribute('href', '/checklist/plan');
  });
});
