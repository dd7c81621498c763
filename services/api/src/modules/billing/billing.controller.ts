import { Body, Controller, Get, Headers, HttpCode, Inject, Post, Req, Res, UseFilters } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import {
  type BillingRedirect,
  billingRedirectSchema,
  type CheckoutInput,
  checkoutInputSchema,
  type Entitlements,
  entitlementsSchema,
  publicPlanListSchema,
} from '@launchops/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RateLimit } from '../../common/rate-limit/rate-limit.js';
import { Visitor } from '../../common/visitor.js';
import { BillingService } from './billing.service.js';
import { BillingWebhooksService, type WebhookResult } from './billing-webhooks.service.js';
import { EntitlementsService } from './entitlements.service.js';
import { PlansCatalogueService } from './plans-catalogue.service.js';
import { RAW_WEBHOOK_BODY } from './raw-webhook-body.js';
import { StripeErrorFilter } from './stripe-error.filter.js';

const cancelInputSchema = z.object({ cancel: z.boolean({ error: 'cancel must be true or false' }) });

@ApiTags('billing')
@Controller()
@UseFilters(StripeErrorFilter)
export class BillingController {
  constructor(
    @Inject(PlansCatalogueService) private readonly catalogue: PlansCatalogueService,
    @Inject(EntitlementsService) private readonly entitlements: EntitlementsService,
    @Inject(BillingService) private readonly billing: BillingService,
    @Inject(BillingWebhooksService) private readonly webhooks: BillingWebhooksService,
  ) {}

  @Get('plans')
  @ApiOkResponse({ standardSchema: publicPlanListSchema })
  plans(@Req() req: FastifyRequest, @Res() reply: FastifyReply): FastifyReply {
    return this.catalogue.publicList().send(req, reply, 300);
  }

  @Get('billing/entitlements')
  @ApiOkResponse({ standardSchema: entitlementsSchema })
  entitlementsOf(@Visitor() visitor: string): Promise<Entitlements> {
    return this.entitlements.summary(visitor);
  }

  @Post('billing/checkout')
  @RateLimit(20)
  @ApiOkResponse({ standardSchema: billingRedirectSchema })
  checkout(@Body({ schema: checkoutInputSchema }) input: CheckoutInput, @Visitor() visitor: string): Promise<BillingRedirect> {
    return this.billing.checkout(visitor, input.plan);
  }

  @Post('billing/portal')
  @RateLimit(20)
  @ApiOkResponse({ standardSchema: billingRedirectSchema })
  portal(@Visitor() visitor: string): Promise<BillingRedirect> {
    return this.billing.portal(visitor);
  }

  @Post('billing/plan')
  @RateLimit(10)
  @HttpCode(202)
  async changePlan(@Body({ schema: checkoutInputSchema }) input: CheckoutInput, @Visitor() visitor: string): Promise<{ plan: string }> {
    await this.billing.changePlan(visitor, input.plan);
    return { plan: input.plan };
  }

  @Post('billing/cancel')
  @RateLimit(10)
  @HttpCode(202)
  async cancel(
    @Body({ schema: cancelInputSchema }) input: z.infer<typeof cancelInputSchema>,
    @Visitor() visitor: string,
  ): Promise<{ cancelAtPeriodEnd: boolean }> {
    await this.billing.cancelAtPeriodEnd(visitor, input.cancel);
    return { cancelAtPeriodEnd: input.cancel };
  }

  /** Stripe (or the test-payments service) calls this; the signature, not the caller's address, is the proof. */
  @Post('billing/webhook')
  @SkipThrottle()
  @HttpCode(200)
  webhook(@Req() req: FastifyRequest & { [RAW_WEBHOOK_BODY]?: Buffer }, @Headers('stripe-signature') signature: string | undefined): Promise<WebhookResult> {
    return this.webhooks.receive(req[RAW_WEBHOOK_BODY], signature);
  }
}
