import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { SitePoliciesModule } from '../site-policies/site-policies.module.js';
import { CancellationPolicy } from './cancellation-policy.js';
import { BookingCancellationsService } from './booking-cancellations.service.js';
import { BookingChangesService } from './booking-changes.service.js';
import { BookingHoldsService } from './booking-holds.service.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsRepository } from './bookings.repository.js';
import { BookingsService } from './bookings.service.js';
import { ConsultantsController } from './consultants.controller.js';
import { ConsultantsRepository } from './consultants.repository.js';
import { ConsultantsService } from './consultants.service.js';
import { DaysOffController } from './days-off.controller.js';
import { AdvisorAdminGuard } from './advisor-admin.guard.js';
import { AdvisorConsoleController } from './advisor-console.controller.js';
import { AdvisorConsoleRepository } from './advisor-console.repository.js';
import { AdvisorConsoleService } from './advisor-console.service.js';
import { AdvisorRoleGuard } from './advisor-role.guard.js';

@Module({
  imports: [MailModule, SitePoliciesModule],
  controllers: [ConsultantsController, DaysOffController, BookingsController, AdvisorConsoleController],
  providers: [
    BookingsRepository,
    ConsultantsRepository,
    AdvisorConsoleRepository,
    ConsultantsService,
    BookingsService,
    BookingHoldsService,
    BookingChangesService,
    BookingCancellationsService,
    CancellationPolicy,
    AdvisorAdminGuard,
    AdvisorRoleGuard,
    AdvisorConsoleService,
  ],
  exports: [BookingsService],
})
export class ConsultingModule {}
