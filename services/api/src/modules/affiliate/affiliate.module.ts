import { Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { AffiliateController } from './affiliate.controller.js';
import { AffiliateRepository } from './affiliate.repository.js';
import { AffiliateService } from './affiliate.service.js';
import { registerBeaconJsonParser } from './beacon-body.js';

@Module({ controllers: [AffiliateController], providers: [AffiliateService, AffiliateRepository] })
export class AffiliateModule implements OnModuleInit {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    registerBeaconJsonParser(this.adapterHost.httpAdapter.getInstance<FastifyInstance>());
  }
}
