import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar';
import { ProgressCard } from './progress-card';

const fillColor = (bar: HTMLElement) => (bar.firstElementChild as HTMLElement).style.background;

describe('progress colours', () => {
  it.each([
    // The spec's colours: red below 30 %, yellow below 70 %, green from 70 %.
    [0, 'start', 'var(--lo-danger)'],
    [29, 'start', 'var(--lo-danger)'],
    [30, 'progress', 'var(--lo-warning)'],
    [69, 'progress', 'var(--lo-warning)'],
    [70, 'success', 'var(--lo-success)'],
  ])('a bar at %i%% is %s', (percent, tone, color) => {
    render(<ProgressBar percent={percent} label="Progress" />);
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveAttribute('data-tone', tone);
    expect(fillColor(bar)).toBe(color);
    expect((bar.firstElementChild as HTMLElement).style.width).toBe(`${percent}%`);
  });

  it.each([
    [29, 100, 'start'],
    [30, 100, 'progress'],
    [69, 100, 'progress'],
    [70, 100, 'success'],
  ])('the overall card with %i of %i tasks done shows the right percentage and colour', (completed, total, tone) => {
    render(
      <MemoryRouter>
        <ProgressCard completed={completed} total={total} />
      </MemoryRouter>,
    );
    expect(screen.getByText(`${completed}%`)).toBeInTheDocument();
    expect(screen.getByText(`${completed} of ${total} tasks complete`)).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toHaveAttribute('data-tone', tone);
  });

  it('names the next task with a link to it, and celebrates when all are done', () => {
    const { unmount } = render(
      <MemoryRouter>
        <ProgressCard
          completed={1}
          total={56}
          nextTask={{ title: 'Get an EIN', href: '/checklist/banking?task=get-an-ein', categoryName: 'Banking & Finance' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Get an EIN' })).toHaveAttribute('href', '/checklist/banking?task=get-an-ein');
    unmount();
    render(
      <MemoryRouter>
        <ProgressCard completed={56} total={56} />
      </MemoryRouter>,
    );
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText(/Every task is done/)).toBeInTheDocument();
  });

  it("with a plan, counts the whole guide and leaves what is next to the plan's card (no second, different 'Up next')", () => {
    render(
      <MemoryRouter>
        <ProgressCard
          completed={1}
          total={56}
          withPlan
          nextTask={{ title: 'Get an EIN', href: '/checklist/banking?task=get-an-ein', categoryName: 'Banking & Finance' }}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: 'The whole guide' })).toBeInTheDocument();
    expect(screen.getByText('1 of 56 tasks in the guide complete')).toBeInTheDocument();
    expect(screen.queryByText(/Up next/)).toBeNull();
    expect(screen.getByRole('progressbar', { name: 'Overall progress' })).toBeInTheDocument();
  });
});
