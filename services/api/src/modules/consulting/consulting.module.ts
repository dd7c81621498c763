import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module.js';
import { BookingsController } from './bookings.controller.js';
import { BookingsService } from './bookings.service.js';
import { ConsultantsController } from './consultants.controller.js';
import { ConsultantsService } from './consultants.service.js';

@Module({
  imports: [MailModule],
  controllers: [ConsultantsController, BookingsController],
  providers: [ConsultantsService, BookingsService],
})
export class ConsultingModule {}
