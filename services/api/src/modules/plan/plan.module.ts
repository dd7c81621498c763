import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { SitePoliciesModule } from '../site-policies/site-policies.module.js';
import { PlanRemindersService } from './plan-reminders.service.js';
import { PlanController } from './plan.controller.js';
import { PlanService } from './plan.service.js';

/** The readiness quiz's answers, the personal plan and its dated deadlines, the calendar feed, exports and e-mail reminders. */
@Module({ imports: [MailModule, SitePoliciesModule], controllers: [PlanController], providers: [PlanService, PlanRemindersService], exports: [PlanService] })
export class PlanModule {}
