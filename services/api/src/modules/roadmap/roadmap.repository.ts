import { Injectable } from '@nestjs/common';
import type { RoadmapNote } from '@launchops/contracts';
import { SqlRepository, type Tx } from '../../database/sql-repository.js';

export interface NoteRow {
  task_slug: string;
  note: string;
  position: number | null;
  updated_at: Date;
}

export interface FounderRow {
  id: number;
  email: string;
  visitor_id: string;
  notes: number;
  updated_at: Date | null;
}

/** plan_roadmap_note: the advisor's notes on a founder's plan, with the accounts they belong to. */
@Injectable()
export class RoadmapRepository extends SqlRepository {
  /** Accounts with a subscription, newest roadmap first, with how many notes each has. */
  subscribedFounders(): Promise<FounderRow[]> {
    return this.query<FounderRow>(
      `SELECT a.id, a.email, a.visitor_id, count(n.task_slug)::int AS notes, max(n.updated_at) AS updated_at
         FROM account a JOIN billing_subscription s ON s.account_id = a.id
         LEFT JOIN plan_roadmap_note n ON n.account_id = a.id
        GROUP BY a.id ORDER BY max(n.updated_at) DESC NULLS LAST, a.id`,
    );
  }

  account(accountId: number): Promise<{ email: string; visitor_id: string } | undefined> {
    return this.one('SELECT email, visitor_id FROM account WHERE id = $1', [accountId]);
  }

  /** When the visitor's account took its current plan, and the advisor's time zone (the roadmap's calendar). */
  planSince(visitorId: string): Promise<{ plan_since: Date | null; timezone: string | null } | undefined> {
    return this.one(
      `SELECT s.plan_since, (SELECT c.timezone FROM consultant c ORDER BY c.id LIMIT 1) AS timezone
         FROM account a JOIN billing_subscription s ON s.account_id = a.id WHERE a.visitor_id = $1`,
      [visitorId],
    );
  }

  async accountIdOfVisitor(visitorId: string): Promise<number | undefined> {
    return (await this.one<{ id: number }>('SELECT id FROM account WHERE visitor_id = $1', [visitorId]))?.id;
  }

  /** Of `slugs`, those that are tasks of the checklist. */
  async knownTaskSlugs(slugs: string[]): Promise<Set<string>> {
    const rows = await this.query<{ slug: string }>('SELECT slug FROM checklist_item WHERE slug = ANY($1)', [slugs]);
    return new Set(rows.map((row) => row.slug));
  }

  /** Locks the account's row for the rest of `tx` (one roadmap change at a time). */
  async lockAccount(accountId: number, tx: Tx): Promise<void> {
    await this.query('SELECT id FROM account WHERE id = $1 FOR UPDATE', [accountId], tx);
  }

  notes(accountId: number, tx?: Tx): Promise<NoteRow[]> {
    return this.query<NoteRow>(
      'SELECT task_slug, note, position, updated_at FROM plan_roadmap_note WHERE account_id = $1 ORDER BY position ASC NULLS LAST, task_slug',
      [accountId],
      tx,
    );
  }

  async replaceNotes(accountId: number, notes: RoadmapNote[], tx: Tx): Promise<void> {
    await this.query('DELETE FROM plan_roadmap_note WHERE account_id = $1', [accountId], tx);
    for (const note of notes) {
      await this.query(
        'INSERT INTO plan_roadmap_note (account_id, task_slug, note, position) VALUES ($1, $2, $3, $4)',
        [accountId, note.taskSlug, note.note, note.position],
        tx,
      );
    }
  }
}
