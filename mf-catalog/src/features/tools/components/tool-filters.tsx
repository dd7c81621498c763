import styled from '@emotion/styled';
import { Check, SlidersHorizontal } from 'lucide-react';
import { pillCss, secondaryButtonCss } from '../../../components/shared-styles';
import { toLabel } from '../../../utils/format';

const StyledToggle = styled.button`
  ${secondaryButtonCss};
  min-height: 44px;
  &[aria-expanded='true'] {
    border-color: var(--lo-primary);
    color: var(--lo-primary);
  }
`;

const StyledCount = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 22px;
  height: 22px;
  padding: 0 6px;
  border-radius: 999px;
  background: var(--lo-primary);
  color: var(--lo-primary-fg);
  font-size: 0.75rem;
  font-weight: 700;
`;

const StyledPanel = styled.div`
  margin: 12px 0 0;
  padding: 16px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-bg-muted);
  &[hidden] {
    display: none;
  }
`;

const StyledPanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  margin-bottom: 12px;
  h2 {
    margin: 0;
    font-size: 1rem;
  }
`;

const StyledClear = styled.button`
  padding: 4px 8px;
  border: 0;
  border-radius: 6px;
  background: transparent;
  color: var(--lo-primary);
  font-weight: 600;
  font-size: 0.9rem;
  cursor: pointer;
  text-decoration: underline;
  text-underline-offset: 3px;
  &:disabled {
    color: var(--lo-fg-muted);
    cursor: not-allowed;
    text-decoration: none;
  }
`;

const StyledChips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledChip = styled.button`
  ${pillCss};
  min-height: 32px;
  padding: 4px 12px;
  font-size: 0.85rem;
  border: 1px solid var(--lo-border);
  background: var(--lo-surface);
  color: var(--lo-fg);
  cursor: pointer;
  &:hover {
    border-color: var(--lo-primary);
  }
  &[aria-pressed='true'] {
    border-color: var(--lo-primary);
    background: var(--lo-primary);
    color: var(--lo-primary-fg);
  }
`;

export interface FiltersToggleProps {
  open: boolean;
  onToggle: () => void;
  selectedCount: number;
  panelId: string;
}

/** The "Filters" button, with a badge counting the selected categories. */
export function FiltersToggle({ open, onToggle, selectedCount, panelId }: FiltersToggleProps) {
  return (
    <StyledToggle type="button" aria-expanded={open} aria-controls={panelId} onClick={onToggle}>
      <SlidersHorizontal size={18} aria-hidden="true" />
      Filters
      {selectedCount > 0 ? (
        <>
          <StyledCount aria-hidden="true" data-testid="filter-count">
            {selectedCount}
          </StyledCount>
          <span className="lo-visually-hidden">({selectedCount} selected)</span>
        </>
      ) : null}
    </StyledToggle>
  );
}

export interface CategoryFilterPanelProps {
  id: string;
  open: boolean;
  tags: readonly string[];
  selected: readonly string[];
  /** Whether anything (categories or the search) narrows the list. */
  canClear: boolean;
  onToggleTag: (tag: string) => void;
  onClear: () => void;
}

/** Multi-select category chips (toggle buttons) and Clear Filters (categories and search). */
export function CategoryFilterPanel({ id, open, tags, selected, canClear, onToggleTag, onClear }: CategoryFilterPanelProps) {
  const headingId = `${id}-title`;
  return (
    <StyledPanel id={id} hidden={!open} role="group" aria-labelledby={headingId} className="lo-no-print">
      <StyledPanelHeader>
        <h2 id={headingId}>Filter by category</h2>
        <StyledClear type="button" onClick={onClear} disabled={!canClear}>
          Clear Filters
        </StyledClear>
      </StyledPanelHeader>
      <StyledChips>
        {tags.map((tag) => {
          const pressed = selected.includes(tag);
          return (
            <li key={tag}>
              <StyledChip type="button" aria-pressed={pressed} onClick={() => onToggleTag(tag)}>
                {pressed ? <Check size={14} aria-hidden="true" /> : null}
                {toLabel(tag)}
              </StyledChip>
            </li>
          );
        })}
      </StyledChips>
    </StyledPanel>
  );
}
