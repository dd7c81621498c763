import { Global, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { MailModule } from '../../common/mail/mail.module.js';
import { BillingController } from './billing.controller.js';
import { BillingRepository } from './billing.repository.js';
import { BillingService, paymentsClientProvider } from './billing.service.js';
import { BillingWebhooksService } from './billing-webhooks.service.js';
import { PremiumArticleGuard } from './entitlement.guards.js';
import { EntitlementsRepository } from './entitlements.repository.js';
import { EntitlementsService } from './entitlements.service.js';
import { PlansCatalogueService } from './plans-catalogue.service.js';
import { registerBillingHooks } from './raw-webhook-body.js';
import { SubscriptionEndsService } from './subscription-ends.service.js';
import { SubscriptionEventsService } from './subscription-events.service.js';

/**
 * Plans, entitlements and payments. Global, so that any module's controller can guard a route with
 * PremiumArticleGuard, and ask EntitlementsService or BillingService (the assistant's allowance: ChatModule).
 */
@Global()
@Module({
  imports: [MailModule],
  controllers: [BillingController],
  providers: [
    paymentsClientProvider,
    BillingRepository,
    EntitlementsRepository,
    PlansCatalogueService,
    EntitlementsService,
    BillingService,
    SubscriptionEndsService,
    SubscriptionEventsService,
    BillingWebhooksService,
    PremiumArticleGuard,
  ],
  exports: [PlansCatalogueService, EntitlementsRepository, EntitlementsService, BillingService, BillingWebhooksService, PremiumArticleGuard],
})
export class BillingModule implements OnModuleInit {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    registerBillingHooks(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
