import type { Deadline, Plan, PlanTask } from '@launchops/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlanSummaryCard } from '../features/checklist/components/plan-summary-card';
import { type PlanFit, TaskPlanBadges, TaskPlanNote } from './plan-fit';

const deadline: Deadline = {
  ruleId: '83b-election',
  taskSlug: 'file-83b-election',
  title: 'File your 83(b) election with the IRS',
  dueOn: '2026-12-07',
  movedFrom: null,
  daysLeft: 5,
  status: 'due-soon',
  recurring: false,
  because: 'because founder stock subject to vesting was granted on November 7, 2026',
  ifMissed: null,
  source: { name: 'IRS', url: 'https://www.irs.gov/' },
  lastVerified: '2026-11-20',
};
const task = (fields: Partial<PlanTask>): PlanTask => ({
  itemId: 1,
  slug: 'file-83b-election',
  title: 'File your 83(b) election',
  categoryId: 1,
  categorySlug: 'legal',
  categoryName: 'Legal',
  completed: false,
  applies: true,
  reason: 'because founder stock with vesting was granted on November 7, 2026',
  deadline,
  ...fields,
});
const tasks = [
  task({}),
  task({
    itemId: 2,
    slug: 'draft-llc-operating-agreement',
    title: 'Draft the LLC operating agreement',
    applies: false,
    reason: 'for LLCs only; yours is a corporation',
    deadline: null,
  }),
];
const plan: Plan = {
  answers: {},
  completedAt: '2026-12-01T10:00:00.000Z',
  updatedAt: '2026-12-01T10:00:00.000Z',
  tasks,
  deadlines: [deadline],
  summary: { applicable: 1, completed: 0, hidden: 1, nextDeadline: deadline },
};
const fit: PlanFit = { plan, bySlug: new Map(tasks.map((t) => [t.slug, t])), next: tasks[0] };

describe('the checklist with a plan', () => {
  it("shows a task's last day for this company, and that a task is left out", () => {
    render(
      <MemoryRouter>
        <TaskPlanBadges fit={fit} slug="file-83b-election" />
        <TaskPlanBadges fit={fit} slug="draft-llc-operating-agreement" />
        <TaskPlanBadges fit={null} slug="file-83b-election" />
      </MemoryRouter>,
    );
    expect(screen.getByText('Your last day: December 7, 2026')).toBeInTheDocument();
    expect(screen.getByText('Not in your plan')).toBeInTheDocument();
  });

  it('says why the plan has the task, with the last day and the way to the plan', () => {
    render(
      <MemoryRouter>
        <TaskPlanNote fit={fit} slug="file-83b-election" />
      </MemoryRouter>,
    );
    const note = screen.getByTestId('task-plan-note');
    expect(note).toHaveTextContent('In your plan: Because founder stock with vesting was granted on November 7, 2026. Your last day: December 7, 2026.');
    expect(screen.getByRole('link', { name: 'Open your plan' })).toHaveAttribute('href', '/checklist/plan');
  });

  it('sums the plan up above the checklist: done of applicable, the next task and the next deadline', () => {
    render(
      <MemoryRouter>
        <PlanSummaryCard fit={fit} />
      </MemoryRouter>,
    );
    const card = screen.getByTestId('checklist-plan-card');
    expect(card).toHaveTextContent('0 of 1 tasks for your company done; 1 left out as they do not concern it.');
    expect(screen.getByRole('link', { name: 'File your 83(b) election' })).toHaveAttribute('href', '/checklist/legal?task=file-83b-election');
    expect(card).toHaveTextContent('Next deadline: File your 83(b) election with the IRS, December 7, 2026.');
  });
});
