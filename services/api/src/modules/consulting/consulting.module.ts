import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { ConsultantsController } from './consultants.controller.js';
import { ConsultantsService } from './consultants.service.js';
import { DaysOffController } from './days-off.controller.js';
import { AdvisorAdminGuard } from './advisor-admin.guard.js';
import { AdvisorConsoleController } from './advisor-console.controller.js';
import { AdvisorConsoleService } from './advisor-console.service.js';
import { AdvisorRoleGuard } from './advisor-role.guard.js';

@Module({
  imports: [MailModule],
  controllers: [ConsultantsController, DaysOffController, BookingsController, AdvisorConsoleController],
  providers: [ConsultantsService, BookingsService, AdvisorAdminGuard, AdvisorRoleGuard, AdvisorConsoleService],
  exports: [BookingsService],
})
export class ConsultingModule {}
