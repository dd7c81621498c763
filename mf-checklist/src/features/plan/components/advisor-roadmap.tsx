import styled from '@emotion/styled';
import { ApiRequestError, apiGet, entitlementsSchema, type PlanTask, type Roadmap, roadmapSchema } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { useQuery } from '@tanstack/react-query';
import { MessageSquareText } from 'lucide-react';
import { Link } from 'react-router';
import { planKeys } from '../../../utils/plan-api';

/** Whether this visitor's plan has the custom roadmap (the shell's ['billing', 'entitlements'] answer, shared). */
const useHasRoadmap = () =>
  useQuery({
    queryKey: ['billing', 'entitlements'],
    queryFn: ({ signal }) => apiGet('/api/billing/entitlements', entitlementsSchema, signal),
    staleTime: 60_000,
    select: (entitlements) => entitlements.entitlements.includes('custom-roadmap'),
  }).data;

/** The Premium plan's roadmap, asked for only when the plan has it (below Premium the API answers 402). */
export const useRoadmap = () => {
  const enabled = useHasRoadmap() === true;
  return useQuery({
    queryKey: [...planKeys.all, 'roadmap'] as const,
    queryFn: async ({ signal }) => {
      try {
        return await apiGet('/api/plan/roadmap', roadmapSchema, signal);
      } catch (error) {
        if (error instanceof ApiRequestError && (error.status === 402 || error.status === 401)) return null;
        throw error;
      }
    },
    staleTime: 60_000,
    enabled,
  });
};

const StyledSection = styled.section`
  border: 1px solid var(--lo-border);
  border-left: 4px solid var(--lo-primary);
  border-radius: 12px;
  padding: 16px 20px;
  h2 {
    display: flex;
    align-items: center;
    gap: 8px;
    margin: 0 0 4px;
  }
  > p {
    margin: 0 0 12px;
    color: var(--lo-fg-muted);
  }
  ol {
    margin: 0;
    padding-left: 1.4em;
    display: grid;
    gap: 12px;
  }
  li p {
    margin: 4px 0 0;
    white-space: pre-line;
  }
`;

/** When the roadmap comes, as the API has it from plans.yaml: ", due within 5 business days of ..., by Tuesday, December 8, 2026". */
function deliveryPromise(delivery: Roadmap['delivery']): string {
  if (!delivery) return '';
  const by = delivery.dueBy ? `, by ${formatDate(delivery.dueBy, 'full')}` : '';
  return `, due within ${delivery.businessDays} business days of your first Premium payment${by}`;
}

/**
 * "Your advisor's roadmap" on the plan page: the tasks the advisor annotated, in her order (numbered tasks first),
 * each with her note; on Premium before she has written anything, that it is on its way. Nothing below Premium.
 */
export function AdvisorRoadmap({ tasks }: { tasks: PlanTask[] }) {
  const roadmap = useRoadmap();
  const notes = roadmap.data?.notes ?? [];
  if (!roadmap.data) return null;
  if (notes.length === 0) {
    return (
      <StyledSection aria-labelledby="plan-roadmap" data-testid="advisor-roadmap">
        <h2 id="plan-roadmap">
          <MessageSquareText size={20} aria-hidden="true" /> Your advisor&apos;s roadmap
        </h2>
        <p>
          Not written yet{deliveryPromise(roadmap.data.delivery)}: your advisor reviews your plan and leaves her notes and order here; you get an e-mail as soon
          as they are there.
        </p>
      </StyledSection>
    );
  }
  const bySlug = new Map(tasks.map((task) => [task.slug, task]));
  return (
    <StyledSection aria-labelledby="plan-roadmap" data-testid="advisor-roadmap">
      <h2 id="plan-roadmap">
        <MessageSquareText size={20} aria-hidden="true" /> Your advisor&apos;s roadmap
      </h2>
      <p>
        Your advisor reviewed your plan and suggests this order
        {roadmap.data?.updatedAt ? ` (updated ${formatDate(roadmap.data.updatedAt, 'long', 'local')})` : ''}.
      </p>
      <ol>
        {notes.map((note) => {
          const task = bySlug.get(note.taskSlug);
          return (
            <li key={note.taskSlug} data-slug={note.taskSlug}>
              {task ? <Link to={`/checklist/${task.categorySlug}?task=${task.slug}`}>{task.title}</Link> : <strong>{note.taskSlug}</strong>}
              {note.note ? <p>{note.note}</p> : null}
            </li>
          );
        })}
      </ol>
    </StyledSection>
  );
}
