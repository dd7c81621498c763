import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type CalendarFeedState,
  calendarFeedStateSchema,
  feedTokenParamSchema,
  type Plan,
  planSchema,
  saveQuizAnswersInputSchema,
  type SaveQuizAnswersInput,
} from '@launchops/contracts';
import type { FastifyReply } from 'fastify';
import { Visitor } from '../../common/visitor.js';
import { PlanService } from './plan.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';

/** A visitor's own plan: never stored by a browser or proxy. */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

@ApiTags('plan')
@Controller('plan')
export class PlanController {
  constructor(@Inject(PlanService) private readonly plan: PlanService) {}

  @Get()
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: planSchema })
  get(@Visitor() visitor: string): Promise<Plan> {
    return this.plan.getPlan(visitor);
  }

  @Put('answers')
  @Header(...NO_STORE)
  @RateLimit(60)
  @ApiOkResponse({ standardSchema: planSchema })
  save(@Body({ schema: saveQuizAnswersInputSchema }) input: Required<SaveQuizAnswersInput>, @Visitor() visitor: string): Promise<Plan> {
    return this.plan.saveAnswers(visitor, input);
  }

  @Get('calendar.ics')
  @Header(...NO_STORE)
  @Header('Content-Type', 'text/calendar; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="launchops-deadlines.ics"')
  calendar(@Visitor() visitor: string): Promise<string> {
    return this.plan.downloadCalendar(visitor);
  }

  @Get('tasks.csv')
  @Header(...NO_STORE)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="launchops-plan.csv"')
  csv(@Visitor() visitor: string): Promise<string> {
    return this.plan.csv(visitor);
  }

  @Get('feed')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: calendarFeedStateSchema })
  feed(@Visitor() visitor: string): Promise<CalendarFeedState> {
    return this.plan.feedState(visitor);
  }

  /** A new private feed address; the previous one stops working. */
  @Post('feed')
  @Header(...NO_STORE)
  @RateLimit(10)
  @ApiOkResponse({ standardSchema: calendarFeedStateSchema })
  createFeed(@Visitor() visitor: string): Promise<CalendarFeedState> {
    return this.plan.createFeed(visitor);
  }

  @Delete('feed')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: calendarFeedStateSchema })
  revokeFeed(@Visitor() visitor: string): Promise<CalendarFeedState> {
    return this.plan.revokeFeed(visitor);
  }

  /** What calendar apps subscribe to: the address is the secret, so no cookie is needed. */
  @Get('feed/:token')
  @RateLimit(60)
  async feedCalendar(@Param({ schema: feedTokenParamSchema }) params: { token: string }, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.plan.feedCalendar(params.token.slice(0, -'.ics'.length));
    void reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      // Revalidated on every fetch, so a changed plan shows at the calendar's next refresh.
      .header('Cache-Control', 'private, no-cache')
      .header('X-Robots-Tag', 'noindex')
      .send(body);
  }
}
