import { Inject, Module } from '@nestjs/common';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { MailModule } from '../mail/mail.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { ConsultantsController } from './consultants.controller.js';
import { ConsultantsService } from './consultants.service.js';
import { setRateLimitFactor } from './rate-limit.js';

@Module({
  imports: [MailModule],
  controllers: [ConsultantsController, BookingsController],
  providers: [ConsultantsService, BookingsService],
})
export class ConsultingModule {
  constructor(@Inject(APP_OPTIONS) options: AppOptions) {
    setRateLimitFactor(options.env.RATE_LIMIT_FACTOR);
  }
}
