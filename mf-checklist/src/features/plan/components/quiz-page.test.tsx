import type { QuizAnswers } from '@launchops/contracts';
import { renderPage } from '@launchops/kit/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuizPage } from './quiz-page';

const planOf = (answers: QuizAnswers) => ({
  answers,
  completedAt: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  tasks: [],
  deadlines: [],
  summary: { applicable: 0, completed: 0, hidden: 0, nextDeadline: null },
});

/** The plan API behind a stubbed fetch: it answers with the answers it was last sent, and keeps what it was sent. */
function fakePlanApi(answers: QuizAnswers) {
  const saved: Array<{ answers: QuizAnswers; complete: boolean }> = [];
  let current = answers;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { answers: QuizAnswers; complete: boolean };
        saved.push(body);
        current = body.answers;
      }
      expect(String(input)).toMatch(/\/api\/plan(\/answers)?$/);
      return new Response(JSON.stringify(planOf(current)), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return saved;
}

/** A Delaware corporation that has answered up to the founders' screen. */
const delawareCorp: QuizAnswers = { entity: 'c-corp', formationState: 'DE', formedOn: '2026-10-01', founderCount: 2, founderStockGranted: false };

describe('the quiz: where the team works', () => {
  it('asks where the founders work, and a state picked in the list is enough to go on', async () => {
    const saved = fakePlanApi(delawareCorp);
    const { user } = renderPage(<QuizPage />, { url: '/checklist/quiz' });
    await screen.findByRole('heading', { level: 2, name: 'Where does your team work?' });
    const list = screen.getByRole('combobox', { name: 'States where the founders and any current employees work' });
    // A Delaware company is rarely run from Delaware: nothing is chosen for the founder.
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    await user.selectOptions(list, 'CA');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Where are you today?' });
    expect(saved.at(-1)!.answers.workStates).toEqual(['CA']);
  });

  it('starts from the state of formation for a company formed outside Delaware', async () => {
    const saved = fakePlanApi({ ...delawareCorp, entity: 'llc', formationState: 'TX' });
    const { user } = renderPage(<QuizPage />, { url: '/checklist/quiz' });
    await screen.findByRole('heading', { level: 2, name: 'Where does your team work?' });
    expect(screen.getByRole('button', { name: 'Remove Texas' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(saved.at(-1)?.answers.workStates).toEqual(['TX']));
  });

  it('employees: a state picked without "Add state" counts too', async () => {
    const saved = fakePlanApi({ ...delawareCorp, workStates: ['CA'], stage: 'pre-revenue', paysContractors: false, hiresEmployees: true });
    const { user } = renderPage(<QuizPage />, { url: '/checklist/quiz' });
    await screen.findByRole('heading', { level: 2, name: 'Your employees' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'States where employees will work' }), 'NY');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Raising money' });
    expect(saved.at(-1)!.answers.employeeStates).toEqual(['NY']);
  });
});

describe('the quiz: owners and valuation (issue 33)', () => {
  it('asks whether any owner is foreign, and saves the answer with the founders’ screen', async () => {
    const saved = fakePlanApi({ entity: 'llc', formationState: 'DE', formedOn: '2026-10-01' });
    const { user } = renderPage(<QuizPage />, { url: '/checklist/quiz' });
    await screen.findByRole('heading', { level: 2, name: 'Founders and founder stock' });
    await user.type(screen.getByRole('spinbutton', { name: 'How many founders?' }), '1');
    const foreign = screen.getByRole('group', { name: /foreign person/ });
    await user.click(within(foreign).getByRole('radio', { name: 'Yes' }));
    await user.click(within(screen.getByRole('group', { name: /founder equity/ })).getByRole('radio', { name: 'Not yet' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Where does your team work?' });
    expect(saved.at(-1)!.answers).toMatchObject({ founderCount: 1, foreignOwner: true });
  });

  it('asks a corporation for the date of its last 409A valuation', async () => {
    const saved = fakePlanApi({ ...delawareCorp, workStates: ['CA'], stage: 'pre-revenue', paysContractors: false, hiresEmployees: false });
    const { user } = renderPage(<QuizPage />, { url: '/checklist/quiz' });
    await screen.findByRole('heading', { level: 2, name: 'Raising money' });
    await user.click(screen.getByRole('radio', { name: 'Not raising money yet' }));
    fireEvent.change(screen.getByLabelText(/last 409A valuation/), { target: { value: '2026-02-20' } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { level: 2, name: 'Selling' });
    expect(saved.at(-1)!.answers.valuation409aOn).toBe('2026-02-20');
  });
});
