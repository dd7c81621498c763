import { ApiRequestError, ROADMAP_MAX_NOTES } from '@launchops/contracts';
import { Map as MapIcon, Plus } from 'lucide-react';
import { useId } from 'react';
import { StyledButton, StyledCard, StyledFieldError, StyledHint, StyledNotice } from '../../components/styled-primitives';
import { useRoadmapEditor } from './hooks/use-roadmap-editor';
import { RoadmapRows, StyledActions } from './roadmap-rows';

/**
 * The advisor's editor of a Premium founder's custom roadmap: choose the founder, then give tasks of her plan a note
 * and a place in the order (1 first). Saving replaces her roadmap; the API e-mails her when it changed.
 */
export function RoadmapEditor() {
  const headingId = useId();
  const { founders, checklist, roadmap, accountId, rows, error, saved, saving, tasks, update, submit, chooseFounder, addRow, removeRow } = useRoadmapEditor();
  if (founders.isError) return null; // Not the advisor: the console says so already.

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
            <select value={accountId ?? ''} onChange={(event) => chooseFounder(event.target.value ? Number(event.target.value) : null)}>
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
              <RoadmapRows rows={rows} tasks={tasks} onUpdate={update} onRemove={removeRow} />
              <StyledActions>
                <StyledButton type="button" variant="secondary" disabled={rows.length >= ROADMAP_MAX_NOTES} onClick={addRow}>
                  <Plus size={16} aria-hidden="true" /> Add a task
                </StyledButton>
                <StyledButton type="submit" disabled={saving}>
                  {saving ? 'Saving...' : 'Save the roadmap'}
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
