import { randomBytes } from 'node:crypto';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { CalendarFeedState } from '@launchops/contracts';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { Transactions } from '../../database/sql-repository.js';
import { planCalendar } from './plan-calendar.js';
import { feedAddress } from './plan.mapper.js';
import { PlanRepository } from './plan.repository.js';
import { PlanService } from './plan.service.js';

const newFeedToken = () => randomBytes(32).toString('base64url');

/** The plan's calendar feed: one private address per visitor, which calendar apps subscribe to. */
@Injectable()
export class PlanFeedService {
  constructor(
    @Inject(PlanRepository) private readonly plans: PlanRepository,
    @Inject(Transactions) private readonly transactions: Transactions,
    @Inject(PlanService) private readonly planService: PlanService,
    @Inject(APP_OPTIONS) private readonly options: AppOptions,
  ) {}

  async feedState(visitorId: string): Promise<CalendarFeedState> {
    const row = await this.plans.liveFeed(visitorId);
    return { feed: row ? feedAddress(this.options.env.SITE_URL, row) : null };
  }

  /** A new private address for the calendar feed; any earlier one stops working. */
  async createFeed(visitorId: string): Promise<CalendarFeedState> {
    return this.transactions.run(async (tx) => {
      await this.plans.revokeFeeds(visitorId, tx);
      return { feed: feedAddress(this.options.env.SITE_URL, await this.plans.insertFeed(visitorId, newFeedToken(), tx)) };
    });
  }

  async revokeFeed(visitorId: string): Promise<CalendarFeedState> {
    await this.plans.revokeFeeds(visitorId);
    return { feed: null };
  }

  /** The feed's calendar, built from the plan as it is now (calendar apps fetch it again on their own schedule). */
  async feedCalendar(token: string): Promise<string> {
    const visitorId = await this.plans.feedOwner(token);
    if (!visitorId) throw new NotFoundException('This calendar address is not valid any more. Open your plan on LaunchOps to get a new one.');
    return planCalendar(this.options.env.SITE_URL, visitorId, await this.planService.getPlan(visitorId));
  }
}
