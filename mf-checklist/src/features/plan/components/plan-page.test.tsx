import type { Deadline, Plan } from '@launchops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlanPage } from './plan-page';

// What the API answers for a grant on November 5, 2026: day 30 is Saturday, December 5 (the moveNote is the API's,
// made from facts.yaml's weekend rule).
const MOVE_NOTE =
  'The rule names Saturday, December 5, 2026, a weekend or holiday: the last day moves to the next business day, but mail by the Friday before. Last day: Monday, December 7, 2026. Mail by: Friday, December 4, 2026.';

const election = (fields: Partial<Deadline>): Deadline => ({
  ruleId: '83b-election',
  taskSlug: 'file-83b-election',
  title: 'File your 83(b) election with the IRS',
  dueOn: '2026-12-07',
  movedFrom: '2026-12-05',
  daysLeft: 10,
  status: 'due-soon',
  recurring: false,
  because: 'because founder stock subject to vesting was granted on November 5, 2026',
  ifMissed: null,
  source: { name: 'IRS: Form 15620', url: 'https://www.irs.gov/forms-pubs/about-form-15620' },
  lastVerified: '2026-11-20',
  ...fields,
});

const plan = (deadline: Deadline): Plan => ({
  answers: { founderStockGranted: true, founderStockGrantedOn: '2026-11-05' },
  completedAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  tasks: [],
  deadlines: [deadline],
  summary: { applicable: 0, completed: 0, hidden: 0, nextDeadline: deadline },
});

function renderPlan(answer: Plan) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const body =
        path === '/api/plan' ? answer : path === '/api/plan/feed' ? { feed: null } : path === '/api/plan/reminders' ? { reminders: null } : undefined;
      return new Response(JSON.stringify(body ?? { message: 'Not found' }), { status: body ? 200 : 404, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/checklist/plan']}>
        <PlanPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('PlanPage: a deadline a weekend moved', () => {
  it('shows the moveNote the API sends (the weekend rule of facts.yaml, the last day and the day to mail by), and no wording of its own', async () => {
    renderPlan(plan(election({ mailBy: '2026-12-04', moveNote: MOVE_NOTE })));
    const notes = await screen.findAllByTestId('plan-deadline-moved');
    expect(notes.map((note) => note.textContent)).toContain(MOVE_NOTE);
    expect(document.body).not.toHaveTextContent('a weekend or holiday moves it to the next business day');
  });

  it('keeps its older sentence for an API before contracts 1.3 (no moveNote)', async () => {
    renderPlan(plan(election({})));
    expect(await screen.findAllByText(/a weekend or holiday moves it to the next business day/)).not.toHaveLength(0);
    expect(screen.queryByTestId('plan-deadline-moved')).toBeNull();
  });
});

describe("PlanPage: the site's one date format", () => {
  it("writes every day in the site's locale: month first for en (the API's notes say it that way too), day first for en-GB", async () => {
    const before = document.documentElement.lang;
    try {
      document.documentElement.lang = 'en';
      renderPlan(plan(election({})));
      expect((await screen.findAllByText(/December 7, 2026/)).length).toBeGreaterThan(0);
      cleanup();
      document.documentElement.lang = 'en-GB';
      renderPlan(plan(election({})));
      expect((await screen.findAllByText(/7 December 2026/)).length).toBeGreaterThan(0);
      expect(screen.queryByText(/December 7, 2026/)).toBeNull();
    } finally {
      document.documentElement.lang = before;
    }
  });
});

describe('PlanPage: an obligation owed only if a condition holds', () => {
  it('lists it under "If they apply to you" with its condition, not among the deadlines, and never as urgent', async () => {
    const instalment = election({
      ruleId: 'delaware-franchise-tax-instalment-december',
      taskSlug: 'file-delaware-annual-report-and-franchise-tax',
      title: 'Delaware franchise tax: third instalment (20 %)',
      dueOn: '2026-12-01',
      movedFrom: null,
      daysLeft: 4,
      recurring: true,
      condition: 'your Delaware franchise tax for the year is $5,000 or more',
    });
    renderPlan({ ...plan(election({})), deadlines: [election({}), instalment] });
    const section = (await screen.findByRole('heading', { name: 'If they apply to you' })).closest('section')!;
    expect(section).toHaveTextContent('Delaware franchise tax: third instalment (20 %)');
    expect(section).toHaveTextContent('Only if your Delaware franchise tax for the year is $5,000 or more.');
    const item = section.querySelector('[data-testid="plan-deadline"]')!;
    expect(item.getAttribute('data-conditional')).toBe('true');
    expect(item).toHaveTextContent('If it applies:');
    const deadlines = screen.getByRole('heading', { name: 'Deadlines' }).closest('section')!;
    expect(deadlines).not.toHaveTextContent('third instalment');
    expect(deadlines).toHaveTextContent('File your 83(b) election with the IRS');
  });
});

describe('PlanPage: the states the company touches', () => {
  it('links the page of each state it is formed in, works in, employs in or sells into', async () => {
    renderPlan({
      ...plan(election({})),
      answers: { entity: 'c-corp', formationState: 'DE', workStates: ['CA'], hiresEmployees: true, employeeStates: ['NY', 'MA'], salesStates: ['TX', 'CA'] },
    });
    const section = (await screen.findByRole('heading', { name: 'Your states' })).closest('section')!;
    const links = [...section.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Delaware', '/checklist/states/delaware'],
      ['California', '/checklist/states/california'],
      ['New York', '/checklist/states/new-york'],
      ['Massachusetts', '/checklist/states/massachusetts'],
      ['Texas', '/checklist/states/texas'],
      ['Every state', '/checklist/states'],
    ]);
  });
});
