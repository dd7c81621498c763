import { Module } from '@nestjs/common';
import { PlanController } from './plan.controller.js';
import { PlanService } from './plan.service.js';

/** The readiness quiz's answers, the personal plan and its dated deadlines, the calendar feed and exports. */
@Module({ controllers: [PlanController], providers: [PlanService], exports: [PlanService] })
export class PlanModule {}
