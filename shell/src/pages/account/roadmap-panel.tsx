import { ApiRequestError, apiGet, longDate, type PublicPlan, roadmapSchema } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { ButtonLink } from '@launchops/kit/styles';
import { useQuery } from '@tanstack/react-query';
import { StyledActions, StyledPanel } from '../account-access/account-page-styles';

/**
 * Premium's custom roadmap on the account page: what it is (the plan's own line), whether the advisor has written
 * it, and the way to read it on the plan page. Rendered only for a plan with the entitlement, so nobody below
 * Premium asks GET /api/plan/roadmap for a 402.
 */
export function RoadmapPanel({ line }: { line: PublicPlan['lines'][number] | undefined }) {
  const roadmap = useQuery({
    // The key the checklist's plan page uses: the two pages share one answer.
    queryKey: ['checklist', 'plan', 'roadmap'],
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/api/plan/roadmap', roadmapSchema, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 402 || error.status === 401)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
  const notes = roadmap.data?.notes ?? [];
  const written = roadmap.data?.updatedAt;
  return (
    <StyledPanel aria-labelledby="account-roadmap" data-testid="roadmap-panel">
      <h2 id="account-roadmap">Your custom roadmap</h2>
      {line && <p>{line.text}.</p>}
      {roadmap.isPending && <p aria-busy="true">Looking for your roadmap...</p>}
      {roadmap.isError && <p role="alert">Your roadmap could not be loaded just now; please reload the page.</p>}
      {roadmap.data && notes.length === 0 && (
        <p role="status">
          Not written yet{roadmap.data.delivery?.dueBy ? `, due by ${formatDate(roadmap.data.delivery.dueBy, 'full')}` : ''}: the advisor reviews your plan and
          leaves her notes on it; you get an e-mail as soon as they are there.
        </p>
      )}
      {roadmap.data && notes.length > 0 && written && (
        <p role="status">
          Written on {longDate(new Date(written), 'local')}: {notes.length} {notes.length === 1 ? 'task' : 'tasks'} of your plan annotated and put in order.
        </p>
      )}
      {roadmap.data && (
        <StyledActions>
          <ButtonLink to="/checklist/plan" variant="secondary">
            {notes.length > 0 ? 'Read your roadmap' : 'Your plan'}
          </ButtonLink>
        </StyledActions>
      )}
    </StyledPanel>
  );
}
