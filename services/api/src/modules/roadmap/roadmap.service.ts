import { HttpException, HttpStatus, Inject, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { dateInZone, type Roadmap, type RoadmapFounder, type RoadmapInput, type RoadmapNote } from '@launchops/contracts';
import { MailService } from '../../common/mail/mail.service.js';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions, type Tx } from '../../database/sql-repository.js';
import { addBusinessDays } from '../../common/calendar-days.js';
import { EntitlementsService } from '../billing/entitlements.service.js';
import { PlansCatalogueService } from '../billing/plans-catalogue.service.js';
import { roadmapUpdatedMail } from './roadmap-mail.js';
import { toRoadmap, toRoadmapFounder } from './roadmap.mapper.js';
import { RoadmapRepository } from './roadmap.repository.js';

/** The advisor's notes and order on a Premium founder's plan (entitlement custom-roadmap). */
@Injectable()
export class RoadmapService {
  constructor(
    @Inject(RoadmapRepository) private readonly repository: RoadmapRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(MailService) private readonly mail: MailService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
  ) {}

  /** The founders whose plan has the custom roadmap, newest roadmap first, for the advisor's console. */
  async founders(): Promise<RoadmapFounder[]> {
    const founders: RoadmapFounder[] = [];
    for (const row of await this.repository.subscribedFounders()) {
      if (await this.entitlements.has(row.visitor_id, 'custom-roadmap')) founders.push(toRoadmapFounder(row));
    }
    return founders;
  }

  /** A founder's roadmap as the advisor edits it; 404 for no such account, 422 when its plan has no custom roadmap. */
  async forAdvisor(accountId: number): Promise<Roadmap> {
    await this.premiumAccount(accountId);
    return this.read(accountId);
  }

  /** The signed-in founder's own roadmap: 402 below Premium (an anonymous visitor has no plan). */
  async forFounder(visitorId: string): Promise<Roadmap> {
    if (!(await this.entitlements.has(visitorId, 'custom-roadmap'))) {
      throw new HttpException(
        'The custom roadmap comes with the Premium plan: the advisor reviews your plan and leaves notes on it. See the plans at /#plans.',
        HttpStatus.PAYMENT_REQUIRED,
      );
    }
    const accountId = await this.repository.accountIdOfVisitor(visitorId);
    const roadmap = accountId ? await this.read(accountId) : { notes: [], updatedAt: null };
    return { ...roadmap, delivery: await this.delivery(visitorId) };
  }

  /** Within the plan's roadmapBusinessDays (plans.yaml) of its first payment: the day, in the advisor's calendar. */
  private async delivery(visitorId: string): Promise<Roadmap['delivery']> {
    const businessDays = this.catalogue.numbers(await this.entitlements.planOf(visitorId)).roadmapBusinessDays;
    if (businessDays === undefined) return undefined;
    const since = await this.repository.planSince(visitorId);
    const start = since?.plan_since ? dateInZone(since.plan_since, since.timezone ?? 'UTC') : null;
    return { businessDays, dueBy: start ? addBusinessDays(start, businessDays) : null };
  }

  /** Replaces the roadmap in one transaction; e-mails the founder (outbox) when anything changed. */
  async replace(accountId: number, input: RoadmapInput): Promise<Roadmap> {
    const slugs = input.notes.map((n) => n.taskSlug);
    const twice = slugs.find((slug, i) => slugs.indexOf(slug) !== i);
    if (twice) throw new UnprocessableEntityException(`The task "${twice}" is in the roadmap twice: give each task one note.`);
    const account = await this.premiumAccount(accountId);
    if (slugs.length > 0) {
      const known = await this.repository.knownTaskSlugs(slugs);
      const unknown = slugs.find((slug) => !known.has(slug));
      if (unknown) throw new UnprocessableEntityException(`"${unknown}" is not a task of the checklist.`);
    }
    const result = await this.transactions.run(async (tx) => {
      await this.repository.lockAccount(accountId, tx);
      const before = await this.read(accountId, tx);
      const same = JSON.stringify(ordered(before.notes)) === JSON.stringify(ordered(input.notes));
      if (same) return { roadmap: before, changed: false };
      await this.repository.replaceNotes(accountId, input.notes, tx);
      await this.mail.enqueue(tx, roadmapUpdatedMail(account.email, this.options.env.SITE_URL, accountId, input.notes.length));
      return { roadmap: await this.read(accountId, tx), changed: true };
    });
    if (result.changed) this.mail.flushInBackground();
    return result.roadmap;
  }

  private async premiumAccount(accountId: number): Promise<{ email: string; visitorId: string }> {
    const account = await this.repository.account(accountId);
    if (!account) throw new NotFoundException(`There is no account ${accountId}.`);
    if (!(await this.entitlements.has(account.visitor_id, 'custom-roadmap'))) {
      throw new UnprocessableEntityException(`Account ${accountId} is not on the Premium plan, so it has no custom roadmap.`);
    }
    return { email: account.email, visitorId: account.visitor_id };
  }

  private async read(accountId: number, tx?: Tx): Promise<Roadmap> {
    return toRoadmap(await this.repository.notes(accountId, tx));
  }
}

const ordered = (notes: RoadmapNote[]) =>
  [...notes].map((n) => ({ taskSlug: n.taskSlug, note: n.note.trim(), position: n.position })).sort((a, b) => a.taskSlug.localeCompare(b.taskSlug));
