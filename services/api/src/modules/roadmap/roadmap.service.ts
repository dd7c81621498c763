import { HttpException, HttpStatus, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import type { Roadmap, RoadmapFounder, RoadmapInput, RoadmapNote } from '@launchops/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { EntitlementsService } from '../billing/entitlements.service.js';
import { roadmapUpdatedMail } from './roadmap-mail.js';

interface NoteRow {
  task_slug: string;
  note: string;
  position: number | null;
  updated_at: Date;
}

/** The advisor's notes and order on a Premium founder's plan (entitlement custom-roadmap). */
@Injectable()
export class RoadmapService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  /** The founders whose plan has the custom roadmap, newest roadmap first, for the advisor's console. */
  async founders(): Promise<RoadmapFounder[]> {
    const rows = (await this.dataSource.query(
      `SELECT a.id, a.email, a.visitor_id, count(n.task_slug)::int AS notes, max(n.updated_at) AS updated_at
         FROM account a JOIN billing_subscription s ON s.account_id = a.id
         LEFT JOIN plan_roadmap_note n ON n.account_id = a.id
        GROUP BY a.id ORDER BY max(n.updated_at) DESC NULLS LAST, a.id`,
    )) as Array<{ id: number; email: string; visitor_id: string; notes: number; updated_at: Date | null }>;
    const founders: RoadmapFounder[] = [];
    for (const row of rows) {
      if (!(await this.entitlements.has(row.visitor_id, 'custom-roadmap'))) continue;
      founders.push({ accountId: row.id, email: row.email, noteCount: row.notes, updatedAt: row.updated_at ? row.updated_at.toISOString() : null });
    }
    return founders;
  }

  /** A founder's roadmap as the advisor edits it; 404 for no such account, 422 when its plan has no custom roadmap. */
  async forAdvisor(accountId: number): Promise<Roadmap> {
    await this.premiumAccount(accountId);
    return this.read(this.dataSource.manager, accountId);
  }

  /** The signed-in founder's own roadmap: 402 below Premium (an anonymous visitor has no plan). */
  async forFounder(visitorId: string): Promise<Roadmap> {
    if (!(await this.entitlements.has(visitorId, 'custom-roadmap'))) {
      throw new HttpException(
        'The custom roadmap comes with the Premium plan: the advisor reviews your plan and leaves notes on it. See the plans at /#plans.',
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    const [account] = (await this.dataSource.query('SELECT id FROM account WHERE visitor_id = $1', [visitorId])) as Array<{ id: number }>;
    return account ? this.read(this.dataSource.manager, account.id) : { notes: [], updatedAt: null };
  }

  /** Replaces the roadmap in one transaction; e-mails the founder (outbox) when anything changed. */
  async replace(accountId: number, input: RoadmapInput): Promise<Roadmap> {
    const slugs = input.notes.map((n) => n.taskSlug);
    const twice = slugs.find((slug, i) => slugs.indexOf(slug) !== i);
    if (twice) throw new UnprocessableEntityException(`The task "${twice}" is in the roadmap twice: give each task one note.`);
    const account = await this.premiumAccount(accountId);
    if (slugs.length > 0) {
      const known = new Set(
        ((await this.dataSource.query('SELECT slug FROM checklist_item WHERE slug = ANY($1)', [slugs])) as Array<{ slug: string }>).map((r) => r.slug),
      );
      const unknown = slugs.find((slug) => !known.has(slug));
      if (unknown) throw new UnprocessableEntityException(`"${unknown}" is not a task of the checklist.`);
    }
    const result = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT id FROM account WHERE id = $1 FOR UPDATE', [accountId]);
      const before = await this.read(manager, accountId);
      const same = JSON.stringify(ordered(before.notes)) === JSON.stringify(ordered(input.notes));
      if (same) return { roadmap: before, changed: false };
      await manager.query('DELETE FROM plan_roadmap_note WHERE account_id = $1', [accountId]);
      for (const note of input.notes) {
        await manager.query('INSERT INTO plan_roadmap_note (account_id, task_slug, note, position) VALUES ($1, $2, $3, $4)', [
          accountId,
          note.taskSlug,
          note.note,
          note.position,
        ]);
      }
      await this.mail.enqueue(manager, roadmapUpdatedMail(account.email, this.options.env.SITE_URL, accountId, input.notes.length));
      return { roadmap: await this.read(manager, accountId), changed: true };
    });
    if (result.changed) this.mail.flushInBackground();
    return result.roadmap;
  }

  private async premiumAccount(accountId: number): Promise<{ email: string; visitorId: string }> {
    const [account] = (await this.dataSource.query('SELECT email, visitor_id FROM account WHERE id = $1', [accountId])) as Array<{
      email: string;
      visitor_id: string;
    }>;
    if (!account) throw new NotFoundException(`There is no account ${accountId}.`);
    if (!(await this.entitlements.has(account.visitor_id, 'custom-roadmap'))) {
      throw new UnprocessableEntityException(`Account ${accountId} is not on the Premium plan, so it has no custom roadmap.`);
    }
    return { email: account.email, visitorId: account.visitor_id };
  }

  private async read(manager: EntityManager, accountId: number): Promise<Roadmap> {
    const rows = (await manager.query(
      'SELECT task_slug, note, position, updated_at FROM plan_roadmap_note WHERE account_id = $1 ORDER BY position ASC NULLS LAST, task_slug',
      [accountId],
    )) as NoteRow[];
    const updatedAt = rows.reduce<Date | null>((latest, row) => (!latest || row.updated_at > latest ? row.updated_at : latest), null);
    return { notes: rows.map((r) => ({ taskSlug: r.task_slug, note: r.note, position: r.position })), updatedAt: updatedAt ? updatedAt.toISOString() : null };
  }
}

const ordered = (notes: RoadmapNote[]) =>
  [...notes].map((n) => ({ taskSlug: n.taskSlug, note: n.note.trim(), position: n.position })).sort((a, b) => a.taskSlug.localeCompare(b.taskSlug));
