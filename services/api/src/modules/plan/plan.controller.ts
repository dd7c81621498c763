import { Body, Controller, Delete, Get, Header, HttpCode, Inject, Param, Post, Put, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  type CalendarFeedState,
  calendarFeedStateSchema,
  feedTokenParamSchema,
  type Plan,
  planSchema,
  type PlanRemindersInput,
  planRemindersInputSchema,
  type PlanRemindersState,
  planRemindersStateSchema,
  saveQuizAnswersInputSchema,
  type SaveQuizAnswersInput,
} from '@launchops/contracts';
import type { FastifyReply } from 'fastify';
import { Visitor } from '../../common/visitor.js';
import { PlanExportsService } from './plan-exports.service.js';
import { PlanFeedService } from './plan-feed.service.js';
import { PlanRemindersService } from './plan-reminders.service.js';
import { PlanService } from './plan.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { ClientAddress } from '../../common/client-address.js';

/** A visitor's own plan: never stored by a browser or proxy. */
const NO_STORE = ['Cache-Control', 'no-store'] as const;

@ApiTags('plan')
@Controller('plan')
export class PlanController {
  constructor(
    @Inject(PlanService) private readonly plan: PlanService,
    @Inject(PlanFeedService) private readonly feeds: PlanFeedService,
    @Inject(PlanExportsService) private readonly exports: PlanExportsService,
    @Inject(PlanRemindersService) private readonly reminders: PlanRemindersService,
  ) {}

  @Get()
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: planSchema })
  async get(@Visitor() visitor: string, @Res() reply: FastifyReply): Promise<FastifyReply> {
    return reply
      .type('application/json; charset=utf-8')
      .header(...NO_STORE)
      .send(await this.plan.getPlanJson(visitor));
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
    return this.exports.downloadCalendar(visitor);
  }

  @Get('tasks.csv')
  @Header(...NO_STORE)
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="launchops-plan.csv"')
  csv(@Visitor() visitor: string): Promise<string> {
    return this.exports.csv(visitor);
  }

  @Get('feed')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: calendarFeedStateSchema })
  feed(@Visitor() visitor: string): Promise<CalendarFeedState> {
    return this.feeds.feedState(visitor);
  }

  /** A new private feed address; the previous one stops working. */
  @Post('feed')
  @Header(...NO_STORE)
  @RateLimit(10)
  @ApiOkResponse({ standardSchema: calendarFeedStateSchema })
  createFeed(@Visitor() visitor: string): Promise<CalendarFeedState> {
    return this.feeds.createFeed(visitor);
  }

  @Delete('feed')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: calendarFeedStateSchema })
  revokeFeed(@Visitor() visitor: string): Promise<CalendarFeedState> {
    return this.feeds.revokeFeed(visitor);
  }

  /** What calendar apps subscribe to: the address is the secret, so no cookie is needed. */
  @Get('feed/:token')
  @RateLimit(60)
  async feedCalendar(@Param({ schema: feedTokenParamSchema }) params: { token: string }, @Res() reply: FastifyReply): Promise<void> {
    const body = await this.feeds.feedCalendar(params.token.slice(0, -'.ics'.length));
    void reply
      .header('Content-Type', 'text/calendar; charset=utf-8')
      // Revalidated on every fetch, so a changed plan shows at the calendar's next refresh.
      .header('Cache-Control', 'private, no-cache')
      .header('X-Robots-Tag', 'noindex')
      .send(body);
  }

  @Get('reminders')
  @Header(...NO_STORE)
  @ApiOkResponse({ standardSchema: planRemindersStateSchema })
  reminderState(@Visitor() visitor: string): Promise<PlanRemindersState> {
    return this.reminders.state(visitor);
  }

  /** Asks for e-mail reminders; nothing is sent but the confirmation until its link is followed. */
  @Post('reminders')
  @Header(...NO_STORE)
  @HttpCode(202)
  @RateLimit(10)
  @ApiAcceptedResponse({ standardSchema: planRemindersStateSchema })
  subscribeReminders(
    @Body({ schema: planRemindersInputSchema }) input: PlanRemindersInput,
    @Visitor() visitor: string,
    @ClientAddress() client: string,
  ): Promise<PlanRemindersState> {
    return this.reminders.subscribe(visitor, input.email, client);
  }

  @Delete('reminders')
  @Header(...NO_STORE)
  @HttpCode(200)
  @ApiOkResponse({ standardSchema: planRemindersStateSchema })
  stopReminders(@Visitor() visitor: string): Promise<PlanRemindersState> {
    return this.reminders.stop(visitor);
  }

  /** The confirmation e-mail's link: a page with a button; opening it changes nothing. */
  @Get('reminders/confirm/:token')
  @RateLimit(30)
  async reminderConfirmationPage(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.reminders.confirmationPage(token)).send(reply);
  }

  @Post('reminders/confirm/:token')
  @RateLimit(30)
  async confirmReminders(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.reminders.confirm(token)).send(reply);
  }

  @Get('reminders/unsubscribe/:token')
  @RateLimit(30)
  async unsubscribeReminders(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.reminders.unsubscribe(token)).send(reply);
  }

  /** RFC 8058 one-click: a mail program POSTs `List-Unsubscribe=One-Click`. */
  @Post('reminders/unsubscribe/:token')
  @RateLimit(30)
  async unsubscribeRemindersOneClick(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.reminders.unsubscribe(token)).send(reply);
  }
}
