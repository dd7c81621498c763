import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import ChecklistHomeWidget from '../../../exposes/home-widget';

describe('home checklist preview', () => {
  it('shows the three groups, the first done, and links to the full checklist', () => {
    render(
      <MemoryRouter>
        <ChecklistHomeWidget />
      </MemoryRouter>,
    );
    const card = screen.getByRole('region', { name: 'Interactive Startup Checklist' });
    expect(within(card).getByText('Most Popular')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View full interactive checklist' })).toHaveAttribute('href', '/checklist');

    const groups = within(card).getAllByRole('heading', { level: 4 }).map((h) => h.closest('li')!);
    expect(groups.map((g) => g.getAttribute('data-done'))).toEqual(['true', 'false', 'false']);
    const tasks = (index: number) => within(groups[index]!).getAllByRole('listitem').map((li) => li.textContent);
    expect(tasks(0)).toEqual([
      'Choose a business structure (done)',
      'Register the business name (done)',
      'Apply for licenses and permits (done)',
    ]);
    expect(tasks(1)).toEqual(['Define target market (to do)', 'Analyze competitors (to do)', 'Validate the idea (to do)']);
    expect(tasks(2)).toEqual(['Create an MVP (to do)', 'Gather initial feedback (to do)', 'Iterate on customer input (to do)']);
  });
});
