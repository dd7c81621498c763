import styled from '@emotion/styled';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import { noteTooltipClosed, TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS, type TooltipProps, useSkippingDelay } from './tooltip-timing';

/**
 * The tooltips' working part (Radix and its positioning, about 20 kB gzip), loaded by tooltip.tsx on the
 * page's first input: until then a trigger is the button alone, whose own name says what its tooltip shows.
 * It imports only tooltip-timing.ts, never tooltip.tsx, so the two parts form no cycle.
 */

const StyledContent = styled(RadixTooltip.Content)`
  z-index: 60;
  max-width: min(280px, calc(100vw - 32px));
  padding: 8px 12px;
  border-radius: 8px;
  background: var(--lo-fg);
  color: var(--lo-bg);
  font-size: 0.85rem;
  line-height: 1.4;
  box-shadow: var(--lo-shadow);
  svg {
    fill: var(--lo-fg);
  }
`;

/**
 * One tooltip. Each has a provider of its own (a page-wide one would have to be loaded with the page's first
 * paint); the skip delay across the page's tooltips comes from tooltip-timing.ts's shared window instead.
 */
export function RadixTooltipRoot({ content, children, open, onOpenChange, onEscapeKeyDown }: TooltipProps) {
  const skipping = useSkippingDelay();
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      <RadixTooltip.Root
        open={open}
        delayDuration={skipping ? 0 : TOOLTIP_DELAY_MS}
        onOpenChange={(next) => {
          if (!next) noteTooltipClosed();
          onOpenChange?.(next);
        }}
      >
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <StyledContent side="top" sideOffset={6} collisionPadding={8} onEscapeKeyDown={onEscapeKeyDown} data-testid="catalog-tooltip">
            {content}
            <RadixTooltip.Arrow width={10} height={5} />
          </StyledContent>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
