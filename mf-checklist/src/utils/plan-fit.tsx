import type { Deadline, Plan, PlanTask } from '@launchops/contracts';
import { formatDate } from '@launchops/kit';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Badge } from '../components/badge';
import { usePlan } from './plan-api';

/** The visitor's finished plan, task by task; null until they have one (no quiz finished, or the plan not loaded). */
export interface PlanFit {
  plan: Plan;
  bySlug: ReadonlyMap<string, PlanTask>;
  /** The first task that applies and is not done, in the plan's order (most urgent first). */
  next: PlanTask | undefined;
}

export function usePlanFit(): PlanFit | null {
  const plan = usePlan();
  return useMemo(() => {
    const data = plan.data;
    if (!data?.completedAt) return null;
    return {
      plan: data,
      bySlug: new Map(data.tasks.map((task) => [task.slug, task])),
      next: data.tasks.find((task) => task.applies && !task.completed),
    };
  }, [plan.data]);
}

const lastDayWords = (deadline: Deadline) => `${deadline.condition ? 'If it applies, last day' : 'Your last day'}: ${formatDate(deadline.dueOn)}`;

/** A task's badges from the plan: its last day for this company, or that the plan leaves it out. */
export function TaskPlanBadges({ fit, slug }: { fit: PlanFit | null; slug: string }) {
  const task = fit?.bySlug.get(slug);
  if (!task) return null;
  if (!task.applies) return <Badge tone="neutral">Not in your plan</Badge>;
  if (!task.deadline || task.completed) return null;
  const tone = task.deadline.status === 'missed' ? 'danger' : task.deadline.status === 'due-soon' ? 'warning' : 'neutral';
  return (
    <Badge tone={tone} wrap>
      {lastDayWords(task.deadline)}
    </Badge>
  );
}

/** Under a task's description: why the plan has it (or leaves it out), its last day for this company, and the plan. */
export function TaskPlanNote({ fit, slug }: { fit: PlanFit | null; slug: string }) {
  const task = fit?.bySlug.get(slug);
  if (!task) return null;
  const reason = task.reason.charAt(0).toUpperCase() + task.reason.slice(1);
  return (
    <p data-testid="task-plan-note">
      <strong>{task.applies ? 'In your plan' : 'Not in your plan'}:</strong> {reason}.
      {task.applies && task.deadline && !task.completed ? ` ${lastDayWords(task.deadline)}.` : ''} <Link to="/checklist/plan">Open your plan</Link>
    </p>
  );
}
