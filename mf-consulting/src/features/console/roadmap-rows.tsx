import styled from '@emotion/styled';
import { Trash2 } from 'lucide-react';
import { StyledButton } from '../../components/styled-primitives';
import type { RoadmapRow } from './hooks/use-roadmap-editor';

const StyledRows = styled.ol`
  display: grid;
  gap: 16px;
  margin: 12px 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: 8px;
    grid-template-columns: 1fr;
    border-top: 1px solid var(--lo-border);
    padding-top: 12px;
  }
  label {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  select,
  input,
  textarea {
    font: inherit;
    padding: 8px;
    border: 1px solid var(--lo-border);
    border-radius: 8px;
    background: var(--lo-bg);
    color: inherit;
  }
  textarea {
    min-height: 72px;
  }
  @media (min-width: 720px) {
    li {
      grid-template-columns: 2fr 1fr auto;
      align-items: end;
    }
    li label:nth-of-type(2) {
      grid-column: 1 / -1;
      grid-row: 2;
    }
  }
`;

export const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

/** The roadmap's tasks: each with its task, its order and its note, and a remove button. */
export function RoadmapRows({
  rows,
  tasks,
  onUpdate,
  onRemove,
}: {
  rows: readonly RoadmapRow[];
  tasks: ReadonlyArray<{ slug: string; title: string }>;
  onUpdate(key: number, change: Partial<RoadmapRow>): void;
  onRemove(key: number): void;
}) {
  return (
    <StyledRows aria-label="Roadmap tasks">
      {rows.map((row, index) => (
        <li key={row.key}>
          <label>
            Task {index + 1}
            <select value={row.taskSlug} onChange={(event) => onUpdate(row.key, { taskSlug: event.target.value })}>
              <option value="">Choose a task</option>
              {tasks.map((task) => (
                <option key={task.slug} value={task.slug}>
                  {task.title}
                </option>
              ))}
            </select>
          </label>
          <label>
            Order
            <input inputMode="numeric" value={row.position} onChange={(event) => onUpdate(row.key, { position: event.target.value })} />
          </label>
          <StyledButton type="button" variant="secondary" onClick={() => onRemove(row.key)}>
            <Trash2 size={16} aria-hidden="true" /> Remove task {index + 1}
          </StyledButton>
          <label>
            Note for task {index + 1}
            <textarea maxLength={2000} value={row.note} onChange={(event) => onUpdate(row.key, { note: event.target.value })} />
          </label>
        </li>
      ))}
    </StyledRows>
  );
}
