import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTooltips, TooltipProvider } from '../../../components/tooltip';
import { endTooltipSkipWindow } from '../../../components/tooltip-timing';
import { ToolCategoryChips } from './tool-category-chips';

const TAGS = ['hr', 'payroll', 'benefits', 'it_management', 'compliance'];

function renderChips(tags = TAGS, max?: number) {
  return render(
    <TooltipProvider>
      <ToolCategoryChips tags={tags} max={max} />
      <button type="button">elsewhere</button>
    </TooltipProvider>,
  );
}

const tooltip = () => screen.queryByRole('tooltip');

// The tooltips' working part, as the page's first input would have loaded it (src/components/tooltip.test.tsx
// covers the loading itself).
beforeAll(async () => {
  await loadTooltips();
});

afterEach(() => {
  vi.useRealTimers();
  // A tooltip closed by one test would otherwise open the next test's at once.
  act(() => endTooltipSkipWindow());
});

describe('ToolCategoryChips: chips and the keyboard', () => {
  it('shows three chips and "+n more" for the rest', () => {
    renderChips();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['HR', 'Payroll', 'Benefits', '+2 more']);
    expect(screen.getByRole('button', { name: '+2 more categories: IT Management, Compliance' })).toBeInTheDocument();
  });

  it('shows no "+n more" when everything fits, and honours a smaller max', () => {
    const { unmount } = renderChips(['hr', 'payroll', 'benefits']);
    expect(screen.queryByRole('button')?.textContent).toBe('elsewhere');
    unmount();
    renderChips(TAGS, 2);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['HR', 'Payroll', '+3 more']);
  });

  it('opens the tooltip on keyboard focus and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderChips();
    await user.tab();
    expect(screen.getByRole('button', { name: /^\+2 more/ })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('IT Management, Compliance');
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
  });

  it('stays open while the page scrolls the focused button into view', async () => {
    const user = userEvent.setup();
    renderChips();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    fireEvent.scroll(document);
    expect(tooltip()).toBeInTheDocument();
    // Escape still closes it, even mid-scroll.
    fireEvent.scroll(document);
    await user.keyboard('{Escape}');
    expect(tooltip()).not.toBeInTheDocument();
    // Blur closes it too, even mid-scroll.
    await user.tab({ shift: true });
    await user.tab();
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    fireEvent.scroll(document);
    await user.tab();
    expect(screen.getByRole('button', { name: 'elsewhere' })).toHaveFocus();
    expect(tooltip()).not.toBeInTheDocument();
  });
});

describe('ToolCategoryChips: hover and touch', () => {
  it('opens after a 700 ms hover and reopens at once within 300 ms of closing', () => {
    vi.useFakeTimers();
    renderChips();
    const trigger = screen.getByRole('button', { name: /^\+2 more/ });
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    const hover = () => fireEvent.pointerMove(trigger, { pointerType: 'mouse' });
    // Leaving the trigger and moving away from the tooltip closes it.
    const leave = () => {
      fireEvent.pointerLeave(trigger, { pointerType: 'mouse', clientX: 400, clientY: 400 });
      fireEvent.pointerMove(elsewhere, { pointerType: 'mouse', clientX: 900, clientY: 900 });
    };

    hover();
    act(() => {
      vi.advanceTimersByTime(690);
    });
    expect(tooltip()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(tooltip()).toHaveTextContent('IT Management, Compliance');

    leave();
    expect(tooltip()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    // Within the skip window, hovering again opens without the delay.
    hover();
    expect(tooltip()).toBeInTheDocument();

    // After the skip window, the full delay applies again.
    leave();
    expect(tooltip()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    hover();
    act(() => {
      vi.advanceTimersByTime(600);
    });
    expect(tooltip()).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(tooltip()).toBeInTheDocument();
  });

  it('toggles on a tap (touch screens have no hover)', () => {
    renderChips();
    const trigger = screen.getByRole('button', { name: /^\+2 more/ });
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
    expect(tooltip()).toBeInTheDocument();
    fireEvent.pointerDown(trigger, { pointerType: 'touch' });
    fireEvent.click(trigger);
    expect(tooltip()).not.toBeInTheDocument();
  });
});
