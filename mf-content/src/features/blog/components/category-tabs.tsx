import styled from '@emotion/styled';
import { type KeyboardEvent, useRef } from 'react';

const StyledTabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const StyledTab = styled.button`
  min-height: 40px;
  padding: 6px 16px;
  border-radius: 999px;
  border: 1px solid var(--lo-border);
  background: var(--lo-surface);
  color: var(--lo-fg);
  font-weight: 600;
  font-size: 0.95rem;
  cursor: pointer;
  transition:
    background 120ms ease,
    border-color 120ms ease;
  &:hover {
    border-color: var(--lo-primary);
  }
  &[aria-selected='true'] {
    background: var(--lo-primary);
    border-color: var(--lo-primary);
    color: var(--lo-primary-fg);
  }
`;

export const ALL_CATEGORIES_LABEL = 'All';

interface CategoryTabsProps {
  categories: readonly string[];
  /** null: all categories. */
  selected: string | null;
  onSelect: (category: string | null) => void;
  /** The id of the element the tabs control. */
  panelId: string;
  idPrefix: string;
}

export const tabIdFor = (idPrefix: string, category: string | null) =>
  `${idPrefix}-tab-${category === null ? 'all' : category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Category tabs (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between them. */
export function CategoryTabs({ categories, selected, onSelect, panelId, idPrefix }: CategoryTabsProps) {
  const options: Array<string | null> = [null, ...categories];
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = options.indexOf(selected);
  // An unknown category selects no tab; the first one stays reachable by Tab.
  const focusableIndex = selectedIndex === -1 ? 0 : selectedIndex;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = options.length - 1;
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? (index + 1) % options.length
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? (index - 1 + options.length) % options.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    refs.current[next]?.focus();
    onSelect(options[next] ?? null);
  };

  return (
    <StyledTabList role="tablist" aria-label="Article categories">
      {options.map((category, index) => (
        <StyledTab
          key={category ?? '*'}
          ref={(element) => {
            refs.current[index] = element;
          }}
          type="button"
          role="tab"
          id={tabIdFor(idPrefix, category)}
          aria-selected={index === selectedIndex}
          aria-controls={panelId}
          tabIndex={index === focusableIndex ? 0 : -1}
          onClick={() => onSelect(category)}
          onKeyDown={(event) => onKeyDown(event, index)}
        >
          {category ?? ALL_CATEGORIES_LABEL}
        </StyledTab>
      ))}
    </StyledTabList>
  );
}
