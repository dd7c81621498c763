import { Injectable } from '@nestjs/common';
import type { QuizAnswers } from '@launchops/contracts';
import { PreparedRead } from '../../database/prepared-read.js';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

/** A task of the checklist with its category. */
export interface TaskRow {
  id: number;
  slug: string;
  title: string;
  category_id: number;
  category_slug: string;
  category_name: string;
}

/** The visitor's answers (null when none) and completed task ids. */
export interface PlanInputsRow {
  answers: QuizAnswers | null;
  completed_at: Date | null;
  updated_at: Date | null;
  done: number[];
}

export interface FeedRow {
  token: string;
  created_at: Date;
}

/** The checklist's tasks in the checklist's order, with their categories (content: held in memory). */
const TASKS_SQL = `SELECT i.id, i.slug, i.title, c.id AS category_id, c.slug AS category_slug, c.name AS category_name
  FROM checklist_item i JOIN checklist_category c ON c.id = i.category_id
  ORDER BY c.sort_order, c.id, i.sort_order, i.id`;

/** The visitor's answers (if any) and completed tasks: one row, one round trip. */
const VISITOR_PLAN = new PreparedRead<PlanInputsRow, [visitorId: string]>(
  `SELECT a.answers, a.completed_at, a.updated_at,
          ARRAY(SELECT item_id FROM checklist_progress WHERE visitor_id = $1 AND completed ORDER BY item_id) AS done
     FROM (VALUES (1)) AS one LEFT JOIN plan_answers a ON a.visitor_id = $1`,
);

/** The plan's records: the quiz's answers, the tasks they tick, and the calendar feed's private addresses. */
@Injectable()
export class PlanRepository extends SqlRepository {
  checklistTasks(): Promise<TaskRow[]> {
    return this.query<TaskRow>(TASKS_SQL);
  }

  async planInputs(visitorId: string): Promise<PlanInputsRow> {
    const [row] = await this.read(VISITOR_PLAN, [visitorId]);
    if (!row) throw new Error('The plan query returned no row');
    return row;
  }

  /** The saved answers, locked until the transaction ends (each screen of the quiz saves). */
  async answersForUpdate(visitorId: string, tx: Tx): Promise<QuizAnswers | undefined> {
    return (await this.one<{ answers: QuizAnswers }>('SELECT answers FROM plan_answers WHERE visitor_id = $1 FOR UPDATE', [visitorId], tx))?.answers;
  }

  async saveAnswers(visitorId: string, answers: QuizAnswers, complete: boolean, tx: Tx): Promise<void> {
    await this.query(
      `INSERT INTO plan_answers (visitor_id, answers, completed_at, updated_at)
       VALUES ($1, $2, CASE WHEN $3 THEN now() END, now())
       ON CONFLICT (visitor_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = now(),
         completed_at = CASE WHEN $3 THEN coalesce(plan_answers.completed_at, now()) ELSE plan_answers.completed_at END`,
      [visitorId, JSON.stringify(answers), complete],
      tx,
    );
  }

  async markTasksDone(visitorId: string, slugs: readonly string[], tx: Tx): Promise<void> {
    await this.query(
      `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at)
       SELECT $1, id, true, now() FROM checklist_item WHERE slug = ANY($2)
       ON CONFLICT (visitor_id, item_id) DO UPDATE SET completed = true, updated_at = now()`,
      [visitorId, slugs],
      tx,
    );
  }

  liveFeed(visitorId: string): Promise<FeedRow | undefined> {
    return this.one<FeedRow>('SELECT token, created_at FROM plan_calendar_feed WHERE visitor_id = $1 AND revoked_at IS NULL', [visitorId]);
  }

  async revokeFeeds(visitorId: string, tx?: Tx): Promise<void> {
    await this.query('UPDATE plan_calendar_feed SET revoked_at = now() WHERE visitor_id = $1 AND revoked_at IS NULL', [visitorId], tx);
  }

  async insertFeed(visitorId: string, token: string, tx: Tx): Promise<FeedRow> {
    const row = await this.one<FeedRow>(
      'INSERT INTO plan_calendar_feed (visitor_id, token) VALUES ($1, $2) RETURNING token, created_at',
      [visitorId, token],
      tx,
    );
    return row!;
  }

  /** The visitor whose live feed this token opens. */
  async feedOwner(token: string): Promise<string | undefined> {
    return (await this.one<{ visitor_id: string }>('SELECT visitor_id FROM plan_calendar_feed WHERE token = $1 AND revoked_at IS NULL', [token]))?.visitor_id;
  }
}
