import styled from '@emotion/styled';
import { type KeyboardEvent, useRef } from 'react';

const StyledTabList = styled.div`
  display: flex;
  gap: 4px;
  overflow-x: auto;
  padding: 4px;
  margin: 0 0 16px;
  border: 1px solid var(--lo-border);
  border-radius: 10px;
  background: var(--lo-bg-muted);
  scrollbar-width: thin;
`;

const StyledTab = styled.button`
  flex-shrink: 0;
  padding: 8px 14px;
  border: 0;
  border-radius: 7px;
  background: transparent;
  color: var(--lo-fg-muted);
  font-weight: 600;
  font-size: 0.9rem;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: var(--lo-fg);
  }
  &[aria-selected='true'] {
    background: var(--lo-surface);
    color: var(--lo-primary);
    box-shadow: var(--lo-shadow);
  }
  &:focus-visible {
    outline: 3px solid var(--lo-focus);
    outline-offset: -3px;
  }
`;

export interface TabItem<T extends string> {
  id: T;
  label: string;
}

export interface TabListProps<T extends string> {
  label: string;
  tabs: ReadonlyArray<TabItem<T>>;
  value: T;
  onChange: (id: T) => void;
  /** Prefix for the tab ids; the panel is labelled by `${idPrefix}-tab-${value}`. */
  idPrefix: string;
  /** Id of the one panel the tabs control. */
  panelId: string;
}

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab in the Tab order, arrow keys (and Home/End)
 * move between tabs and select them.
 */
export function TabList<T extends string>({ label, tabs, value, onChange, idPrefix, panelId }: TabListProps<T>) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === value);
    const last = tabs.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    onChange(tab.id);
    refs.current.get(tab.id)?.focus();
  };
  return (
    <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const selected = tab.id === value;
        return (
          <StyledTab
            key={tab.id}
            ref={(node) => {
              if (node) refs.current.set(tab.id, node);
              else refs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.id)}
          >
            {tab.label}
          </StyledTab>
        );
      })}
    </StyledTabList>
  );
}
