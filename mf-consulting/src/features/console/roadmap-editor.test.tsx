import { renderPage } from '@launchops/kit/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '../../testing/mock-api';
import { RoadmapEditor } from './roadmap-editor';

const checklist = {
  categories: [],
  tasks: [
    {
      id: 1,
      slug: 'file-83b-election',
      categoryId: 1,
      title: 'File the 83(b) election',
      order: 1,
      difficulty: 'medium',
      estimatedTime: '1h',
      description: 'd',
      resources: '',
      recommendedTools: '[]',
      source: 'IRS',
      lastVerified: '2026-11-27',
    },
    {
      id: 2,
      slug: 'adopt-stock-plan',
      categoryId: 1,
      title: 'Adopt a stock plan',
      order: 2,
      difficulty: 'hard',
      estimatedTime: '2w',
      description: 'd',
      resources: '',
      recommendedTools: '[]',
      source: 'Carta',
      lastVerified: '2026-11-27',
    },
  ],
};
const founder = { accountId: 7, email: 'ada@example.com', noteCount: 1, updatedAt: '2026-11-26T10:00:00.000Z' };
const roadmap = { notes: [{ taskSlug: 'file-83b-election', note: 'Within the 30 days.', position: 1 }], updatedAt: '2026-11-26T10:00:00.000Z' };

afterEach(() => vi.unstubAllGlobals());

describe('RoadmapEditor (advisor console)', () => {
  it("loads a Premium founder's roadmap, adds a task with a note and an order, and saves the whole roadmap", async () => {
    const api = mockApi({
      'GET /api/advisor/roadmaps': () => json(200, [founder]),
      'GET /api/advisor/roadmaps/7': () => json(200, roadmap),
      'GET /api/checklist': () => json(200, checklist),
      'PUT /api/advisor/roadmaps/7': (call) => json(200, { ...(call.body as object), updatedAt: '2026-11-27T10:00:00.000Z' }),
    });
    const user = userEvent.setup();
    renderPage(<RoadmapEditor />, { url: '/consulting/console' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Founder' }), 'ada@example.com (1 note)');
    expect(await screen.findByRole('textbox', { name: 'Note for task 1' })).toHaveValue('Within the 30 days.');
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    const rows = within(screen.getByRole('list', { name: 'Roadmap tasks' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    await within(rows[1]!).findByRole('option', { name: 'Adopt a stock plan' });
    await user.selectOptions(within(rows[1]!).getByRole('combobox', { name: 'Task 2' }), 'adopt-stock-plan');
    await user.type(within(rows[1]!).getByRole('textbox', { name: 'Note for task 2' }), 'Before any offer.');
    await user.click(screen.getByRole('button', { name: 'Save the roadmap' }));
    expect(await screen.findByText(/Saved\. The founder is e-mailed/)).toBeInTheDocument();
    expect(api.callsTo('PUT', '/api/advisor/roadmaps/7')[0]!.body).toEqual({
      notes: [
        { taskSlug: 'file-83b-election', note: 'Within the 30 days.', position: 1 },
        { taskSlug: 'adopt-stock-plan', note: 'Before any offer.', position: 2 },
      ],
    });
  });

  it("shows the API's refusal and asks nothing for a row without a task", async () => {
    const api = mockApi({
      'GET /api/advisor/roadmaps': () => json(200, [founder]),
      'GET /api/advisor/roadmaps/7': () => json(200, roadmap),
      'GET /api/checklist': () => json(200, checklist),
      'PUT /api/advisor/roadmaps/7': () => json(422, { statusCode: 422, message: 'Account 7 is not on the Premium plan, so it has no custom roadmap.' }),
    });
    const user = userEvent.setup();
    renderPage(<RoadmapEditor />, { url: '/consulting/console' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Founder' }), 'ada@example.com (1 note)');
    await screen.findByRole('textbox', { name: 'Note for task 1' });
    await user.click(screen.getByRole('button', { name: 'Add a task' }));
    await user.click(screen.getByRole('button', { name: 'Save the roadmap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a task for every row');
    expect(api.callsTo('PUT', '/api/advisor/roadmaps')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove task 2' }));
    await user.click(screen.getByRole('button', { name: 'Save the roadmap' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not on the Premium plan');
  });

  it('shows nothing to an account that is not the advisor', async () => {
    mockApi({
      'GET /api/advisor/roadmaps': () => json(403, { statusCode: 403, message: 'Not the advisor' }),
      'GET /api/checklist': () => json(200, checklist),
    });
    const { container } = renderPage(<RoadmapEditor />, { url: '/consulting/console' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('h2')).toBeNull();
  });
});
