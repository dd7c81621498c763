import { Injectable } from '@nestjs/common';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

/** The statements that merge a browser's anonymous rows into an account's where a visitor may hold one row only. */
@Injectable()
export class VisitorMergeRepository extends SqlRepository {
  /** What the merge will bring: tasks done in `from` and not in `to`, and `from`'s bookings and chat messages. */
  async incoming(from: string, to: string, tx: Tx): Promise<{ tasksAdded: number; bookings: number; chatMessages: number }> {
    const count = async (sql: string, params: unknown[]) => Number((await this.one<{ n: number | string }>(sql, params, tx))?.n ?? 0);
    const tasksAdded = await count(
      `SELECT count(*) AS n FROM checklist_progress f WHERE f.visitor_id = $1 AND f.completed
        AND NOT EXISTS (SELECT 1 FROM checklist_progress t WHERE t.visitor_id = $2 AND t.item_id = f.item_id AND t.completed)`,
      [from, to],
    );
    const bookings = await count(`SELECT count(*) AS n FROM consultation_booking WHERE visitor_id = $1`, [from]);
    const chatMessages = await count(`SELECT count(*) AS n FROM chat_message WHERE visitor_id = $1`, [from]);
    return { tasksAdded, bookings, chatMessages };
  }

  /** Progress: a task done in either is done; the later change's time is kept. `from` keeps none. */
  async mergeProgress(from: string, to: string, tx: Tx): Promise<void> {
    await this.query(
      `INSERT INTO checklist_progress (visitor_id, item_id, completed, updated_at)
       SELECT $2, item_id, completed, updated_at FROM checklist_progress WHERE visitor_id = $1
     ON CONFLICT (visitor_id, item_id) DO UPDATE SET
       completed = checklist_progress.completed OR excluded.completed,
       updated_at = greatest(checklist_progress.updated_at, excluded.updated_at)`,
      [from, to],
      tx,
    );
    await this.query(`DELETE FROM checklist_progress WHERE visitor_id = $1`, [from], tx);
  }

  /** When each side last answered the quiz (null: never). */
  async planDates(from: string, to: string, tx: Tx): Promise<{ mine: Date | null; theirs: Date | null } | undefined> {
    return this.one<{ mine: Date | null; theirs: Date | null }>(
      `SELECT (SELECT updated_at FROM plan_answers WHERE visitor_id = $1) AS mine, (SELECT updated_at FROM plan_answers WHERE visitor_id = $2) AS theirs`,
      [from, to],
      tx,
    );
  }

  /** `from`'s quiz answers replace `to`'s. */
  async movePlan(from: string, to: string, tx: Tx): Promise<void> {
    await this.query(`DELETE FROM plan_answers WHERE visitor_id = $1`, [to], tx);
    await this.query(`UPDATE plan_answers SET visitor_id = $2 WHERE visitor_id = $1`, [from, to], tx);
  }

  async dropPlan(visitorId: string, tx: Tx): Promise<void> {
    await this.query(`DELETE FROM plan_answers WHERE visitor_id = $1`, [visitorId], tx);
  }

  /** One live calendar address and one live reminder subscription per visitor: `to`'s stay, `from`'s end. */
  async endDuplicateSubscriptions(from: string, to: string, tx: Tx): Promise<void> {
    await this.query(
      `UPDATE plan_calendar_feed SET revoked_at = now() WHERE visitor_id = $1 AND revoked_at IS NULL
        AND EXISTS (SELECT 1 FROM plan_calendar_feed WHERE visitor_id = $2 AND revoked_at IS NULL)`,
      [from, to],
      tx,
    );
    await this.query(
      `UPDATE plan_reminder_subscription SET status = 'unsubscribed', unsubscribed_at = now() WHERE visitor_id = $1 AND status <> 'unsubscribed'
        AND EXISTS (SELECT 1 FROM plan_reminder_subscription WHERE visitor_id = $2 AND status <> 'unsubscribed')`,
      [from, to],
      tx,
    );
  }
}
