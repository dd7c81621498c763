import { Module } from '@nestjs/common';
import { MailOutboxRepository } from './mail-outbox.repository.js';
import { MailService } from './mail.service.js';

@Module({ providers: [MailService, MailOutboxRepository], exports: [MailService] })
export class MailModule {}
