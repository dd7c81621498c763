import type { CalendarFeed, PlanTask, QuizAnswers } from '@launchops/contracts';
import type { FeedRow, PlanInputsRow } from './plan.repository.js';

/** The saved answers of a visitor who has any. */
export interface AnswersRow {
  answers: QuizAnswers;
  completed_at: Date | null;
  updated_at: Date;
}

export const answersRow = (read: PlanInputsRow): AnswersRow | undefined =>
  read.answers === null || read.updated_at === null ? undefined : { answers: read.answers, completed_at: read.completed_at, updated_at: read.updated_at };

/** The feed's private address, as https:// and as webcal:// (which calendar apps subscribe to). */
export function feedAddress(siteUrl: string, row: FeedRow): CalendarFeed {
  const url = `${siteUrl}/api/plan/feed/${row.token}.ics`;
  return { url, webcalUrl: url.replace(/^https?:/, 'webcal:'), createdAt: row.created_at.toISOString() };
}

/** The task's guide on the checklist. */
export function taskPath(task: Pick<PlanTask, 'categorySlug' | 'slug'>): string {
  return `/checklist/${task.categorySlug}?task=${task.slug}`;
}
