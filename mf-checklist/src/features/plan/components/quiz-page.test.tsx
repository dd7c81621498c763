import type { QuizAnswers } from '@launchops/contracts';
import { renderPage } from '@launchops/kit/testing';
import { screen, waitFor } from '@testing-library/react';
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
