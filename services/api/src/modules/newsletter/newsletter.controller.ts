import { Body, Controller, Get, HttpCode, Inject, Param, Post, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiTags } from '@nestjs/swagger';
import { createSubscriptionInputSchema, type SubscriptionAccepted, subscriptionAcceptedSchema } from '@launchops/contracts';
import type { FastifyReply } from 'fastify';
import { NewsletterService, type ValidSubscriptionInput } from './newsletter.service.js';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { Visitor } from '../../common/visitor.js';

/** Link routes answer with HTML, so a malformed token gets the same "not found" page as an unknown one. */
@ApiTags('newsletter')
@Controller('newsletter-subscriptions')
export class NewsletterController {
  constructor(@Inject(NewsletterService) private readonly newsletter: NewsletterService) {}

  @Post()
  @HttpCode(202)
  @RateLimit(10)
  @ApiAcceptedResponse({ standardSchema: subscriptionAcceptedSchema })
  subscribe(@Body({ schema: createSubscriptionInputSchema }) input: ValidSubscriptionInput, @Visitor() visitorId: string): Promise<SubscriptionAccepted> {
    return this.newsletter.subscribe(input, visitorId);
  }

  /** The e-mail's link: a page with the confirm button; opening it (or a scanner opening it) changes nothing. */
  @Get('confirm/:token')
  @RateLimit(30)
  async confirmationPage(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.newsletter.confirmationPage(token)).send(reply);
  }

  /** The page's button. */
  @Post('confirm/:token')
  @RateLimit(30)
  async confirm(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.newsletter.confirm(token)).send(reply);
  }

  @Get('unsubscribe/:token')
  @RateLimit(30)
  async unsubscribe(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.newsletter.unsubscribe(token)).send(reply);
  }

  /** RFC 8058 one-click: mail clients POST `List-Unsubscribe=One-Click`; the body carries nothing else. */
  @Post('unsubscribe/:token')
  @RateLimit(30)
  async unsubscribeOneClick(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    (await this.newsletter.unsubscribe(token)).send(reply);
  }
}
