import { Module } from '@nestjs/common';
import { SitePoliciesController } from './site-policies.controller.js';
import { SitePoliciesService } from './site-policies.service.js';

/** GET /api/site-policies: policies.yaml and facts.yaml as every page states them; the plan reads its facts here. */
@Module({ controllers: [SitePoliciesController], providers: [SitePoliciesService], exports: [SitePoliciesService] })
export class SitePoliciesModule {}
