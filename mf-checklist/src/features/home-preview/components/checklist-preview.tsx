import styled from '@emotion/styled';
import type { Plan, PlanTask } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { ArrowRight, Check, Circle, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { usePlan } from '../../../utils/plan-api';
import { questionCountInWords } from '../../../utils/quiz-steps';
import { surfaceCss } from '@launchops/kit/styles';

const StyledCard = styled.section`
  display: grid;
  gap: 16px;
  ${surfaceCss};
  height: 100%;
  padding: 24px;
  color: var(--lo-fg);
`;

const StyledHead = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 12px;
  h3 {
    margin: 0;
    font-size: 1.3rem;
  }
  p {
    flex-basis: 100%;
    margin: 0;
    color: var(--lo-fg-muted);
    font-size: 0.95rem;
  }
`;

const StyledPopular = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 3px 10px;
  border-radius: 999px;
  font-size: 0.78rem;
  font-weight: 700;
  color: var(--lo-primary-fg);
  background: var(--lo-primary);
`;

const StyledGroups = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

const StyledGroup = styled.li<{ done: boolean }>`
  padding: 12px 14px;
  border-radius: 12px;
  border: 1px solid ${(p) => (p.done ? 'color-mix(in srgb, var(--lo-success) 35%, transparent)' : 'var(--lo-border)')};
  background: ${(p) => (p.done ? 'var(--lo-success-soft)' : 'var(--lo-bg-muted)')};
  h4 {
    display: flex;
    justify-content: space-between;
    gap: 8px;
    margin: 0 0 6px;
    font-size: 0.98rem;
  }
  h4 span {
    font-size: 0.8rem;
    font-weight: 600;
    color: ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-fg-muted)')};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 4px;
  }
  li {
    display: flex;
    align-items: center;
    gap: 8px;
    font-size: 0.92rem;
  }
  li svg {
    flex: none;
    color: ${(p) => (p.done ? 'var(--lo-success)' : 'var(--lo-fg-muted)')};
  }
`;

const StyledLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  justify-self: start;
  font-weight: 700;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const StyledSummary = styled.p`
  margin: 0;
  padding: 12px 14px;
  border-radius: 12px;
  background: var(--lo-primary-soft);
  color: var(--lo-fg);
  a {
    font-weight: 700;
  }
`;

const StyledPlaceholder = styled.div`
  min-height: 330px;
  border-radius: 12px;
  background: var(--lo-bg-muted);
`;

interface PreviewGroup {
  name: string;
  slug: string;
  total: number;
  done: number;
  tasks: PlanTask[];
}

/** The first three areas of the checklist, each with its next three open tasks (or its last ones, when done). */
function previewGroups(plan: Plan): PreviewGroup[] {
  const byCategory = new Map<number, PreviewGroup>();
  // In the checklist's own order, not the plan's (which puts urgent tasks first).
  const ordered = [...plan.tasks].sort((a, b) => (a.checklistOrder ?? a.itemId) - (b.checklistOrder ?? b.itemId));
  for (const task of ordered) {
    let group = byCategory.get(task.categoryId);
    if (!group) byCategory.set(task.categoryId, (group = { name: task.categoryName, slug: task.categorySlug, total: 0, done: 0, tasks: [] }));
    group.total += 1;
    if (task.completed) group.done += 1;
    group.tasks.push(task);
  }
  return [...byCategory.values()].slice(0, 3).map((group) => {
    const open = group.tasks.filter((t) => !t.completed);
    return { ...group, tasks: (open.length ? open : group.tasks).slice(0, 3) };
  });
}

function PlanLine({ plan }: { plan: Plan }) {
  if (!plan.completedAt) {
    return (
      <StyledSummary>
        {questionCountInWords(true)} questions turn the checklist into your own plan, with every filing deadline dated.{' '}
        <Link to="/checklist/quiz">Take the readiness quiz</Link>
      </StyledSummary>
    );
  }
  const next = plan.summary.nextDeadline;
  return (
    <StyledSummary data-testid="plan-summary">
      Your plan: {plan.summary.completed} of {plan.summary.applicable} tasks done.
      {next ? ` Next deadline: ${next.title}, ${formatDate(next.dueOn)}.` : ''} <Link to="/checklist/plan">Open my plan</Link>
    </StyledSummary>
  );
}

/** The home page's checklist preview: the real areas and tasks with this visitor's progress, and their plan. */
export function ChecklistPreview() {
  const plan = usePlan();
  const categories = plan.data ? new Set(plan.data.tasks.map((t) => t.categoryId)).size : 0;
  return (
    <StyledCard aria-labelledby="lo-checklist-preview-title" data-testid="checklist-preview">
      <StyledHead>
        <h3 id="lo-checklist-preview-title">Your startup checklist</h3>
        <StyledPopular>
          <Sparkles size={13} aria-hidden="true" />
          Free
        </StyledPopular>
        <p>{plan.data ? `${plan.data.tasks.length} tasks in ${categories} areas. ` : ''}Tick off each task as you go and always know what comes next.</p>
      </StyledHead>
      {plan.data ? (
        <>
          <PlanLine plan={plan.data} />
          <StyledGroups>
            {previewGroups(plan.data).map((group) => {
              const done = group.done === group.total;
              return (
                <StyledGroup key={group.slug} done={done} data-done={done}>
                  <h4>
                    <Link to={`/checklist/${group.slug}`}>{group.name}</Link>
                    <span>
                      {group.done} of {group.total} done
                    </span>
                  </h4>
                  <ul>
                    {group.tasks.map((task) => (
                      <li key={task.itemId}>
                        {task.completed ? <Check size={16} strokeWidth={3} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
                        <span>
                          {task.title} <span className="lo-visually-hidden">{task.completed ? '(done)' : '(to do)'}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                </StyledGroup>
              );
            })}
          </StyledGroups>
        </>
      ) : plan.isError ? (
        <StyledSummary role="status">Your progress could not be loaded just now; the full checklist is one click away.</StyledSummary>
      ) : (
        <StyledPlaceholder aria-busy="true" aria-label="Loading your progress" />
      )}
      <StyledLink to="/checklist">
        View the full checklist
        <ArrowRight size={16} aria-hidden="true" />
      </StyledLink>
    </StyledCard>
  );
}
