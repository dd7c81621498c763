import styled from '@emotion/styled';
import type { ChecklistCategory } from '@launchops/contracts';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { percentComplete } from '../utils/progress';
import { CategoryIcon } from './category-icon';
import { ProgressRing } from './progress-ring';

export const CHECKLIST_PANEL_ID = 'lo-checklist-panel';
export const tabIdFor = (slug: string) => `lo-checklist-tab-${slug}`;

const StyledList = styled.div`
  position: relative;
  display: grid;
  gap: 12px;
  grid-template-columns: repeat(auto-fill, minmax(300px, 1fr));
  @media (max-width: 640px) {
    /* One swipeable row on phones, so the tasks stay close to the top. */
    grid-template-columns: none;
    grid-auto-flow: column;
    grid-auto-columns: minmax(240px, 80%);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    padding: 4px 2px 10px;
    margin: -4px -2px 0;
    > * {
      scroll-snap-align: start;
    }
  }
`;

const StyledTab = styled.button`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas:
    'icon name ring'
    'desc desc desc'
    'count count count';
  align-items: center;
  gap: 6px 12px;
  width: 100%;
  padding: 14px 16px;
  text-align: left;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  color: var(--lo-fg);
  cursor: pointer;
  transition:
    border-color 120ms ease,
    box-shadow 120ms ease,
    background-color 120ms ease;
  &:hover {
    border-color: var(--lo-primary);
  }
  &[aria-selected='true'] {
    border-color: var(--lo-primary);
    background: var(--lo-primary-soft);
    box-shadow: inset 0 0 0 1px var(--lo-primary);
  }
`;

const StyledIcon = styled.span`
  grid-area: icon;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border-radius: 10px;
  color: var(--lo-primary);
  background: var(--lo-primary-soft);
  [aria-selected='true'] > & {
    background: var(--lo-surface);
  }
`;

const StyledName = styled.span`
  grid-area: name;
  font-weight: 700;
  line-height: 1.3;
`;

const StyledDescription = styled.span`
  grid-area: desc;
  font-size: 0.87rem;
  line-height: 1.45;
  color: var(--lo-fg-muted);
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

const StyledCount = styled.span`
  grid-area: count;
  font-size: 0.8rem;
  font-weight: 600;
  color: var(--lo-fg-muted);
`;

export interface CategoryTabsProps {
  categories: readonly ChecklistCategory[];
  selectedId: number | undefined;
  onSelect: (category: ChecklistCategory) => void;
}

/**
 * The categories as tabs (one panel, CHECKLIST_PANEL_ID). Arrow keys, Home and End move between
 * tabs; Enter or Space opens one (manual activation: opening a tab loads its tasks).
 */
export function CategoryTabs({ categories, selectedId, onSelect }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = Math.max(
    0,
    categories.findIndex((c) => c.id === selectedId),
  );

  // On phones the tabs are one scrolling row: bring the selected one into view (without moving the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const left = Math.max(0, tab.offsetLeft - 2);
    if (left < list.scrollLeft || left + tab.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left;
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const current = tabs.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0 || tabs.length === 0) return;
    let next: number;
    switch (event.key) {
      case 'ArrowRight':
      case 'ArrowDown':
        next = (current + 1) % tabs.length;
        break;
      case 'ArrowLeft':
      case 'ArrowUp':
        next = (current - 1 + tabs.length) % tabs.length;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = tabs.length - 1;
        break;
      default:
        return;
    }
    event.preventDefault();
    tabs[next]?.focus();
  };

  return (
    <StyledList ref={listRef} role="tablist" aria-label="Checklist categories" onKeyDown={onKeyDown} className="lo-no-print">
      {categories.map((category, index) => {
        const selected = category.id === selectedId;
        const percent = percentComplete(category.completedItems, category.totalItems);
        const id = tabIdFor(category.slug);
        return (
          <StyledTab
            key={category.id}
            id={id}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={CHECKLIST_PANEL_ID}
            aria-describedby={`${id}-count ${id}-desc`}
            tabIndex={index === selectedIndex ? 0 : -1}
            data-slug={category.slug}
            onClick={() => onSelect(category)}
          >
            <StyledIcon>
              <CategoryIcon name={category.icon} size={22} />
            </StyledIcon>
            <StyledName id={`${id}-name`}>{category.name}</StyledName>
            {/* The name is the tab's name; the rest is its description (read through aria-describedby). */}
            <span aria-hidden="true" style={{ gridArea: 'ring', display: 'flex' }}>
              <ProgressRing percent={percent} size={46} />
            </span>
            <StyledDescription id={`${id}-desc`} aria-hidden="true">
              {category.description}
            </StyledDescription>
            <StyledCount id={`${id}-count`} aria-hidden="true">
              {percent}% complete · {category.completedItems} of {category.totalItems} tasks
            </StyledCount>
          </StyledTab>
        );
      })}
    </StyledList>
  );
}
