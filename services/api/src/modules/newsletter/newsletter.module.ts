import { Inject, Module } from '@nestjs/common';
import { APP_OPTIONS, type AppOptions } from '../../config/app-options.js';
import { setRateLimitFactor } from '../consulting/rate-limit.js';
import { MailModule } from '../mail/mail.module.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';

@Module({ imports: [MailModule], controllers: [NewsletterController], providers: [NewsletterService] })
export class NewsletterModule {
  constructor(@Inject(APP_OPTIONS) options: AppOptions) {
    setRateLimitFactor(options.env.RATE_LIMIT_FACTOR);
  }
}
