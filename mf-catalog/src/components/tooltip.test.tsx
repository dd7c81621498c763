import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test starts with the tooltips' working part not loaded, as a page does.
let tooltip: typeof import('./tooltip');
let timing: typeof import('./tooltip-timing');
beforeEach(async () => {
  vi.resetModules();
  tooltip = await import('./tooltip');
  timing = await import('./tooltip-timing');
});

function renderTwo() {
  const { TooltipProvider, Tooltip } = tooltip;
  return render(
    <TooltipProvider>
      <Tooltip content="First tip">
        <button type="button" id="first">
          first
        </button>
      </Tooltip>
      <Tooltip content="Second tip">
        <button type="button" id="second">
          second
        </button>
      </Tooltip>
    </TooltipProvider>,
  );
}

const isWorking = (button: HTMLElement) => button.hasAttribute('data-state'); // Radix's trigger marks it

describe('Tooltip', () => {
  it("is the trigger alone until the page's first input; a trigger focused meanwhile keeps focus and opens", async () => {
    renderTwo();
    expect(isWorking(screen.getByRole('button', { name: 'first' }))).toBe(false);
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => screen.getByRole('button', { name: 'second' }).focus());
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Second tip');
    expect(screen.getByRole('button', { name: 'second' })).toHaveFocus();
    expect(isWorking(screen.getByRole('button', { name: 'first' }))).toBe(true);
  });

  it('opens the next tooltip at once within the skip window after another closes, with the delay after it', async () => {
    renderTwo();
    fireEvent.pointerMove(window);
    await act(() => tooltip.loadTooltips());
    vi.useFakeTimers();
    try {
      const first = screen.getByRole('button', { name: 'first' });
      const second = screen.getByRole('button', { name: 'second' });
      const hover = (button: HTMLElement) => fireEvent.pointerMove(button, { pointerType: 'mouse' });
      // Leaving the trigger and moving away from its tooltip closes it.
      const leave = (button: HTMLElement) => {
        fireEvent.pointerLeave(button, { pointerType: 'mouse', clientX: 400, clientY: 400 });
        fireEvent.pointerMove(document.body, { pointerType: 'mouse', clientX: 900, clientY: 900 });
      };
      hover(first);
      act(() => {
        vi.advanceTimersByTime(timing.TOOLTIP_DELAY_MS - 10);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(20);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');
      leave(first);
      expect(screen.queryByRole('tooltip')).toBeNull();
      await act(async () => undefined); // the close's microtask, as after a real event
      act(() => {
        vi.advanceTimersByTime(100);
      });
      hover(second);
      act(() => {
        vi.advanceTimersByTime(1);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('Second tip');
      leave(second);
      await act(async () => undefined);
      act(() => {
        vi.advanceTimersByTime(timing.TOOLTIP_SKIP_DELAY_MS + 100);
      });
      hover(first);
      act(() => {
        vi.advanceTimersByTime(timing.TOOLTIP_DELAY_MS - 100);
      });
      expect(screen.queryByRole('tooltip')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(150);
      });
      expect(screen.getByRole('tooltip')).toHaveTextContent('First tip');
    } finally {
      vi.useRealTimers();
    }
  });
});
