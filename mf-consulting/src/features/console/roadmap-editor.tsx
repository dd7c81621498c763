import styled from '@emotion/styled';
import {
  ApiRequestError,
  apiGet,
  apiRequest,
  checklistContentSchema,
  ROADMAP_MAX_NOTES,
  type RoadmapNote,
  roadmapFounderListSchema,
  roadmapSchema,
} from '@launchops/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Map as MapIcon, Plus, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { CONSULTING_QUERY_KEY } from '../consulting/api/consulting-keys';
import { StyledButton, StyledCard, StyledFieldError, StyledHint, StyledNotice } from '../consulting/components/styled-primitives';

/**
 * The advisor's editor of a Premium founder's custom roadmap: choose the founder, then give tasks of her plan a note
 * and a place in the order (1 first). Saving replaces her roadmap; the API e-mails her when it changed.
 */

const keys = {
  founders: [...CONSULTING_QUERY_KEY, 'roadmaps'] as const,
  roadmap: (accountId: number) => [...CONSULTING_QUERY_KEY, 'roadmaps', accountId] as const,
};

interface Row {
  key: number;
  taskSlug: string;
  note: string;
  position: string;
}

let nextKey = 1;
const toRow = (note: RoadmapNote): Row => ({
  key: nextKey++,
  taskSlug: note.taskSlug,
  note: note.note,
  position: note.position === null ? '' : String(note.position),
});

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

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

export function RoadmapEditor() {
  const headingId = useId();
  const founders = useQuery({
    queryKey: keys.founders,
    queryFn: ({ signal }) => apiGet('/api/advisor/roadmaps', roadmapFounderListSchema, signal),
    staleTime: 0,
    retry: false,
  });
  const checklist = useQuery({
    queryKey: [...CONSULTING_QUERY_KEY, 'checklist-tasks'],
    queryFn: ({ signal }) => apiGet('/api/checklist', checklistContentSchema, signal),
    staleTime: 300_000,
  });
  const [accountId, setAccountId] = useState<number | null>(null);
  const roadmap = useQuery({
    queryKey: keys.roadmap(accountId ?? 0),
    queryFn: ({ signal }) => apiGet(`/api/advisor/roadmaps/${accountId}`, roadmapSchema, signal),
    enabled: accountId !== null,
    staleTime: 0,
    retry: false,
  });
  const [rows, setRows] = useState<Row[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (roadmap.data) setRows(roadmap.data.notes.map(toRow));
  }, [roadmap.data]);
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (notes: RoadmapNote[]) => apiRequest('PUT', `/api/advisor/roadmaps/${accountId}`, roadmapSchema, { notes }),
    onSuccess: (data) => {
      queryClient.setQueryData(keys.roadmap(accountId ?? 0), data);
      void queryClient.invalidateQueries({ queryKey: keys.founders, exact: true });
      setSaved(true);
    },
    onError: (failure) => setError(failure instanceof ApiRequestError ? failure.message : 'The roadmap could not be saved. Please try again.'),
  });

  if (founders.isError) return null; // Not the advisor: the console says so already.
  const tasks = checklist.data?.tasks ?? [];
  const update = (key: number, change: Partial<Row>) => {
    setSaved(false);
    setRows((all) => all.map((row) => (row.key === key ? { ...row, ...change } : row)));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const missing = rows.find((row) => !row.taskSlug);
    if (missing) return setError('Choose a task for every row, or remove the row.');
    const badPosition = rows.find((row) => row.position !== '' && !/^[1-9]\d{0,2}$/.test(row.position));
    if (badPosition) return setError('An order is a whole number from 1 to 999, or empty to keep the plan’s own place.');
    save.mutate(rows.map((row) => ({ taskSlug: row.taskSlug, note: row.note.trim(), position: row.position === '' ? null : Number(row.position) })));
  };

  return (
    <StyledCard aria-labelledby={headingId}>
      <h2 id={headingId}>
        <MapIcon size={20} aria-hidden="true" style={{ verticalAlign: '-3px', marginRight: 8 }} />
        Premium roadmaps
      </h2>
      <StyledHint>Annotate a Premium founder’s plan and put its tasks in order. She sees it on her plan and is e-mailed when it changes.</StyledHint>
      {founders.isPending ? (
        <StyledHint role="status">Loading the Premium founders...</StyledHint>
      ) : founders.data.length === 0 ? (
        <StyledHint>No founder is on the Premium plan yet.</StyledHint>
      ) : (
        <form onSubmit={submit} noValidate>
          <label>
            Founder{' '}
            <select
              value={accountId ?? ''}
              onChange={(event) => {
                setAccountId(event.target.value ? Number(event.target.value) : null);
                setSaved(false);
                setError(null);
              }}
            >
              <option value="">Choose a founder</option>
              {founders.data.map((founder) => (
                <option key={founder.accountId} value={founder.accountId}>
                  {founder.email} ({founder.noteCount} {founder.noteCount === 1 ? 'note' : 'notes'})
                </option>
              ))}
            </select>
          </label>
          {accountId !== null && roadmap.isPending ? <StyledHint role="status">Loading the roadmap...</StyledHint> : null}
          {accountId !== null && roadmap.isError ? (
            <StyledFieldError role="alert">
              {roadmap.error instanceof ApiRequestError ? roadmap.error.message : 'The roadmap could not be loaded.'}
            </StyledFieldError>
          ) : null}
          {checklist.isError ? (
            <StyledFieldError role="alert">The checklist’s tasks could not be loaded, so no task can be added right now.</StyledFieldError>
          ) : null}
          {accountId !== null && roadmap.data ? (
            <>
              <StyledRows aria-label="Roadmap tasks">
                {rows.map((row, index) => (
                  <li key={row.key}>
                    <label>
                      Task {index + 1}
                      <select value={row.taskSlug} onChange={(event) => update(row.key, { taskSlug: event.target.value })}>
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
                      <input inputMode="numeric" value={row.position} onChange={(event) => update(row.key, { position: event.target.value })} />
                    </label>
                    <StyledButton type="button" variant="secondary" onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}>
                      <Trash2 size={16} aria-hidden="true" /> Remove task {index + 1}
                    </StyledButton>
                    <label>
                      Note for task {index + 1}
                      <textarea maxLength={2000} value={row.note} onChange={(event) => update(row.key, { note: event.target.value })} />
                    </label>
                  </li>
                ))}
              </StyledRows>
              <StyledActions>
                <StyledButton
                  type="button"
                  variant="secondary"
                  disabled={rows.length >= ROADMAP_MAX_NOTES}
                  onClick={() => {
                    setSaved(false);
                    setRows((all) => [...all, { key: nextKey++, taskSlug: '', note: '', position: String(all.length + 1) }]);
                  }}
                >
                  <Plus size={16} aria-hidden="true" /> Add a task
                </StyledButton>
                <StyledButton type="submit" disabled={save.isPending}>
                  {save.isPending ? 'Saving...' : 'Save the roadmap'}
                </StyledButton>
              </StyledActions>
            </>
          ) : null}
          {error ? <StyledFieldError role="alert">{error}</StyledFieldError> : null}
          {saved ? (
            <StyledNotice tone="success" role="status">
              Saved. The founder is e-mailed when her roadmap changes.
            </StyledNotice>
          ) : null}
        </form>
      )}
    </StyledCard>
  );
}
