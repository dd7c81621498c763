import { Module } from '@nestjs/common';
import { MailModule } from '../../common/mail/mail.module.js';
import { NewsletterIssuesController } from './newsletter-issues.controller.js';
import { NewsletterIssuesRepository } from './newsletter-issues.repository.js';
import { NewsletterIssuesService } from './newsletter-issues.service.js';
import { NewsletterController } from './newsletter.controller.js';
import { NewsletterRepository } from './newsletter.repository.js';
import { NewsletterService } from './newsletter.service.js';

@Module({
  imports: [MailModule],
  controllers: [NewsletterController, NewsletterIssuesController],
  providers: [NewsletterRepository, NewsletterIssuesRepository, NewsletterService, NewsletterIssuesService],
})
export class NewsletterModule {}
