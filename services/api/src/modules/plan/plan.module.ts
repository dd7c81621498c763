import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { SitePoliciesModule } from '../site-policies/site-policies.module.js';
import { PlanExportsService } from './plan-exports.service.js';
import { PlanFeedService } from './plan-feed.service.js';
import { PlanRemindersRepository } from './plan-reminders.repository.js';
import { PlanRemindersService } from './plan-reminders.service.js';
import { PlanController } from './plan.controller.js';
import { PlanRepository } from './plan.repository.js';
import { PlanService } from './plan.service.js';

/** The readiness quiz's answers, the personal plan and its dated deadlines, the calendar feed, exports and e-mail reminders. */
@Module({
  imports: [MailModule, SitePoliciesModule],
  controllers: [PlanController],
  providers: [PlanRepository, PlanRemindersRepository, PlanService, PlanFeedService, PlanExportsService, PlanRemindersService],
  exports: [PlanService],
})
export class PlanModule {}
