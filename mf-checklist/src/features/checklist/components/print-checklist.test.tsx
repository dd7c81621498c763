import type { ChecklistCategory, ChecklistItem } from '@launchops/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PrintChecklist } from './print-checklist';

const category: ChecklistCategory = {
  id: 1,
  slug: 'legal',
  name: 'Legal Formation',
  description: 'd',
  icon: 'Building2',
  order: 1,
  totalItems: 2,
  completedItems: 1,
};
const item = (id: number, completed: boolean): ChecklistItem => ({
  id,
  slug: `task-${id}`,
  categoryId: 1,
  title: `Task ${id}`,
  order: id,
  completed,
  difficulty: 'easy',
  estimatedTime: '1 hour',
  description: 'd',
  resources: '',
  recommendedTools: '[]',
  source: 's',
  lastVerified: '2026-01-01',
});

afterEach(() => vi.useRealTimers());

describe('paper checklist', () => {
  it('is left out of the first render and added once the page is idle', async () => {
    vi.useFakeTimers();
    render(<PrintChecklist categories={[category]} items={[item(1, true), item(2, false)]} />);
    expect(screen.queryByTestId('print-checklist')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    const printed = screen.getByTestId('print-checklist');
    expect(printed.querySelectorAll('li')).toHaveLength(2);
    expect(printed.querySelector('li[data-completed="true"]')?.textContent).toMatch(/^☑1\. Task 1 \(done\)/);
  });

  it('is there at once when printing starts before the page was idle', () => {
    render(<PrintChecklist categories={[category]} items={[item(1, false)]} />);
    expect(screen.queryByTestId('print-checklist')).toBeNull();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    // Rendered synchronously inside the event, before the browser lays the page out for paper.
    expect(screen.getByTestId('print-checklist').querySelectorAll('li')).toHaveLength(1);
  });
});
