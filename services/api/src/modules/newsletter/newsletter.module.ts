import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterService } from './newsletter.service.js';

@Module({ imports: [MailModule], controllers: [NewsletterController], providers: [NewsletterService] })
export class NewsletterModule {}
