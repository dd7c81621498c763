import styled from '@emotion/styled';
import type { ChecklistItem } from '@launchops/contracts';
import { Route } from 'lucide-react';
import { useState } from 'react';
import { StyledButton } from '../../../components/button';
import { DifficultyBadge } from './difficulty-badge';
import { TimeBadge } from './time-badge';
import { TaskPlanBadges, usePlanFit } from '../../../utils/plan-fit';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border: 1px solid var(--lo-border);
  border-radius: 14px;
  background: var(--lo-surface);
  overflow: hidden;
`;

const StyledRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  grid-template-areas: 'check title meta';
  align-items: center;
  gap: 4px 14px;
  padding: 12px 16px;
  border-top: 1px solid var(--lo-border);
  &:first-of-type {
    border-top: 0;
  }
  &[data-completed='true'] {
    background: color-mix(in srgb, var(--lo-success-soft) 45%, transparent);
  }
  input {
    grid-area: check;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: var(--lo-success);
    cursor: pointer;
  }
  label {
    grid-area: title;
    cursor: pointer;
    font-weight: 600;
    line-height: 1.4;
  }
  &[data-completed='true'] label {
    text-decoration: line-through;
    text-decoration-thickness: 2px;
    color: var(--lo-fg-muted);
  }
  @media (max-width: 640px) {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-areas: 'check title' '. meta';
    align-items: start;
    input {
      margin-top: 1px;
    }
  }
`;

const StyledMeta = styled.span`
  grid-area: meta;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 6px;
  justify-content: flex-end;
  @media (max-width: 640px) {
    justify-content: flex-start;
  }
`;

const StyledGuide = styled(StyledButton)`
  min-height: 32px;
  padding: 4px 10px;
`;

export interface SimpleChecklistProps {
  items: readonly ChecklistItem[];
  onToggle: (item: ChecklistItem) => void;
  onOpenInGuide: (item: ChecklistItem) => void;
}

/**
 * The task's checkbox. The list takes the new value a moment after the click (the optimistic write runs
 * after a promise and a timer), and meanwhile React would put a controlled checkbox back, so it would
 * flick. It shows the click at once instead, until the list holds a new version of the task (the
 * optimistic write, the server's answer or the rollback, whichever comes first).
 */
function TaskCheckbox({ id, item, onToggle }: { id: string; item: ChecklistItem; onToggle: (item: ChecklistItem) => void }) {
  const [clickedOn, setClickedOn] = useState<ChecklistItem | null>(null);
  if (clickedOn && clickedOn !== item) setClickedOn(null);
  return (
    <input
      id={id}
      type="checkbox"
      checked={clickedOn === item ? !item.completed : item.completed}
      onChange={() => {
        setClickedOn(item);
        onToggle(item);
      }}
    />
  );
}

/** One row per task: a real checkbox, the title (struck through when done) and its effort. */
export function SimpleChecklist({ items, onToggle, onOpenInGuide }: SimpleChecklistProps) {
  const fit = usePlanFit();
  return (
    <StyledList aria-label="Tasks">
      {items.map((item) => {
        const inputId = `lo-checklist-check-${item.slug}`;
        return (
          <StyledRow key={item.id} data-completed={item.completed} data-task={item.slug}>
            <TaskCheckbox id={inputId} item={item} onToggle={onToggle} />
            <label htmlFor={inputId}>{item.title}</label>
            <StyledMeta>
              <DifficultyBadge difficulty={item.difficulty} />
              <TimeBadge estimatedTime={item.estimatedTime} />
              <TaskPlanBadges fit={fit} slug={item.slug} />
              <StyledGuide type="button" variant="ghost" size="sm" onClick={() => onOpenInGuide(item)} className="lo-no-print">
                <Route size={16} aria-hidden="true" />
                Guide <span className="lo-visually-hidden">for {item.title}</span>
              </StyledGuide>
            </StyledMeta>
          </StyledRow>
        );
      })}
    </StyledList>
  );
}
