import styled from '@emotion/styled';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { pillCss } from '../../../components/shared-styles';
import { Tooltip } from '../../../components/tooltip';
import { toLabel } from '../../../utils/format';

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledChip = styled.span`
  ${pillCss};
  font-weight: 500;
  background: var(--lo-bg-muted);
  color: var(--lo-fg-muted);
  border: 1px solid var(--lo-border);
`;

const StyledMore = styled.button`
  ${pillCss};
  font-weight: 600;
  background: transparent;
  color: var(--lo-primary);
  border: 1px dashed var(--lo-primary);
  cursor: pointer;
  &:hover {
    background: var(--lo-primary-soft);
  }
`;

// When a scroll happened last, anywhere on the page (one listener for every chip list).
let lastScrollAt = Number.NEGATIVE_INFINITY;
let trackingScrolls = false;
function trackScrolls() {
  if (trackingScrolls) return;
  trackingScrolls = true;
  window.addEventListener('scroll', () => (lastScrollAt = performance.now()), { capture: true, passive: true });
}

/** Chips shown before "+n more" (the spec's 3; 2 on small cards). */
export const VISIBLE_CHIPS = 3;

export interface ToolCategoryChipsProps {
  tags: readonly string[];
  max?: number;
}

/**
 * Up to `max` category chips; the rest sit behind a "+n more" button whose tooltip lists them
 * (hover, keyboard focus or a tap). The button's name lists them too, for screen readers.
 */
export function ToolCategoryChips({ tags, max = VISIBLE_CHIPS }: ToolCategoryChipsProps) {
  const shown = tags.slice(0, max);
  const hidden = tags.slice(max);
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Focus comes back to the button by its id when the tooltips' code arrives and it renders anew (tooltip.tsx).
  const triggerId = useId();
  // Radix closes a tooltip on pointerdown; remember the state before it so a tap toggles.
  const openBeforePointer = useRef<boolean | null>(null);
  const escapePressed = useRef(false);
  const hiddenLabels = hidden.map(toLabel);

  useEffect(trackScrolls, []);

  const onOpenChange = (next: boolean) => {
    // Radix closes on any page scroll, including the (smooth) one the browser makes to bring a button
    // reached with Tab into view: keep it open while the button has focus. Blur and Escape still close it.
    const scrolling = performance.now() - lastScrollAt < 100;
    if (!next && !escapePressed.current && scrolling && document.activeElement === trigger.current) return;
    escapePressed.current = false;
    setOpen(next);
  };
  const onPointerDown = () => {
    openBeforePointer.current = open;
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Radix would close the tooltip on click; this button toggles it instead.
    event.preventDefault();
    const wasOpen = openBeforePointer.current ?? open;
    openBeforePointer.current = null;
    setOpen(!wasOpen);
  };

  return (
    <StyledList aria-label="Categories">
      {shown.map((tag) => (
        <li key={tag}>
          <StyledChip>{toLabel(tag)}</StyledChip>
        </li>
      ))}
      {hidden.length > 0 ? (
        <li>
          <Tooltip content={hiddenLabels.join(', ')} open={open} onOpenChange={onOpenChange} onEscapeKeyDown={() => (escapePressed.current = true)}>
            <StyledMore
              ref={trigger}
              id={triggerId}
              type="button"
              aria-label={`+${hidden.length} more categories: ${hiddenLabels.join(', ')}`}
              onPointerDown={onPointerDown}
              onClick={onClick}
            >
              +{hidden.length} more
            </StyledMore>
          </Tooltip>
        </li>
      ) : null}
    </StyledList>
  );
}
