import type { Deadline, Plan, PlanTask } from '@launchops/contracts';
import type { Day } from '../../common/calendar-days.js';
import { computeDeadlines, moveNote } from './deadline-rules.js';
import type { AnswersRow } from './plan.mapper.js';
import type { TaskRow } from './plan.repository.js';
import { companyFacts, taskFit } from './task-rules.js';

/** Deadlines this close (or missed) put their task at the top of the plan. */
const URGENT_DAYS = 45;

/** Each task as the plan shows it: whether it applies and why, done or not, and its next deadline. */
function planTasks(answers: AnswersRow['answers'], tasks: readonly TaskRow[], done: ReadonlySet<number>, deadlines: readonly Deadline[]) {
  const firstDeadline = new Map<string, Deadline>();
  // A task's deadline is one it certainly has: a conditional one does not put the task at the top.
  for (const d of deadlines) if (!d.condition && !firstDeadline.has(d.taskSlug)) firstDeadline.set(d.taskSlug, d);
  return tasks.map((t, order): PlanTask & { checklistOrder: number } => {
    const fit = taskFit(t.slug, answers);
    // A done one-off task keeps no deadline (it was met); a recurring one shows its next due day.
    const next = fit.applies ? firstDeadline.get(t.slug) : undefined;
    const deadline = next && (next.recurring || !done.has(t.id)) ? next : null;
    return {
      itemId: t.id,
      slug: t.slug,
      title: t.title,
      categoryId: t.category_id,
      categorySlug: t.category_slug,
      categoryName: t.category_name,
      checklistOrder: order,
      completed: done.has(t.id),
      applies: fit.applies,
      reason: fit.reason,
      deadline,
    };
  });
}

/** The plan: a pure function of the answers, the completed tasks, the task list and today. */
export function composePlan(row: AnswersRow | undefined, tasks: readonly TaskRow[], done: ReadonlySet<number>, today: Day, weekendRule: string): Plan {
  const answers = row?.answers ?? {};
  const deadlines = computeDeadlines(companyFacts(answers), today).map((d) => ({ ...d, moveNote: moveNote(d, weekendRule) }));
  const ordered = planTasks(answers, tasks, done, deadlines);
  // Urgent deadlines first (missed, then soonest); then the checklist's own order, in which each task
  // unblocks the next (formation, EIN, bank, ...); done tasks after open ones; tasks that do not apply last.
  const urgency = (t: PlanTask) => (t.deadline && !t.completed && t.deadline.daysLeft <= URGENT_DAYS ? t.deadline.daysLeft : Number.POSITIVE_INFINITY);
  ordered.sort(
    (a, b) =>
      Number(!a.applies) - Number(!b.applies) || urgency(a) - urgency(b) || Number(a.completed) - Number(b.completed) || a.checklistOrder - b.checklistOrder,
  );
  const applicable = ordered.filter((t) => t.applies);
  // A one-off filing is done with its task; a recurring one comes round again.
  const openDeadlines = deadlines.filter((d) => d.recurring || !ordered.some((t) => t.slug === d.taskSlug && t.completed));
  return {
    answers,
    completedAt: row?.completed_at ? row.completed_at.toISOString() : null,
    updatedAt: row?.updated_at ? row.updated_at.toISOString() : null,
    tasks: ordered,
    deadlines: openDeadlines,
    summary: {
      applicable: applicable.length,
      completed: applicable.filter((t) => t.completed).length,
      hidden: ordered.length - applicable.length,
      // The next day the company certainly has to meet: a conditional obligation is listed, never the next deadline.
      nextDeadline: openDeadlines.find((d) => d.status !== 'missed' && !d.condition) ?? null,
    },
  };
}
