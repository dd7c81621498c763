import styled from '@emotion/styled';
import * as RadixTooltip from '@radix-ui/react-tooltip';
import type { ReactNode } from 'react';

/** Hover delay before a tooltip opens, and the window after a close in which the next opens at once. */
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

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
  svg { fill: var(--lo-fg); }
`;

/** One provider per page so the skip delay works across all of its tooltips. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </RadixTooltip.Provider>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** A focusable element (the trigger). */
  children: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Called before Escape closes the tooltip. */
  onEscapeKeyDown?: () => void;
}

export function Tooltip({ content, children, open, onOpenChange, onEscapeKeyDown }: TooltipProps) {
  return (
    <RadixTooltip.Root open={open} onOpenChange={onOpenChange}>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <StyledContent side="top" sideOffset={6} collisionPadding={8} onEscapeKeyDown={onEscapeKeyDown} data-testid="catalog-tooltip">
          {content}
          <RadixTooltip.Arrow width={10} height={5} />
        </StyledContent>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
