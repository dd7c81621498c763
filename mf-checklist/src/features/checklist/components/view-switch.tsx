import styled from '@emotion/styled';
import { LayoutList, Route } from 'lucide-react';
import type { ChecklistView } from '../stores/view-store';

const StyledFieldset = styled.fieldset`
  display: inline-flex;
  margin: 0;
  padding: 4px;
  border: 1px solid var(--lo-border);
  border-radius: 12px;
  background: var(--lo-bg-muted);
  legend {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }
  label {
    position: relative;
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: 38px;
    padding: 6px 14px;
    border-radius: 9px;
    font-weight: 600;
    font-size: 0.92rem;
    color: var(--lo-fg-muted);
    cursor: pointer;
    white-space: nowrap;
  }
  label:hover {
    color: var(--lo-fg);
  }
  @media (max-width: 480px) {
    display: flex;
    width: 100%;
    label {
      flex: 1;
      justify-content: center;
      padding: 6px 8px;
      gap: 6px;
      font-size: 0.88rem;
    }
  }
  @media (max-width: 374px) {
    label svg {
      display: none;
    }
  }
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  label:has(input:checked) {
    background: var(--lo-surface);
    color: var(--lo-primary);
    box-shadow: var(--lo-shadow);
  }
  label:has(input:focus-visible) {
    outline: 3px solid var(--lo-focus);
    outline-offset: 2px;
  }
`;

const VIEWS: Array<{ value: ChecklistView; label: string; Icon: typeof Route }> = [
  { value: 'guided', label: 'Guided Journey', Icon: Route },
  { value: 'simple', label: 'Simple Checklist', Icon: LayoutList },
];

/** Guided Journey or Simple Checklist, as a radio group (arrow keys switch). */
export function ViewSwitch({ view, onChange }: { view: ChecklistView; onChange: (view: ChecklistView) => void }) {
  return (
    <StyledFieldset className="lo-no-print">
      <legend>View</legend>
      {VIEWS.map(({ value, label, Icon }) => (
        <label key={value}>
          <input type="radio" name="lo-checklist-view" value={value} checked={view === value} onChange={() => onChange(value)} />
          <Icon size={16} aria-hidden="true" />
          {label}
        </label>
      ))}
    </StyledFieldset>
  );
}
